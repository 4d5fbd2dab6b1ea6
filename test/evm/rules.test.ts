import nock from 'nock'
import { getAddress } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, NotFoundError, Page } from 'w3data'
import { type ApiCatalogue, catalogues } from 'w3data/catalogue'
import { getWalletHistory } from 'w3data/evm'

/** The EVM validation rules and constants as they reach the wire, one test per rule. */

const KEY = 'test-key-0123456789'
const HOST = 'https://evm.test'
const BASE = '/api/v2.2'
const PAGE_LIMIT_EXCEEDED =
  '[A0002] Page limit exceeded! Before call this method check an existence of the next page by .hasNext() method.'

/** A well-known address in its three spellings (the EIP-55 form is cross-checked with viem below). */
const ADDRESS = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const CHECKSUMMED = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const UPPERCASE = '0xD8DA6BF26964AF9D7EED9E03E53415D37AA96045'
/** The checksum form with the case of its first letter flipped: mixed case, wrong checksum. */
const WRONG_CHECKSUM = '0xD8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const TOKEN = '0xdac17f958d2ee523a2206206994597c13d831ec7'
const TOKEN_CHECKSUMMED = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

afterEach(() => nock.cleanAll())

const makeClient = (options: { defaultEvmChain?: string | number } = {}) =>
  createClient({ apiKey: KEY, baseUrls: { evm: `${HOST}${BASE}` }, retryDelay: 1, ...options })
const client = makeClient()
const evm = client.evm as unknown as Record<string, (params: unknown) => Promise<unknown>>

const catalogue = catalogues.find((entry) => entry.api === 'evm') as ApiCatalogue
const entry = (id: string) => {
  const operation = catalogue.operations.find((candidate) => candidate.id === id)
  if (!operation) throw new Error(`${id} is not in the EVM catalogue`)
  return operation
}

