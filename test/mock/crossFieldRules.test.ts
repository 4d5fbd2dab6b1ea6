import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVM_CHAINS } from 'w3data'
import { type ApiCatalogue, catalogues, type OperationEntry } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { sampleRequest } from './sampleRequest'

/**
 * The mock agrees with itself and with the request, over every operation's answers:
 *
 * 1. Fields that echo the request echo it: the `{address}` of a token or NFT contract comes back
 *    as `token_address`, a contract's logs and events carry it as `address`, a pair's as
 *    `pair_address`, a wallet's as `owner_of` / `wallet_address`, in the items and in a page's
 *    own fields.
 * 2. Fields about one token come from one token: a fungible token's symbol (beside decimals above
 *    0) has one name and one number of decimals wherever it shows up.
 * 3. Amounts in two units agree through one price: a coin amount and its USD amount have the one
 *    ratio of their API (the coin's price) or of the sale's payment token; a price a day ago and
 *    the change since follow from the price and the percent change, said once.
 * 4. An ERC721 item is one item: `amount` "1".
 * 5. One-to-one pairs stay so: a `coin_type` has one `coin_type_hash` and a hash one coin type.
 * 6. A stream's status message says its status.
 * 7. A stream's advanced options are options for a topic0, not NFT traits.
 * 8. A plotted answer (`x-w3data-plot`) has its time (or label) and values in every point.
 * 9. `chain` (a name or hex id) and `chain_id` (hex or decimal) name one chain.
 */

const SEEDS = [1, 2, 3]
const ECHOES: readonly { path: RegExp; fields: readonly string[] }[] = [
  { path: /^\/(erc20|nft)\/\{address\}/, fields: ['token_address'] },
  { path: /^\/\{address\}\/(logs|events)$/, fields: ['address'] },
  { path: /^\/(wallets\/)?\{address\}\/nft$/, fields: ['owner_of'] },
  { path: /^\/wallets\/\{address\}\/swaps$/, fields: ['wallet_address'] },
  { path: /^\/pairs\/\{address\}/, fields: ['pair_address'] },
]
const STATUS_WORDS: Readonly<Record<string, RegExp>> = {
  active: /\bactive\b/,
  paused: /\bpaused\b/,
  error: /\berror/,
  terminated: /\bterminated\b/,
}

type Json = Record<string, unknown>
const snake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-z])(\d)/g, '$1_$2')
    .toLowerCase()
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6 + Math.abs(b) * 2e-3

/**
 * Every object of an answer, field names in snake_case; `top` marks the answer and the items of
 * its lists (`[…]`, `{ result: […] }`): the objects a request's echo belongs in.
 */
function objectsOf(value: unknown, top = true, out: { record: Json; top: boolean }[] = []) {
  if (Array.isArray(value)) for (const item of value) objectsOf(item, top, out)
  else if (typeof value === 'object' && value !== null) {
    const record = Object.fromEntries(Object.entries(value).map(([key, item]) => [snake(key), item]))
    out.push({ record, top })
    for (const item of Object.values(record)) objectsOf(item, top && Array.isArray(item), out)
  }
  return out
}

/** What the rules hold across answers: one value per key, and the problems found. */
class Ledger {
  readonly problems: string[] = []
  private readonly seen = new Map<string, string>()
  one(kind: string, key: string, value: string, where: string): void {
    const before = this.seen.get(`${kind}\u0000${key}`)
    if (before === undefined) this.seen.set(`${kind}\u0000${key}`, value)
    else if (before !== value)
      this.problems.push(`${where}: ${kind} ${key} is ${value} here, ${before} before`)
  }
}

