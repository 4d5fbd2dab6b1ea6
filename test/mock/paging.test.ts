import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { getNFTsByCreators } from 'w3data/aptos'
import { catalogues } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'

const aptos = catalogues.find((catalogue) => catalogue.api === 'aptos')!
const headers = { 'x-api-key': MOCK_API_KEY }

let mock: MockServer
let client: ReturnType<typeof createClient>
beforeAll(async () => {
  mock = await createMockServer()
  client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
})
afterAll(() => mock.close())

/** A response body read loosely: tests index into it freely. */
type Json = Record<string, unknown> & unknown[]

async function getJson(path: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${mock.url}/aptos/mainnet${path}`, { headers })
  return { status: response.status, body: (await response.json()) as Json }
}

describe('cursor paging', () => {
  it('walks three pages without duplicates, the last with a null cursor', async () => {
    const first = await getNFTsByCreators(client, { creatorAddresses: ['0x1'], limit: 50 })
    const second = await first.next()
    const third = await second.next()

    expect([first.result.length, second.result.length, third.result.length]).toEqual([50, 50, 37])
    const ids = [...first.result, ...second.result, ...third.result].map((token) => token.tokenDataIdHash)
    expect(new Set(ids).size).toBe(137)
    expect((first.raw as { cursor: unknown }).cursor).toEqual(expect.any(String))
    expect(third.raw).toMatchObject({ cursor: null, hasNextPage: false })
    expect(third.hasNext()).toBe(false)
    expect(mock.requests.at(-1)?.query).toMatchObject({ cursor: expect.any(String), limit: '50' })
  })

  it('refuses a cursor it did not issue', async () => {
    const answer = await getJson(`/nfts/creators?limit=10&creator_addresses[]=0x1&cursor=bm9wZQ`)
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: 'Invalid cursor' }) })
  })

  it('iterates every item of the data set', async () => {
    const seen: string[] = []
    for await (const coin of client.aptos.getLatestCoins.iterate({ limit: 40 })) seen.push(coin.coinTypeHash)
    expect(seen).toHaveLength(137)
  })
})

describe('offset paging', () => {
  it('serves the slice at the offset and ends after pageItems', async () => {
    const whole = await getJson('/coins/latest?limit=100')
    const middle = await getJson('/coins/latest?limit=10&offset=60')
    expect(middle.body.result).toEqual((whole.body.result as unknown[]).slice(60, 70))
    expect(middle.body.hasNextPage).toBe(true)

    const last = await client.aptos.getLatestCoins({ limit: 10, offset: 130 })
    expect(last.result).toHaveLength(7)
    expect(last.raw).toMatchObject({ cursor: null, hasNextPage: false })
    expect(last.hasNext()).toBe(false)
  })

  it('honours pageItems', async () => {
    const small = await createMockServer({ pageItems: 3 })
    try {
      const smallClient = createClient({ apiKey: MOCK_API_KEY, baseUrls: small.baseUrls })
      const page = await smallClient.aptos.getLatestCoins({ limit: 10 })
      expect(page.result).toHaveLength(3)
      expect(page.hasNext()).toBe(false)
    } finally {
      await small.close()
    }
  })
})

describe('start paging (ledger lists)', () => {
  /** The ledger versions of a list, as numbers. */
  const versions = (items: readonly unknown[]) =>
    items.map((item) => Number((item as { version?: string }).version))
  const ascending = (numbers: readonly number[]) =>
    numbers.every((n, index) => index === 0 || n > numbers[index - 1]!)

  it('continues versions across pages and ends after pageItems, committed transactions only', async () => {
    const pages = [await client.aptos.getTransactions({ limit: 60 })]
    while (pages.at(-1)!.hasNext()) pages.push(await pages.at(-1)!.next())
    expect(pages.map((page) => page.result.length)).toEqual([60, 60, 17])
    // A transaction's position is its version: a pending one (no version) is not on the ledger yet.
    const positions = pages
      .flatMap((page) => page.result)
      .map((tx) => ('version' in tx ? tx.version : 'pending'))
    expect(positions).toEqual(Array.from({ length: 137 }, (_, index) => String(index)))
  })

  it("lists an account's committed transactions by sequence number from start, at rising versions", async () => {
    const { body } = await getJson('/accounts/0x1/transactions?start=40&limit=60')
    expect(body.map((tx) => (tx as { type?: string }).type)).toEqual(Array(60).fill('user_transaction'))
    expect(body.map((tx) => (tx as { sequence_number: string }).sequence_number)).toEqual(
      Array.from({ length: 60 }, (_, index) => String(40 + index)),
    )
    expect(ascending(versions(body))).toBe(true)
  })

  it('numbers events by sequence number from start, 25 to a page by default, at rising versions', async () => {
    const answer = await getJson(`/accounts/0x1/events/3?start=100`)
    expect(answer.body.map((event) => (event as { sequence_number: string }).sequence_number)).toEqual(
      Array.from({ length: 25 }, (_, index) => String(100 + index)),
    )
    const next = await getJson(`/accounts/0x1/events/3?start=125`)
    expect(ascending(versions([...answer.body, ...next.body]))).toBe(true)
    expect((await getJson(`/accounts/0x1/events/3?start=130`)).body).toHaveLength(7)
    expect((await getJson(`/accounts/0x1/events/3?start=abc`)).status).toBe(400)
  })
})

describe('union variety', () => {
  /** Tag values found under `key` anywhere in `value`. */
  function tagsUnder(value: unknown, key: string, out = new Set<string>()): Set<string> {
    if (Array.isArray(value)) for (const item of value) tagsUnder(item, key, out)
    else if (typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value)) {
        if (name === key)
          for (const item of [child].flat() as { type?: string }[]) if (item?.type) out.add(item.type)
        tagsUnder(child, key, out)
      }
    }
    return out
  }
  const mapped = (union: string) => Object.keys(aptos.schemas[union]?.discriminator?.mapping ?? {}).sort()

  it('shows every committed transaction, payload, signature and change kind in the first 137 transactions', async () => {
    const { body } = await getJson('/transactions?limit=137')
    const kinds = new Set(body.map((tx) => (tx as { type?: string }).type ?? 'pending_transaction'))
    expect([...kinds].sort()).toEqual(mapped('Transaction'))
    expect([...tagsUnder(body, 'payload')].sort()).toEqual(
      [...mapped('TransactionPayload'), 'write_set_payload'].sort(),
    )
    expect([...tagsUnder(body, 'signature')].sort()).toEqual(mapped('TransactionSignature'))
    expect([...tagsUnder(body, 'changes')].sort()).toEqual(mapped('WriteSetChange'))
    expect([...tagsUnder(body, 'write_set')].sort()).toEqual(mapped('WriteSet'))
  })

  it('sends a pending transaction without a type, as the provider does', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        getJson(`/transactions/by_hash/0x${String(index).padStart(64, 'a')}`),
      ),
    )
    const pending = answers
      .map(({ body }) => body as unknown as Record<string, unknown>)
      .find((tx) => !('version' in tx))
    expect(pending).not.toHaveProperty('type')
    expect(pending).toHaveProperty('hash')
  })
})