interface Seen {
  method: string
  path: string
  url: URL
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

/** Answers the next `method` request on any path with `answer` (JSON), recording what was sent. */
function serve(method: string, answer: unknown, seen: Seen[], status = 200) {
  return nock(HOST)
    .intercept(/.*/, method)
    .query(true)
    .reply(function (this: nock.ReplyFnContext, _uri, body) {
      const url = new URL(this.req.path, HOST)
      seen.push({ method: this.req.method ?? '', path: url.pathname, url, headers: this.req.headers, body })
      return [status, JSON.stringify(answer), { 'content-type': 'application/json' }]
    })
}

/** Serves one answer, makes the call, and returns the request it sent. */
async function sent(method: string, call: () => Promise<unknown>, answer: unknown = {}): Promise<Seen> {
  const seen: Seen[] = []
  serve(method, answer, seen)
  await call()
  expect(seen).toHaveLength(1)
  return seen[0] as Seen
}

/** A nock scope that must stay untouched: the call fails before sending anything. */
function untouched() {
  return nock(HOST).intercept(/.*/, 'GET').query(true).reply(200, {})
}

// ---------------------------------------------------------------------------------------------

describe('chains: an optional chain falls back to the configured default chain, 0x1', () => {
  it('falls back to the default chain 0x1 when the call names none', async () => {
    const request = await sent('GET', () => client.evm.getNativeBalance({ address: ADDRESS }))
    expect(request.url.searchParams.get('chain')).toBe('0x1')
  })

  it("sends 0x89 for defaultEvmChain: 'polygon'", async () => {
    const polygon = makeClient({ defaultEvmChain: 'polygon' })
    const request = await sent('GET', () => polygon.evm.getNativeBalance({ address: ADDRESS }))
    expect(request.url.searchParams.get('chain')).toBe('0x89')
  })

  it('sends the decimal chain id 137 as 0x89 (on the call and as defaultEvmChain)', async () => {
    for (const chain of [137, '137']) {
      const request = await sent('GET', () => client.evm.getNativeBalance({ address: ADDRESS, chain }))
      expect(request.url.searchParams.get('chain'), String(chain)).toBe('0x89')
    }
    const byDecimal = makeClient({ defaultEvmChain: 137 })
    const request = await sent('GET', () => byDecimal.evm.getNativeBalance({ address: ADDRESS }))
    expect(request.url.searchParams.get('chain')).toBe('0x89')
  })

  it("sends the chain name 'base sepolia' as its hex id from the reference chainList", async () => {
    // chainList lists each chain as a name followed by its hex id.
    const chainList = (catalogue.schemas['chainList']?.enum ?? []) as string[]
    const hex = chainList[chainList.indexOf('base sepolia') + 1]
    expect(hex).toBe('0x14a34')
    const request = await sent('GET', () =>
      client.evm.getNativeBalance({ address: ADDRESS, chain: 'base sepolia' }),
    )
    expect(request.url.searchParams.get('chain')).toBe(hex)
  })

  it('lets a chain given on the call win over defaultEvmChain', async () => {
    const polygon = makeClient({ defaultEvmChain: 'polygon' })
    const request = await sent('GET', () => polygon.evm.getNativeBalance({ address: ADDRESS, chain: 'eth' }))
    expect(request.url.searchParams.get('chain')).toBe('0x1')
  })

  it('fills the default chain into a chain carried in the path (getLatestBlockNumber)', async () => {
    const polygon = makeClient({ defaultEvmChain: 'polygon' })
    const request = await sent('GET', () => polygon.evm.getLatestBlockNumber(), '15863321')
    expect(request.path).toBe(`${BASE}/latestBlockNumber/0x89`)
  })

  it('leaves the chain out of cross-chain analytics calls that name none (no evm-chain value type)', async () => {
    const request = await sent('GET', () => client.evm.getVolumeStatsByCategory())
    expect(request.url.searchParams.has('chain')).toBe(false)
  })

  it('refuses an invalid chain with [C0005] Invalid chain provided: moon before any request', async () => {
    const scope = untouched()
    await expect(client.evm.getNativeBalance({ address: ADDRESS, chain: 'moon' })).rejects.toThrow(
      '[C0005] Invalid chain provided: moon',
    )
    await expect(client.evm.getNativeBalance({ address: ADDRESS, chain: 'moon' })).rejects.toMatchObject({
      code: 'C0005',
      message: '[C0005] Invalid chain provided: moon',
    })
    expect(scope.isDone()).toBe(false)
  })

  it('refuses an invalid defaultEvmChain when the client is created', () => {
    expect(() => makeClient({ defaultEvmChain: 'moon' })).toThrow(
      '[C0014] Invalid value for configuration key defaultEvmChain: Invalid chain provided: moon',
    )
  })

  it('fills the default chain into the body chain of getFilteredTokens', async () => {
    const request = await sent('POST', () =>
      client.evm.getFilteredTokens({
        filters: [{ metric: 'marketCap', timeFrame: 'oneDay', gt: 1 }],
        sortBy: { metric: 'marketCap', timeFrame: 'oneDay', type: 'DESC' },
        limit: 1,
      }),
    )
    expect(request.body).toMatchObject({ chain: '0x1' })
  })
})

describe('addresses: checksum form in request bodies, lowercase in URL queries', () => {
  it('uses a checksum the EIP-55 reference agrees with', () => {
    expect(getAddress(ADDRESS)).toBe(CHECKSUMMED)
    expect(getAddress(TOKEN)).toBe(TOKEN_CHECKSUMMED)
  })

  it('lowercases a checksummed address in the URL path', async () => {
    const request = await sent('GET', () => client.evm.getNativeBalance({ address: CHECKSUMMED }))
    expect(request.path).toBe(`${BASE}/${ADDRESS}/balance`)
  })

  it('lowercases checksummed addresses in URL queries, lists included', async () => {
    const allowance = await sent('GET', () =>
      client.evm.getTokenAllowance({
        address: TOKEN_CHECKSUMMED,
        ownerAddress: CHECKSUMMED,
        spenderAddress: TOKEN_CHECKSUMMED,
      }),
    )
    expect(allowance.path).toBe(`${BASE}/erc20/${TOKEN}/allowance`)
    expect(allowance.url.searchParams.get('owner_address')).toBe(ADDRESS)
    expect(allowance.url.searchParams.get('spender_address')).toBe(TOKEN)

    const balances = await sent(
      'GET',
      () =>
        client.evm.getWalletTokenBalances({
          address: CHECKSUMMED,
          tokenAddresses: [TOKEN_CHECKSUMMED, CHECKSUMMED],
        }),
      [],
    )
    expect(balances.url.searchParams.getAll('token_addresses[]')).toEqual([TOKEN, ADDRESS])
  })

  it('accepts an all-uppercase address (it carries no checksum) and sends it lowercase', async () => {
    const request = await sent('GET', () => client.evm.getNativeBalance({ address: UPPERCASE }))
    expect(request.path).toBe(`${BASE}/${ADDRESS}/balance`)
  })

  it('checksums addresses in request bodies', async () => {
    const prices = await sent(
      'POST',
      () =>
        client.evm.getMultipleTokenPrices({ tokens: [{ tokenAddress: TOKEN }, { tokenAddress: UPPERCASE }] }),
      [],
    )
    expect(prices.path).toBe(`${BASE}/erc20/prices`)
    expect(prices.body).toEqual({
      tokens: [{ token_address: TOKEN_CHECKSUMMED }, { token_address: CHECKSUMMED }],
    })

    const metadata = await sent(
      'POST',
      () => client.evm.getNFTBulkContractMetadata({ addresses: [ADDRESS] }),
      [],
    )
    expect(metadata.body).toEqual({ addresses: [CHECKSUMMED] })

    const review = await sent('POST', () =>
      client.evm.reviewContracts({
        contracts: [{ contractAddress: TOKEN, reason: 'r', reportType: 'spam', contractType: 'ERC20' }],
      }),
    )
    expect(review.body).toEqual({
      contracts: [
        { contract_address: TOKEN_CHECKSUMMED, reason: 'r', report_type: 'spam', contract_type: 'ERC20' },
      ],
    })
  })

  it('refuses an invalid address with [C0005] Invalid address provided: 0x123 before any request', async () => {
    const scope = untouched()
    await expect(client.evm.getNativeBalance({ address: '0x123' })).rejects.toThrow(
      '[C0005] Invalid address provided: 0x123',
    )
    await expect(client.evm.getMultipleTokenPrices({ tokens: [{ tokenAddress: '0x123' }] })).rejects.toThrow(
      '[C0005] Invalid address provided: 0x123',
    )
    expect(scope.isDone()).toBe(false)
  })

  it('refuses a mixed-case address whose checksum is wrong', async () => {
    const scope = untouched()
    await expect(client.evm.getNativeBalance({ address: WRONG_CHECKSUM })).rejects.toThrow(
      `[C0005] Invalid address provided: ${WRONG_CHECKSUM}`,
    )
    await expect(
      client.evm.getMultipleTokenPrices({ tokens: [{ tokenAddress: WRONG_CHECKSUM }] }),
    ).rejects.toThrow(`[C0005] Invalid address provided: ${WRONG_CHECKSUM}`)
    expect(scope.isDone()).toBe(false)
  })
})

describe('dates and empty values: dates are sent as ISO timestamps, empty block or date values are omitted', () => {
  it('sends a Date as an ISO timestamp', async () => {
    const request = await sent('GET', () =>
      client.evm.getWalletHistory({
        address: ADDRESS,
        fromDate: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)),
        toDate: new Date(Date.UTC(2024, 11, 31)),
      }),
    )
    expect(request.url.searchParams.get('from_date')).toBe('2024-01-02T03:04:05.006Z')
    expect(request.url.searchParams.get('to_date')).toBe('2024-12-31T00:00:00.000Z')
  })