function checkAnswer(
  answer: unknown,
  api: string,
  operation: OperationEntry,
  address: string,
  ledger: Ledger,
) {
  const where = `${api}.${operation.id}`
  const echo = ECHOES.find((rule) => rule.path.test(operation.path))
  for (const { record, top } of objectsOf(answer)) {
    const at = (rule: string, detail: string) => ledger.problems.push(`${where}: ${rule}: ${detail}`)
    if (echo && api === 'evm' && top)
      for (const field of echo.fields)
        if (typeof record[field] === 'string' && (record[field] as string).toLowerCase() !== address)
          at('echo', `${field} ${record[field]} is not the ${address} asked about`)

    const symbol = record['symbol'] ?? record['token_symbol']
    const decimals = record['decimals'] ?? record['token_decimals']
    const name = record['name'] ?? record['token_name']
    if (typeof symbol === 'string' && Number(decimals) > 0) {
      ledger.one(`${api} token`, symbol, `decimals ${Number(decimals)}`, where)
      if (typeof name === 'string') ledger.one(`${api} token name`, symbol, name, where)
    }

    const ratio = (coin: unknown, usd: unknown, unit: string) => {
      if (coin == null || usd == null || Number(coin) === 0) return
      ledger.one(`${api} price of`, unit, (Number(usd) / Number(coin)).toPrecision(3), where)
    }
    const payment = record['payment_token'] as Json | undefined
    const paidIn = (payment?.['tokenSymbol'] ?? payment?.['token_symbol'] ?? 'the coin') as string
    ratio(record['floor_price'], record['floor_price_usd'], 'the coin')
    ratio(record['price_formatted'], record['usd_price_at_sale'], paidIn)
    const native = record['native_price'] as Json | undefined
    if (native?.['value'] != null && record['usd_price'] != null)
      ratio(Number(native['value']) / 10 ** Number(native['decimals'] ?? 18), record['usd_price'], 'the coin')

    const [price, percent, dayAgo, change] = [
      'usd_price',
      'usd_price_24hr_percent_change',
      'usd_price_24h',
      'usd_price_24hr_usd_change',
    ].map((field) => (record[field] == null ? undefined : Number(record[field])))
    const otherPercent = record['24hr_percent_change']
    if (percent !== undefined && otherPercent != null && !near(Number(otherPercent), percent))
      at('one figure', `24hr_percent_change ${otherPercent} beside usd_price_24hr_percent_change ${percent}`)
    if (
      price !== undefined &&
      percent !== undefined &&
      dayAgo !== undefined &&
      !near(dayAgo * (1 + percent / 100), price)
    )
      at('two units', `usd_price ${price} is not usd_price_24h ${dayAgo} moved by ${percent}%`)
    if (price !== undefined && dayAgo !== undefined && change !== undefined && !near(change, price - dayAgo))
      at('two units', `usd_price_24hr_usd_change ${change} is not ${price} - ${dayAgo}`)

    const chain = EVM_CHAINS.find(({ name, id }) => record['chain'] === name || record['chain'] === id)
    const chainId = record['chain_id']
    if (chain && typeof chainId === 'string' && BigInt(chainId) !== BigInt(chain.id))
      at('one chain', `chain ${record['chain']} beside chain_id ${chainId}`)

    if (record['contract_type'] === 'ERC721' && record['amount'] != null && String(record['amount']) !== '1')
      at('ERC721', `amount ${record['amount']}`)

    if (typeof record['coin_type'] === 'string' && typeof record['coin_type_hash'] === 'string') {
      ledger.one('coin type', record['coin_type'], record['coin_type_hash'], where)
      ledger.one('coin type hash', record['coin_type_hash'], record['coin_type'], where)
    }

    const status = record['status']
    const message = record['status_message']
    if (
      typeof status === 'string' &&
      typeof message === 'string' &&
      STATUS_WORDS[status] &&
      !STATUS_WORDS[status].test(message)
    )
      at('status', `"${status}" with the message "${message}"`)

    const options = record['advanced_options']
    if (Array.isArray(options))
      for (const option of options as Json[])
        if (
          typeof option?.['topic0'] !== 'string' ||
          Object.keys(option).some((key) => !['topic0', 'filter', 'includeNativeTxs'].includes(key))
        )
          at('advanced options', JSON.stringify(option))
  }
}

const servers = new Map<number, MockServer>()
beforeAll(async () => {
  for (const seed of SEEDS) servers.set(seed, await createMockServer({ seed }))
})
afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.close()))
})

