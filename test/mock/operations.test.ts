import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, Page } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { sampleParams } from './sampleParams'
import { schemaProblems } from './schemaCheck'

const aptos = catalogues.find((catalogue) => catalogue.api === 'aptos')!
const SOL_MINT = 'So11111111111111111111111111111111111111112'
/** getAccountResource and getAccountModule share one template; the first in catalogue order serves both. */
const SERVED_AS: Readonly<Record<string, string>> = { getAccountResource: 'getAccountModule' }

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

/** The last request the mock got, sent again with fetch: the raw body the SDK mapped. */
async function replayLast(): Promise<unknown> {
  const last = mock.requests.at(-1)!
  const response = await fetch(`${mock.url}${last.url}`, {
    method: last.method,
    headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
    ...(last.body !== undefined && { body: JSON.stringify(last.body) }),
  })
  expect(response.status).toBe(200)
  return response.json()
}

describe('every operation of the catalogue', () => {
  it('covers the 45 Aptos operations', () => {
    expect(aptos.operations).toHaveLength(45)
  })

  it.each(aptos.operations.map((operation) => [operation.id, operation] as const))(
    '%s is served, schema-valid, and mapped by the SDK',
    async (id, operation) => {
      const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0 })
      const call = client.aptos[id as keyof typeof client.aptos] as unknown as (
        p: unknown,
      ) => Promise<unknown>
      const result = await call(sampleParams(operation))

      expect(mock.requests.at(-1)?.operationId).toBe(SERVED_AS[id] ?? id)
      expect(result).not.toBeNull()
      if (operation.paging) {
        expect(result).toBeInstanceOf(Page)
        expect((result as Page<unknown>).result.length).toBeGreaterThan(0)
      }
      const raw = await replayLast()
      const served = aptos.operations.find((entry) => entry.id === (SERVED_AS[id] ?? id))!
      expect(schemaProblems(raw, served.response, aptos.schemas)).toEqual([])
    },
  )
})

describe('determinism', () => {
  const path = `/aptos/mainnet/nfts/creators?creator_addresses[]=0x${'1'.repeat(64)}&limit=5`
  const read = async (server: MockServer) =>
    (await fetch(`${server.url}${path}`, { headers: { 'x-api-key': MOCK_API_KEY } })).text()

  it('gives byte-identical bodies for the same seed, and other data for another seed', async () => {
    const [same, other] = await Promise.all([
      createMockServer({ seed: 1 }),
      createMockServer({ seed: 'other' }),
    ])
    try {
      const first = await read(mock)
      expect(await read(same)).toBe(first)
      expect(await read(mock)).toBe(first)
      expect(await read(other)).not.toBe(first)
    } finally {
      await Promise.all([same.close(), other.close()])
    }
  })

  it("serves an EVM address's data whatever its case, as the provider reads it", async () => {
    const wallet = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
    const body = async (address: string) =>
      (
        await fetch(`${mock.url}/evm/${address}/nft?chain=0x1&token_addresses[]=${address}`, {
          headers: { 'x-api-key': MOCK_API_KEY },
        })
      ).text()
    expect(await body(wallet)).toBe(await body(wallet.toLowerCase()))
    const prices = async (address: string) =>
      (
        await fetch(`${mock.url}/evm/erc20/prices?chain=0x1`, {
          method: 'POST',
          headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ tokens: [{ token_address: address }] }),
        })
      ).json()
    const [checksummed, lowercase] = [await prices(wallet), await prices(wallet.toLowerCase())]
    expect({ ...checksummed[0], tokenAddress: 'same' }).toEqual({ ...lowercase[0], tokenAddress: 'same' })
  })

  it('keeps an item the same whatever page it is served on', async () => {
    const items = async (query: string) =>
      (
        (await (
          await fetch(`${mock.url}/aptos/mainnet/coins/latest?${query}`, {
            headers: { 'x-api-key': MOCK_API_KEY },
          })
        ).json()) as { result: unknown[] }
      ).result
    const wide = await items('limit=20')
    expect(await items('limit=5&offset=10')).toEqual(wide.slice(10, 15))
  })
})

describe('realistic data', () => {
  it('shapes addresses, hashes, amounts and timestamps like the provider', async () => {
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
    const page = await client.aptos.getCoinTransfersByOwnerAddresses({ ownerAddresses: ['0x1'], limit: 20 })
    expect(page.result.length).toBeGreaterThan(0)
    for (const transfer of page.result) {
      expect(transfer.ownerAddress).toBe(`0x${'0'.repeat(63)}1`)
      expect(transfer.eventAccountAddress).toMatch(/^0x[0-9a-f]{64}$/)
      expect(transfer.amount).toMatch(/^\d{1,20}$/)
      expect(transfer.coinType).toMatch(/^0x[0-9a-f]+::\w+::\w+$/)
      // The provider's form: microseconds, as the catalogue's example shows.
      expect(transfer.transactionTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
      expect(Number.isFinite(Date.parse(transfer.transactionTimestamp))).toBe(true)
    }
  })

  it('answers a lookup by ids with one item per id', async () => {
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
    const tokens = await client.aptos.getNFTsByIds({ tokenIds: ['a1', 'b2', 'c3'] })
    expect(tokens.map((token) => token.tokenDataIdHash)).toEqual(['a1', 'b2', 'c3'])
  })

  it('answers a read by a list in the body with one item per entry, in order, carrying its fields', async () => {
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
    const contracts = [
      '0x0000000000000000000000000000000000000001',
      '0x0000000000000000000000000000000000000002',
    ]
    const asked = contracts.map((tokenAddress, index) => ({ tokenAddress, tokenId: String(index + 7) }))
    const nfts = await client.evm.getMultipleNFTs({ tokens: asked })
    expect(nfts.map((nft) => [nft?.tokenAddress, nft?.tokenId])).toEqual(
      asked.map(({ tokenAddress, tokenId }) => [tokenAddress, tokenId]),
    )
    const prices = await client.evm.getMultipleTokenPrices({ tokens: [{ tokenAddress: contracts[0]! }] })
    expect(prices.map((price) => price.tokenAddress)).toEqual([contracts[0]])
    const metadata = await client.solana.getMultipleTokenMetadata({ addresses: Array(3).fill(SOL_MINT) })
    expect(metadata).toHaveLength(3)
  })

  it('echoes a submitted transaction with a fresh hash', async () => {
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
    const submitted = await client.aptos.submitTransaction(
      sampleParams(aptos.operations.find((operation) => operation.id === 'submitTransaction')!) as never,
    )
    expect(submitted.sender).toBe('0x1')
    expect(submitted.sequenceNumber).toBe('7')
    expect(submitted.payload).toMatchObject({
      type: 'entry_function_payload',
      function: '0x1::aptos_account::transfer',
    })
    expect(submitted.hash).toMatch(/^0x[0-9a-f]{64}$/)
  })
})