  it('sends date strings and epoch milliseconds as ISO timestamps', async () => {
    const request = await sent('GET', () => client.evm.getDateToBlock({ date: '2024-01-01' }))
    expect(request.url.searchParams.get('date')).toBe('2024-01-01T00:00:00.000Z')
    // The runtime takes epoch milliseconds (spec/README.md value types), the generated type does not
    // (`Date | string`), hence the untyped call.
    const history = await sent('GET', () =>
      evm['getWalletHistory']!({ address: ADDRESS, toDate: Date.UTC(2024, 5, 1) }),
    )
    expect(history.url.searchParams.get('to_date')).toBe('2024-06-01T00:00:00.000Z')
  })

  it('omits undefined block and date values from the query', async () => {
    const request = await sent('GET', () =>
      client.evm.getWalletHistory({
        address: ADDRESS,
        fromBlock: undefined,
        toBlock: undefined,
        fromDate: undefined,
        toDate: undefined,
      }),
    )
    expect([...request.url.searchParams.keys()]).toEqual(['chain'])
  })

  it('omits an empty block string from the query', async () => {
    const request = await sent('GET', () =>
      client.evm.getWalletTokenBalancesPrice({ address: ADDRESS, toBlock: '' }),
    )
    expect(request.url.searchParams.has('to_block')).toBe(false)
  })

