// @vitest-environment jsdom
// skipToken in place of parameters, TanStack's usual options on every
// hook (generic TData through select), a suspense-infinite hook, query options for the POSTs that
// only read, and a retry rule the app can set.
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  skipToken,
  useQuery,
} from '@tanstack/react-query'
import { type ReactNode, Suspense } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { type ClientOptions, createClient } from 'w3data'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import * as react from 'w3data/react'
import {
  evmGetMultipleTokenPricesQueryOptions,
  evmGetWalletNFTsInfiniteQueryOptions,
  evmGetWalletNFTsQueryOptions,
  useEvmGetNativeBalance,
  useEvmGetNativeBalanceSuspense,
  useEvmGetWalletNFTs,
  useEvmGetWalletNFTsInfinite,
  useEvmGetWalletNFTsSuspenseInfinite,
  useEvmReSyncMetadata,
  useEvmReviewContracts,
  W3DataProvider,
} from 'w3data/react'
import { act, cleanup, render, renderHook, screen, waitFor } from './testingLibrary'

const WALLET = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7'
let mock: MockServer

beforeAll(async () => {
  mock = await createMockServer({ pageItems: 5 })
})
afterAll(() => mock.close())
afterEach(() => {
  cleanup()
  mock.requests.reset()
  mock.faults.clear()
})

function setup(options: ClientOptions = {}) {
  const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, retryDelay: 1, ...options })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <W3DataProvider client={client}>{children}</W3DataProvider>
    </QueryClientProvider>
  )
  return { client, queryClient, wrapper }
}

const readAll = <T extends object>(result: T): T => ({ ...result })

describe('skipToken', () => {
  it('a hook given skipToken sends nothing until the parameters are known', async () => {
    const { wrapper } = setup()
    const { result, rerender } = renderHook(
      ({ address }: { address?: string }) =>
        readAll(useEvmGetNativeBalance(address ? { address } : skipToken)),
      { wrapper, initialProps: {} },
    )
    expect(result.current.fetchStatus).toBe('idle')
    expect(mock.requests).toHaveLength(0)

    rerender({ address: WALLET })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(mock.requests.map((request) => request.operationId)).toEqual(['getNativeBalance'])
  })

  it('the query and infinite factories take skipToken too', () => {
    const { client } = setup()
    expect(evmGetWalletNFTsQueryOptions(client, skipToken).queryFn).toBe(skipToken)
    expect(evmGetWalletNFTsInfiniteQueryOptions(client, skipToken).queryFn).toBe(skipToken)
    const { result } = renderHook(() => readAll(useEvmGetWalletNFTsInfinite(skipToken)), setup())
    expect(result.current.fetchStatus).toBe('idle')
  })
})

describe('hook options', () => {
  it('select changes the data and its type; staleTime and placeholderData reach TanStack', async () => {
    const { wrapper } = setup()
    const { result, rerender } = renderHook(
      ({ limit }: { limit: number }) =>
        readAll(
          useEvmGetWalletNFTs(
            { address: WALLET, limit },
            {
              select: (page) => page.result.map((nft) => nft.tokenId),
              staleTime: 60_000,
              placeholderData: keepPreviousData,
            },
          ),
        ),
      { wrapper, initialProps: { limit: 2 } },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expectTypeOf(result.current.data).toEqualTypeOf<string[] | undefined>()
    expect(result.current.data).toHaveLength(2)
    expect(result.current.isStale).toBe(false)

    rerender({ limit: 3 })
    expect(result.current.isPlaceholderData).toBe(true)
    expect(result.current.data).toHaveLength(2)
    await waitFor(() => expect(result.current.data).toHaveLength(3))
  })

  it('the suspense hook takes options', async () => {
    const { wrapper } = setup()
    function Balance() {
      const { data } = useEvmGetNativeBalanceSuspense(
        { address: WALLET },
        { select: (balance) => balance.balance.length },
      )
      expectTypeOf(data).toEqualTypeOf<number>()
      return <p>digits: {data > 0 ? 'some' : 'none'}</p>
    }
    render(
      <Suspense fallback="loading">
        <Balance />
      </Suspense>,
      { wrapper },
    )
    expect(await screen.findByText('digits: some')).toBeDefined()
  })

  it('the suspense-infinite hook pages on', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(
      () => readAll(useEvmGetWalletNFTsSuspenseInfinite({ address: WALLET, limit: 2 })),
      {
        wrapper: ({ children }) => wrapper({ children: <Suspense fallback="loading">{children}</Suspense> }),
      },
    )
    await waitFor(() => expect(result.current?.data.pages).toHaveLength(1))
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data.pages).toHaveLength(2))
  })

  it('the mutation hook takes options: onSuccess runs', async () => {
    const { wrapper } = setup()
    const seen: unknown[] = []
    const { result } = renderHook(
      () => readAll(useEvmReviewContracts({ onSuccess: (data) => seen.push(data) })),
      {
        wrapper,
      },
    )
    await act(() =>
      result.current.mutateAsync({
        contracts: [
          { contractAddress: USDT, reason: 'not spam', reportType: 'not_spam', contractType: 'ERC20' },
        ],
      }),
    )
    expect(seen).toHaveLength(1)
  })
})

describe('read-only POSTs', () => {
  it('get query options: equal calls are fetched once and cached', async () => {
    const { client, wrapper } = setup()
    const params = { tokens: [{ tokenAddress: USDT }] }
    const { result } = renderHook(
      () => [
        readAll(useQuery(evmGetMultipleTokenPricesQueryOptions(client, params))),
        readAll(
          useQuery(
            evmGetMultipleTokenPricesQueryOptions(client, {
              tokens: [{ tokenAddress: USDT.toUpperCase().replace('0X', '0x') }],
            }),
          ),
        ),
      ],
      { wrapper },
    )
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true))
    expect(result.current[0]?.data).toEqual(result.current[1]?.data)
    expect(mock.requests.map((request) => request.operationId)).toEqual(['getMultipleTokenPrices'])
  })
})

describe('operations that change data, GETs among them', () => {
  it('a resync is a mutation: nothing goes out on render, one request when asked', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => readAll(useEvmReSyncMetadata()), { wrapper })
    expect(mock.requests).toHaveLength(0)
    await act(() => result.current.mutateAsync({ address: USDT, tokenId: '1' }))
    expect(mock.requests.map((request) => request.operationId)).toEqual(['reSyncMetadata'])
  })

  it('a resync has mutation options and no query options to cache it by', () => {
    const resyncs = Object.keys(react).filter((name) => /resync/i.test(name))
    expect(resyncs.sort()).toEqual([
      'evmReSyncMetadataMutationOptions',
      'evmResyncNFTRarityMutationOptions',
      'useEvmReSyncMetadata',
      'useEvmResyncNFTRarity',
    ])
  })
})

describe('retry', () => {
  it("w3data's queries do not retry on TanStack's side by default: the client already did", async () => {
    mock.faults.set('getNativeBalance', { statuses: Array(10).fill(500) })
    const { wrapper } = setup({ maxRetries: 0 })
    const { result } = renderHook(() => readAll(useEvmGetNativeBalance({ address: WALLET })), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(mock.requests).toHaveLength(1)
  })

  it('retry given to the hook is TanStack retry', async () => {
    mock.faults.set('getNativeBalance', { statuses: [500, 500] })
    const { wrapper } = setup({ maxRetries: 0 })
    const { result } = renderHook(() => readAll(useEvmGetNativeBalance({ address: WALLET }, { retry: 2 })), {
      wrapper,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(mock.requests).toHaveLength(3)
  })
})