async function answers(catalogue: ApiCatalogue, operation: OperationEntry) {
  const request = sampleRequest(catalogue, operation)
  const address = /\/(0x[0-9a-f]{40})(\/|\?|$)/i.exec(request.path)?.[1]?.toLowerCase() ?? ''
  return Promise.all(
    [...servers.values()].map(async (server) => {
      const response = await fetch(`${server.url}${request.path}`, {
        method: request.method,
        headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
        ...(request.body !== undefined && { body: request.body }),
      })
      return { answer: (await response.json()) as unknown, address }
    }),
  )
}

describe('the mock agrees with itself and with the request', () => {
  it("answers a token's price with the token's whole identity (name, symbol, decimals, logo)", async () => {
    const evm = catalogues.find((catalogue) => catalogue.api === 'evm') as ApiCatalogue
    const operation = evm.operations.find((entry) => entry.id === 'getTokenPrice') as OperationEntry
    for (const { answer } of await answers(evm, operation))
      expect(Object.keys(answer as Json)).toEqual(
        expect.arrayContaining(['tokenName', 'tokenSymbol', 'tokenDecimals', 'tokenLogo']),
      )
  })

  it("echoes the request in a page's own fields, as in its items: the candles of the pair, timeframe and currency asked", async () => {
    const pair = '0xa43fe16908251ee70ef74718545e4fe6c5ccec9f'
    const query = 'chain=0x1&timeframe=1h&currency=native&fromDate=2025-01-01&toDate=2025-01-02'
    for (const server of servers.values()) {
      const response = await fetch(`${server.url}/evm/pairs/${pair}/ohlcv?${query}`, {
        headers: { 'x-api-key': MOCK_API_KEY },
      })
      const page = (await response.json()) as Json
      expect([page['pairAddress'], page['timeframe'], page['currency']]).toEqual([pair, '1h', 'native'])
    }
  })

  it("answers a lookup by a body's tokens with one item per token, carrying its address", async () => {
    const tokens = [
      '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    ]
    const lookups = [
      {
        path: '/evm/erc20/prices?chain=0x1',
        body: { tokens: tokens.map((address) => ({ token_address: address })) },
      },
      {
        path: '/evm/nft/getMultipleNFTs?chain=0x1',
        body: { tokens: tokens.map((address) => ({ token_address: address, token_id: '7' })) },
      },
    ]
    for (const server of servers.values())
      for (const { path, body } of lookups) {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        const items = (await response.json()) as Json[]
        expect(
          items.map((item) => item['tokenAddress'] ?? item['token_address']),
          path,
        ).toEqual(tokens)
      }
  })

  it('over every operation of every API, with three seeds', async () => {
    const ledger = new Ledger()
    let checked = 0
    for (const catalogue of catalogues)
      for (const operation of catalogue.operations)
        for (const { answer, address } of await answers(catalogue, operation)) {
          checkAnswer(answer, catalogue.api, operation, address, ledger)
          checked++
        }
    expect(checked).toBeGreaterThan(600)
    expect(ledger.problems).toEqual([])
  }, 120_000)

  it('fills the time (or label) and the values of every point of a plotted answer', async () => {
    let points = 0
    for (const catalogue of catalogues)
      for (const operation of catalogue.operations) {
        const plot = operation.plot
        if (plot === undefined) continue
        const fields = [plot.time, plot.label, ...plot.values].filter((field) => field !== undefined)
        for (const { answer } of await answers(catalogue, operation))
          for (const point of pointsOf(answer, plot.items)) {
            for (const field of fields) expect(point[snake(field)], `${operation.id} ${field}`).not.toBeNull()
            points++
          }
      }
    expect(points).toBeGreaterThan(30)
  })
})

/** The objects at the end of a plot's path, walking into every list on the way; keys in snake_case. */
function pointsOf(value: unknown, path: readonly string[]): Json[] {
  if (Array.isArray(value)) return value.flatMap((item) => pointsOf(item, path))
  if (typeof value !== 'object' || value === null) return []
  const record = Object.fromEntries(Object.entries(value).map(([key, item]) => [snake(key), item]))
  const [step, ...rest] = path
  return step === undefined ? [record] : pointsOf(record[snake(step)], rest)
}