  it('omits an empty date string from the query', async () => {
    const request = await sent('GET', () => client.evm.getWalletHistory({ address: ADDRESS, fromDate: '' }))
    expect(request.url.searchParams.has('from_date')).toBe(false)
  })
})

describe("paging: cursor and offset, and each operation's first page index", () => {
  const FIRST_PAGE_1 = [
    'getNFTOwners',
    'getNFTTokenIdOwners',
    'getTokenOwners',
    'getWalletNFTCollections',
    'getWalletNFTs',
  ]

  it('numbers the first page 1 for owner lists, wallet NFTs and wallet NFT collections, 0 elsewhere', async () => {
    const paged = catalogue.operations.filter((operation) => operation.paging)
    const firstPage1 = paged
      .filter((operation) => operation.paging?.firstPage === 1)
      .map((operation) => operation.id)
    expect(firstPage1.sort()).toEqual(FIRST_PAGE_1)

    // On the wire: a page whose answer carries no page number takes the first index, then counts on.
    const owner = { token_address: TOKEN, token_id: '1', owner_of: ADDRESS }
    const cases = [
      { call: () => client.evm.getNFTOwners({ address: TOKEN }), first: 1 },
      { call: () => client.evm.getWalletNFTs({ address: ADDRESS }), first: 1 },
      { call: () => client.evm.getWalletNFTCollections({ address: ADDRESS }), first: 1 },
      { call: () => client.evm.getWalletHistory({ address: ADDRESS }), first: 0 },
      { call: () => client.evm.getNFTContractTransfers({ address: TOKEN }), first: 0 },
    ]
    for (const { call, first } of cases) {
      serve('GET', { cursor: 'next', result: [owner] }, [])
      serve('GET', { cursor: null, result: [owner] }, [])
      const page = (await call()) as Page<unknown>
      expect(page.page).toBe(first)
      const second = await page.next()
      expect(second.page).toBe(first + 1)
    }

    // The offset rule counts pages from the first index: with pages of 10 and a total of 25, the
    // page numbered 1 is followed by offset 10, and the third page (numbered 3) is the last.
    const fetched: Record<string, unknown>[] = []
    const pageAt = (page: number): Page<unknown> =>
      new Page<unknown>({
        paging: { style: 'offset', firstPage: 1, limit: 'limit', offset: 'offset', items: 'result' },
        response: { result: [] },
        raw: { page, page_size: 10, total: 25, result: [] },
        params: { limit: 10 },
        pageIndex: page,
        fetchPage: async (params, index) => {
          fetched.push(params)
          return pageAt(index)
        },
      })
    const first = pageAt(1)
    expect(first.nextPageParams()).toEqual({ limit: 10, offset: 10 })
    expect((await (await first.next()).next()).hasNext()).toBe(false)
    expect(fetched).toEqual([
      { limit: 10, offset: 10 },
      { limit: 10, offset: 20 },
    ])
  })

  it('follows the cursor with hasNext()/next() and refuses next() on the last page with A0002', async () => {
    const seen: Seen[] = []
    const transaction = (hash: string) => ({ hash, block_number: '1', from_address: ADDRESS })
    serve('GET', { page: 0, page_size: 1, cursor: 'cursor-2', result: [transaction('0xa')] }, seen)
    serve('GET', { page: 1, page_size: 1, cursor: null, result: [transaction('0xb')] }, seen)

    const first = await client.evm.getWalletHistory({ address: CHECKSUMMED, limit: 1 })
    expect(first.hasNext()).toBe(true)
    expect(first.result.map((item) => item.hash)).toEqual(['0xa'])
    expect(first.result[0]).toMatchObject({ blockNumber: '1', fromAddress: ADDRESS })

    const second = await first.next()
    expect(second.result.map((item) => item.hash)).toEqual(['0xb'])
    expect(second.hasNext()).toBe(false)
    await expect(second.next()).rejects.toThrow(PAGE_LIMIT_EXCEEDED)

    expect(seen.map((request) => request.url.searchParams.get('cursor'))).toEqual([null, 'cursor-2'])
    // The next request repeats the first one's parameters.
    expect(seen[1]?.path).toBe(`${BASE}/wallets/${ADDRESS}/history`)
    expect(seen[1]?.url.searchParams.get('limit')).toBe('1')
    expect(seen[1]?.url.searchParams.get('chain')).toBe('0x1')
  })

  it('pages a list that carries page, page_size, total and a bare result list by offset', async () => {
    const seen: Seen[] = []
    const event = (n: number) => ({
      transaction_hash: `0x${n}`,
      block_number: String(n),
      data: { from: ADDRESS },
    })
    serve('POST', { page: 0, page_size: 2, total: 5, result: [event(1), event(2)] }, seen)
    serve('POST', { page: 1, page_size: 2, total: 5, result: [event(3), event(4)] }, seen)
    serve('POST', { page: 2, page_size: 2, total: 5, result: [event(5)] }, seen)
    const abi = { name: 'Transfer', type: 'event', inputs: [] }

    const first = await client.evm.getContractEvents({ address: TOKEN, topic: '0xddf2', abi, limit: 2 })
    expect(first).toMatchObject({ page: 0, pageSize: 2, total: 5 })
    expect(first.result).toHaveLength(2)
    expect(first.result[0]).toMatchObject({ transactionHash: '0x1', blockNumber: '1' })
    expect(first.hasNext()).toBe(true)
    const second = await first.next()
    expect(second.hasNext()).toBe(true)
    const third = await second.next()
    expect(third.result).toHaveLength(1)
    expect(third.hasNext()).toBe(false)
    await expect(third.next()).rejects.toThrow(PAGE_LIMIT_EXCEEDED)

    expect(
      seen.map((request) => [request.url.searchParams.get('offset'), request.url.searchParams.get('limit')]),
    ).toEqual([
      [null, '2'],
      ['2', '2'],
      ['4', '2'],
    ])
    for (const request of seen) expect(request.body).toEqual(abi)
  })

  it('iterates across pages and stops after maxItems without fetching further', async () => {
    const seen: Seen[] = []
    const item = (hash: string) => ({ hash })
    const scopes = [
      serve('GET', { cursor: 'c2', result: [item('a'), item('b')] }, seen),
      serve('GET', { cursor: 'c3', result: [item('c'), item('d')] }, seen),
      serve('GET', { cursor: null, result: [item('e')] }, seen),
    ]
    const hashes: string[] = []
    for await (const transaction of client.evm.getWalletHistory.iterate(
      { address: ADDRESS },
      { maxItems: 3 },
    ))
      hashes.push(transaction.hash)
    expect(hashes).toEqual(['a', 'b', 'c'])
    expect(seen.map((request) => request.url.searchParams.get('cursor'))).toEqual([null, 'c2'])
    expect(scopes.map((scope) => scope.isDone())).toEqual([true, true, false])

    // The free function walks every page.
    nock.cleanAll()
    seen.length = 0
    serve('GET', { cursor: 'c2', result: [item('a')] }, seen)
    serve('GET', { cursor: null, result: [item('b')] }, seen)
    const all: string[] = []
    for await (const transaction of getWalletHistory.iterate(client, { address: ADDRESS }))
      all.push(transaction.hash)
    expect(all).toEqual(['a', 'b'])
  })
})

