// @vitest-environment jsdom
// What w3data/react caches is plain data. A server (or a persister, or a React
// Server Component) dehydrates the cache to JSON; the browser hydrates it and pages on from it.
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import {
  evmGetWalletNFTsInfiniteQueryOptions,
  evmGetWalletNFTsQueryOptions,
  useEvmGetWalletNFTs,
  useEvmGetWalletNFTsInfinite,
  W3DataProvider,
} from 'w3data/react'
import { act, cleanup, renderHook, waitFor } from './testingLibrary'

const WALLET = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
let mock: MockServer

beforeAll(async () => {
  mock = await createMockServer({ pageItems: 7 })
})
afterAll(() => mock.close())
afterEach(() => {
  cleanup()
  mock.requests.reset()
})

const makeClient = () => createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, retryDelay: 1 })

/** The cache sent the way a server sends it to the browser: as JSON text. */
function overTheWire(queryClient: QueryClient): DehydratedState {
  return JSON.parse(JSON.stringify(dehydrate(queryClient)))
}

function browser(state: DehydratedState) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  hydrate(queryClient, state)
  const client = makeClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <W3DataProvider client={client}>{children}</W3DataProvider>
    </QueryClientProvider>
  )
  return { queryClient, client, wrapper }
}

describe('cached pages are plain data', () => {
  it('a page is fields only: items once, the paging position, the total, the next parameters', async () => {
    const queryClient = new QueryClient()
    const client = makeClient()
    const page = await queryClient.fetchQuery(
      evmGetWalletNFTsQueryOptions(client, { address: WALLET, limit: 3 }),
    )

    expect(Object.getPrototypeOf(page)).toBe(Object.prototype)
    expect(JSON.parse(JSON.stringify(page))).toEqual(page)
    expect(page.result).toHaveLength(3)
    expect(page.cursor).toEqual(expect.any(String))
    expect(page.next).toEqual({ address: WALLET, chain: '0x1', limit: '3', cursor: page.cursor })
    expect(page.page).toBe(1)
    // The body's other fields stay; its items are not held a second time.
    expect(page.response).not.toHaveProperty('result')
    expect(JSON.stringify(page).split(JSON.stringify(page.result[0])).length - 1).toBe(1)
  })

  it('an infinite list survives dehydrate → JSON → hydrate and pages on in the browser', async () => {
    const server = new QueryClient()
    const params = { address: WALLET, limit: 3 }
    await server.prefetchInfiniteQuery(evmGetWalletNFTsInfiniteQueryOptions(makeClient(), params))
    const served = mock.requests.length
    expect(served).toBe(1)

    const { wrapper } = browser(overTheWire(server))
    const { result } = renderHook(() => ({ ...useEvmGetWalletNFTsInfinite(params) }), { wrapper })
    // The hydrated page is used as it is: no request until the next page is asked for.
    expect(result.current.data?.pages).toHaveLength(1)
    expect(result.current.hasNextPage).toBe(true)
    expect(mock.requests.length).toBe(served)

    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    const [first, second] = result.current.data?.pages ?? []
    expect(mock.requests.at(-1)?.query.cursor).toBe(first?.cursor)
    const ids = [...(first?.result ?? []), ...(second?.result ?? [])].map((nft) => nft.tokenId)
    expect(new Set(ids).size).toBe(6)
  })

  it('a paged useQuery reads its hydrated page by fields', async () => {
    const server = new QueryClient()
    await server.prefetchQuery(evmGetWalletNFTsQueryOptions(makeClient(), { address: WALLET, limit: 2 }))

    const { wrapper } = browser(overTheWire(server))
    const { result } = renderHook(() => ({ ...useEvmGetWalletNFTs({ address: WALLET, limit: 2 }) }), {
      wrapper,
    })
    const page = result.current.data
    expect(page?.result).toHaveLength(2)
    expect(page?.next).toEqual({ address: WALLET, chain: '0x1', limit: '2', cursor: page?.cursor })
  })

  it('a persister that stores the cache as a string restores every query', async () => {
    const storage = new Map<string, string>()
    const persist = (queryClient: QueryClient) => storage.set('cache', JSON.stringify(dehydrate(queryClient)))
    const restore = (queryClient: QueryClient) =>
      hydrate(queryClient, JSON.parse(storage.get('cache') ?? '{}'))

    const before = new QueryClient()
    const client = makeClient()
    const options = evmGetWalletNFTsInfiniteQueryOptions(client, { address: WALLET, limit: 3 })
    await before.fetchInfiniteQuery({ ...options, pages: 2 })
    persist(before)

    const after = new QueryClient()
    restore(after)
    expect(after.getQueryData(options.queryKey)).toEqual(before.getQueryData(options.queryKey))
    const requests = mock.requests.length
    const more = await after.fetchInfiniteQuery({ ...options, pages: 3, staleTime: Infinity })
    expect(more.pages).toHaveLength(2)
    await after.fetchInfiniteQuery({ ...options, pages: 3 })
    expect(after.getQueryData(options.queryKey)?.pages).toHaveLength(3)
    expect(mock.requests.length).toBeGreaterThan(requests)
  })
})
