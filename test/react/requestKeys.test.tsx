// @vitest-environment jsdom
// A w3data query key names the request as it goes
// on the wire (the client's default chain or network and endpoint included), so equal requests
// share one cache entry and different ones never do; the key factories give that very key,
// tagged with its data; a prefix per operation reaches every entry of it for invalidation.
import { hashKey, type InfiniteData, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { createClient, type W3DataClient } from 'w3data'
import type { NftOwner, NftOwnerCollection } from 'w3data/evm'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import {
  aptosGetNFTsByCreatorsQueryOptions,
  evmGetNativeBalanceQueryOptions,
  evmGetWalletNFTsInfiniteQueryKey,
  evmGetWalletNFTsInfiniteQueryOptions,
  evmGetWalletNFTsQueryKey,
  evmGetWalletNFTsQueryOptions,
  evmGetWalletNFTsQueryPrefix,
  type PageData,
  solanaGetPortfolioQueryOptions,
  useEvmGetWalletNFTs,
  W3DataProvider,
} from 'w3data/react'
import { cleanup, render, screen } from './testingLibrary'

const WALLET = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const CHECKSUMMED = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const OTHER = '0x0000000000000000000000000000000000000001'
const SOLANA_WALLET = '26qv4GCcx98RihuK3c4T6ozB3J7L6VwCuFVc7Ta2A3Uo'
let mock: MockServer

beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())
afterEach(() => {
  cleanup()
  mock.requests.reset()
})

const makeClient = (): W3DataClient => createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })

describe('keys name the request as sent', () => {
  it('seven spellings of two requests make two cache entries and two requests', async () => {
    const client = makeClient()
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const spellings = [
      { address: WALLET, chain: '0x1', limit: 10 },
      { address: WALLET.toUpperCase().replace('0X', '0x'), chain: 1, limit: '10' },
      { address: CHECKSUMMED, chain: 'eth', limit: 10n },
      { address: WALLET, limit: 10 },
      { address: WALLET, chain: 'polygon', limit: 10 },
      { address: CHECKSUMMED, chain: 137, limit: '10' },
      { address: WALLET, chain: '0x89', limit: 10n },
    ] as const
    for (const params of spellings) await queryClient.fetchQuery(evmGetWalletNFTsQueryOptions(client, params))

    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey)
    expect(keys).toEqual([
      [
        'w3data',
        'evm',
        'getWalletNFTs',
        { address: WALLET, chain: '0x1', limit: '10' },
        { endpoint: `${mock.url}/evm` },
      ],
      [
        'w3data',
        'evm',
        'getWalletNFTs',
        { address: WALLET, chain: '0x89', limit: '10' },
        { endpoint: `${mock.url}/evm` },
      ],
    ])
    expect(mock.requests.map((request) => request.query.chain)).toEqual(['0x1', '0x89'])
  })

  it('bigint parameters are keyed as decimal strings and sent', async () => {
    const client = makeClient()
    const queryClient = new QueryClient()
    const options = evmGetWalletNFTsQueryOptions(client, { address: WALLET, limit: 5n })
    expect(() => hashKey(options.queryKey)).not.toThrow()
    const page = await queryClient.fetchQuery(options)
    expect(page.result).toHaveLength(5)
    expect(options.queryKey[3]).toEqual({ address: WALLET, chain: '0x1', limit: '5' })
  })

  it("two clients with other default chains never share an entry: each shows its chain's data", async () => {
    const mainnet = makeClient()
    const polygon = mainnet.withOptions({ defaultEvmChain: 'polygon' })
    const queryClient = new QueryClient()
    function Balance({ label }: { label: string }) {
      const { data } = useEvmGetWalletNFTs({ address: WALLET, limit: 1 })
      return <p>{data ? `${label}: ${data.next?.chain}` : `${label}: loading`}</p>
    }
    const under = (client: W3DataClient, children: ReactNode) => (
      <W3DataProvider client={client}>{children}</W3DataProvider>
    )
    render(
      <QueryClientProvider client={queryClient}>
        {under(mainnet, <Balance label="eth" />)}
        {under(polygon, <Balance label="polygon" />)}
      </QueryClientProvider>,
    )
    expect(await screen.findByText('eth: 0x1')).toBeDefined()
    expect(await screen.findByText('polygon: 0x89')).toBeDefined()
    expect(mock.requests.map((request) => request.query.chain).sort()).toEqual(['0x1', '0x89'])
  })

  it("the client's default Aptos and Solana networks and its endpoint are in the key", () => {
    const client = makeClient()
    const params = { creatorAddresses: ['0x1'], limit: 10 }
    const aptos = (c: W3DataClient) => hashKey(aptosGetNFTsByCreatorsQueryOptions(c, params).queryKey)
    expect(aptos(client.withOptions({ defaultAptosNetwork: 'testnet' }))).not.toBe(aptos(client))
    const solana = (c: W3DataClient) =>
      hashKey(solanaGetPortfolioQueryOptions(c, { address: SOLANA_WALLET }).queryKey)
    expect(solana(client.withOptions({ defaultSolanaNetwork: 'devnet' }))).not.toBe(solana(client))
    const elsewhere = client.withOptions({ baseUrls: { evm: 'https://evm.elsewhere.test' } })
    const evm = (c: W3DataClient) => hashKey(evmGetNativeBalanceQueryOptions(c, { address: WALLET }).queryKey)
    expect(evm(elsewhere)).not.toBe(evm(client))
  })
})

describe('key factories', () => {
  it('give the key the options use, typed with its data, so getQueryData hits', async () => {
    const client = makeClient()
    const queryClient = new QueryClient()
    const params = { address: CHECKSUMMED, limit: 2 }
    await queryClient.fetchQuery(evmGetWalletNFTsQueryOptions(client, params))
    await queryClient.fetchInfiniteQuery(evmGetWalletNFTsInfiniteQueryOptions(client, params))

    const page = queryClient.getQueryData(evmGetWalletNFTsQueryKey(client, { address: WALLET, limit: '2' }))
    expectTypeOf(page).toEqualTypeOf<PageData<NftOwner, NftOwnerCollection> | undefined>()
    expect(page?.result).toHaveLength(2)
    const pages = queryClient.getQueryData(evmGetWalletNFTsInfiniteQueryKey(client, params))
    expectTypeOf(pages).toMatchTypeOf<InfiniteData<NonNullable<typeof page>> | undefined>()
    expect(pages?.pages[0]?.result).toEqual(page?.result)
  })

  it('the operation prefix, with or without parameters, reaches its queries and infinite queries only', async () => {
    const client = makeClient()
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(evmGetWalletNFTsQueryOptions(client, { address: WALLET, limit: 1 }))
    await queryClient.fetchInfiniteQuery(evmGetWalletNFTsInfiniteQueryOptions(client, { address: WALLET }))
    await queryClient.fetchQuery(evmGetWalletNFTsQueryOptions(client, { address: OTHER }))
    await queryClient.fetchQuery(evmGetNativeBalanceQueryOptions(client, { address: WALLET }))
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.isStale())
        .map((query) => [query.queryKey[2], (query.queryKey[3] as { address: string }).address])

    await queryClient.invalidateQueries({
      queryKey: evmGetWalletNFTsQueryPrefix({ address: CHECKSUMMED }),
      refetchType: 'none',
    })
    expect(stale()).toEqual([
      ['getWalletNFTs', WALLET],
      ['getWalletNFTs', WALLET],
    ])
    await queryClient.invalidateQueries({ queryKey: evmGetWalletNFTsQueryPrefix(), refetchType: 'none' })
    expect(stale()).toHaveLength(3)
  })
})