describe('nullable operations (404 resolves to null)', () => {
  // Exactly the operations the provider's SDK (moralis@2.27.2) marks nullable.
  const NULLABLE: Record<string, Record<string, unknown>> = {
    getBlock: { blockNumberOrHash: '12345' },
    getNFTContractMetadata: { address: TOKEN },
    getNFTLowestPrice: { address: TOKEN },
    getNFTMetadata: { address: TOKEN, tokenId: '1' },
    getTransaction: { transactionHash: '0xabc' },
    getTransactionVerbose: { transactionHash: '0xabc' },
    resolveAddress: { address: ADDRESS },
    resolveDomain: { domain: 'brad.crypto' },
    resolveENSDomain: { domain: 'vitalik.eth' },
  }

  it('flags exactly these operations nullable in the catalogue', () => {
    const nullable = catalogue.operations
      .filter((operation) => operation.nullable)
      .map((operation) => operation.id)
    expect(nullable.sort()).toEqual(Object.keys(NULLABLE).sort())
  })

  it.each(Object.keys(NULLABLE))('%s resolves to null on a 404', async (id) => {
    const seen: Seen[] = []
    const scope = serve(entry(id).method, { message: 'Not found' }, seen, 404)
    await expect(evm[id]?.(NULLABLE[id])).resolves.toBeNull()
    expect(scope.isDone()).toBe(true)
    expect(seen).toHaveLength(1)
  })

  it('resolves to null on a 200 that carries a not-found code', async () => {
    serve('GET', { code: 'NOT_FOUND' }, [])
    await expect(client.evm.getTransaction({ transactionHash: '0xabc' })).resolves.toBeNull()
  })

  it('raises A0404 "The resource is not found" on an empty answer', async () => {
    nock(HOST).get(/.*/).query(true).reply(200, '')
    await expect(client.evm.getTransaction({ transactionHash: '0xabc' })).rejects.toThrow(
      '[A0404] The resource is not found',
    )
  })

  it('raises NotFoundError [C0006] Request failed, Not Found(404): … for an operation that is not nullable', async () => {
    const seen: Seen[] = []
    serve('GET', { message: 'No balance for this wallet' }, seen, 404)
    const failure = client.evm.getNativeBalance({ address: ADDRESS })
    await expect(failure).rejects.toBeInstanceOf(NotFoundError)
    await expect(failure).rejects.toThrow(
      '[C0006] Request failed, Not Found(404): No balance for this wallet',
    )
    await expect(failure).rejects.toMatchObject({ code: 'C0006', status: 404 })
    expect(entry('getNativeBalance').nullable).toBe(false)
    expect(seen).toHaveLength(1)
  })
})

