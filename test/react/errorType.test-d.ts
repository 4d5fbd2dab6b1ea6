// w3data's own factories and hooks carry W3DataError as their error type; an
// app's other queries keep TanStack's default (Error). Checked by the compiler (`make typecheck`).
import { type QueryClient, queryOptions, type useQuery } from '@tanstack/react-query'
import { describe, expectTypeOf, it } from 'vitest'
import { createClient, type W3DataError } from 'w3data'
import {
  aptosGetNFTsByIdsQueryOptions,
  aptosSubmitTransactionMutationOptions,
  evmGetWalletNFTsInfiniteQueryOptions,
  type useAptosGetNFTsByIds,
} from 'w3data/react'

const client = createClient({ apiKey: 'test-key-0123456789' })

describe('error types', () => {
  it("w3data's factories and hooks say W3DataError", () => {
    expectTypeOf<ReturnType<typeof useAptosGetNFTsByIds>['error']>().toEqualTypeOf<W3DataError | null>()
    expectTypeOf(
      aptosGetNFTsByIdsQueryOptions(client, { tokenIds: ['t'] }).queryFn,
    ).returns.resolves.not.toBeAny()
    expectTypeOf(aptosSubmitTransactionMutationOptions(client).onError)
      .parameter(0)
      .toEqualTypeOf<W3DataError>()
    expectTypeOf(evmGetWalletNFTsInfiniteQueryOptions(client, { address: '0x1' }).retry).not.toBeAny()
  })

  it("an app's own queries keep Error: w3data registers nothing globally", () => {
    const own = queryOptions({ queryKey: ['mine'], queryFn: async () => 1 })
    type OwnError = ReturnType<typeof useQuery<number, Error, number, ['mine']>>['error']
    expectTypeOf<OwnError>().toEqualTypeOf<Error | null>()
    expectTypeOf<Parameters<QueryClient['fetchQuery']>[0]>().not.toBeAny()
    expectTypeOf(own.queryKey).toMatchTypeOf<readonly unknown[]>()
    type DefaultHookError = ReturnType<typeof useQuery<number>>['error']
    expectTypeOf<DefaultHookError>().toEqualTypeOf<Error | null>()
  })
})