describe('tokens with missing data default to empty name and symbol and 0 decimals', () => {
  const COMPLETE = {
    token_address: TOKEN,
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    balance: '1',
    possible_spam: false,
  }
  const MISSING = { token_address: ADDRESS, balance: '2', possible_spam: true }
  const NULLS = {
    token_address: ADDRESS,
    name: null,
    symbol: null,
    decimals: null,
    balance: '3',
    possible_spam: true,
  }

  it('getWalletTokenBalances gives a token with missing or null data an empty name and symbol and 0 decimals', async () => {
    serve('GET', [COMPLETE, MISSING, NULLS], [])
    const tokens = await client.evm.getWalletTokenBalances({ address: ADDRESS })
    expect(
      tokens.map(({ name, symbol, decimals, balance }) => ({ name, symbol, decimals, balance })),
    ).toEqual([
      { name: 'Tether USD', symbol: 'USDT', decimals: 6, balance: '1' },
      { name: '', symbol: '', decimals: 0, balance: '2' },
      { name: '', symbol: '', decimals: 0, balance: '3' },
    ])
    expect(tokens[1]).toMatchObject({ tokenAddress: ADDRESS, possibleSpam: true })
  })

  it('getWalletTokenBalancesPrice does the same on its page items', async () => {
    serve('GET', { cursor: null, page: 0, page_size: 3, result: [COMPLETE, MISSING, NULLS] }, [])
    const page = await client.evm.getWalletTokenBalancesPrice({ address: ADDRESS })
    expect(page.result.map(({ name, symbol, decimals }) => ({ name, symbol, decimals }))).toEqual([
      { name: 'Tether USD', symbol: 'USDT', decimals: 6 },
      { name: '', symbol: '', decimals: 0 },
      { name: '', symbol: '', decimals: 0 },
    ])
  })
})

describe('the Bearer header', () => {
  /** The operations of the issue that go through the newer resolver, with minimal parameters. */
  const BEARER: Record<string, Record<string, unknown>> = {
    getWalletHistory: { address: ADDRESS },
    getWalletTokenBalancesPrice: { address: ADDRESS },
    getWalletNetWorth: { address: ADDRESS },
    getWalletActiveChains: { address: ADDRESS },
    getWalletStats: { address: ADDRESS },
    getDefiSummary: { address: ADDRESS },
    getDefiPositionsSummary: { address: ADDRESS },
    getDefiPositionsByProtocol: { address: ADDRESS, protocol: 'uniswap-v2' },
    getWalletProfitability: { address: ADDRESS },
    getWalletProfitabilitySummary: { address: ADDRESS },
    getTopERC20TokensByMarketCap: {},
    getTopERC20TokensByPriceMovers: {},
    getTopNFTCollectionsByMarketCap: {},
    getHottestNFTCollectionsByTradingVolume: {},
    getTopCryptoCurrenciesByMarketCap: {},
    getTopCryptoCurrenciesByTradingVolume: {},
    getBlockStats: { blockNumberOrHash: '12345' },
    getNFTCollectionStats: { address: TOKEN },
    getNFTTokenStats: { address: TOKEN, tokenId: '1' },
    getTokenStats: { address: TOKEN },
    getNFTTrades: { address: TOKEN },
    getNFTContractSalePrices: { address: TOKEN },
    getNFTSalePrices: { address: TOKEN, tokenId: '1' },
    getTokenOwners: { tokenAddress: TOKEN },
    getMultipleTokenPrices: { tokens: [{ tokenAddress: TOKEN }] },
    getTopProfitableWalletPerToken: { address: TOKEN },
    getPairPrice: { token0Address: TOKEN, token1Address: ADDRESS },
    resolveAddressToDomain: { address: ADDRESS },
    endpointWeights: {},
    reviewContracts: {
      contracts: [{ contractAddress: TOKEN, reason: 'r', reportType: 'spam', contractType: 'ERC20' }],
    },
    web3ApiVersion: {},
  }

  /** Older operations, which the provider serves with the key alone. */
  const KEY_ONLY: Record<string, Record<string, unknown>> = {
    getBlock: { blockNumberOrHash: '12345' },
    getTransaction: { transactionHash: '0xabc' },
    getNativeBalance: { address: ADDRESS },
    getWalletNFTs: { address: ADDRESS },
    getTokenPrice: { address: TOKEN },
    resolveDomain: { domain: 'brad.crypto' },
    resolveAddress: { address: ADDRESS },
    resolveENSDomain: { domain: 'vitalik.eth' },
    getWalletTokenBalances: { address: ADDRESS },
    getWalletTransactions: { address: ADDRESS },
    getNFTMetadata: { address: TOKEN, tokenId: '1' },
    getTokenMetadata: { addresses: [TOKEN] },
    getDateToBlock: { date: '2024-01-01' },
    runContractFunction: { address: TOKEN, functionName: 'totalSupply', abi: [] },
  }

  it.each(Object.keys(BEARER))('%s sends Authorization: Bearer <key> beside x-api-key', async (id) => {
    expect(entry(id).bearer).toBe(true)
    const request = await sent(entry(id).method, () => evm[id]!(BEARER[id]))
    expect(request.headers['x-api-key']).toBe(KEY)
    expect(request.headers['authorization']).toBe(`Bearer ${KEY}`)
  })

  it.each(Object.keys(KEY_ONLY))('%s sends x-api-key only', async (id) => {
    expect(entry(id).bearer).toBe(false)
    const request = await sent(entry(id).method, () => evm[id]!(KEY_ONLY[id]))
    expect(request.headers['x-api-key']).toBe(KEY)
    expect(request.headers['authorization']).toBeUndefined()
  })
})

describe('amounts stay exact', () => {
  const WEI = '123456789012345678901234567890' // beyond 2^64 (18446744073709551616)

  it('returns a wei balance beyond 2^64 as the same string', async () => {
    expect(BigInt(WEI) > 2n ** 64n).toBe(true)
    serve('GET', { balance: WEI }, [])
    const native = await client.evm.getNativeBalance({ address: ADDRESS })
    expect(native).toEqual({ balance: WEI })

    serve(
      'GET',
      [{ token_address: TOKEN, name: 'T', symbol: 'T', decimals: 18, balance: WEI, possible_spam: false }],
      [],
    )
    const [token] = await client.evm.getWalletTokenBalances({ address: ADDRESS })
    expect(token?.balance).toBe(WEI)
  })
})
