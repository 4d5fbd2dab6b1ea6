import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import {
  getNFTsByCreators,
  getTransactions,
  type SubmitTransactionParameters,
  submitTransaction,
} from 'w3data/aptos'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }
const EMPTY_PAGE = { cursor: null, hasNextPage: false, result: [] }
const SUBMIT: SubmitTransactionParameters = {
  sender: '0x1',
  sequenceNumber: '1',
  maxGasAmount: '2000',
  gasUnitPrice: '100',
  expirationTimestampSecs: '1700000000',
  payload: {
    type: 'entry_function_payload',
    function: '0x1::coin::transfer',
    typeArguments: ['0x1::aptos_coin::AptosCoin'],
    arguments: ['0x2', '1'],
  },
  signature: { type: 'ed25519_signature', publicKey: '0xaa', signature: '0xbb' },
}
const PENDING = {
  type: 'pending_transaction',
  hash: '0xfeed',
  sender: '0x1',
  sequence_number: '1',
  max_gas_amount: '2000',
  gas_unit_price: '100',
  expiration_timestamp_secs: '1700000000',
  payload: {
    type: 'entry_function_payload',
    function: '0x1::coin::transfer',
    type_arguments: [],
    arguments: [],
  },
  signature: { type: 'ed25519_signature', public_key: '0xaa', signature: '0xbb' },
}

interface Seen {
  path: string
  headers: Record<string, string>
}

afterEach(() => nock.cleanAll())

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

/** Answers `body` and records what reached the server. */
function recordInto(seen: Seen[], body: nock.Body) {
  return function (this: nock.ReplyFnContext, path: string): nock.ReplyFnResult {
    seen.push({ path, headers: { ...this.req.headers } })
    return [200, body]
  }
}

/** One GET data call, one GET ledger call and one POST; returns what the server saw for each. */
async function threeCalls(target = client): Promise<Seen[]> {
  const seen: Seen[] = []
  const scope = nock('https://aptos.test')
    .get('/nfts/creators')
    .query(true)
    .reply(recordInto(seen, EMPTY_PAGE))
    .get('/transactions')
    .query(true)
    .reply(recordInto(seen, []))
    .post('/transactions')
    .query({ network: 'mainnet' })
    .reply(recordInto(seen, PENDING))
  await getNFTsByCreators(target, { limit: 10, creatorAddresses: ['0x1'] })
  await getTransactions(target, {})
  await submitTransaction(target, SUBMIT)
  expect(scope.isDone()).toBe(true)
  expect(seen).toHaveLength(3)
  return seen
}

describe('request headers', () => {
  it('sends x-api-key on every call', async () => {
    const seen = await threeCalls()
    for (const request of seen) expect(request.headers['x-api-key']).toBe(KEY)
  })

  it('sends the key as a Bearer authorization header on Aptos calls', async () => {
    const seen = await threeCalls()
    for (const request of seen) expect(request.headers['authorization']).toBe(`Bearer ${KEY}`)
  })

  it('sends the platform name, version and build target', async () => {
    const seen = await threeCalls()
    for (const request of seen) {
      expect(request.headers['x-moralis-platform']).toBe('w3data')
      expect(request.headers['x-moralis-platform-version']).toBe('2.27.2')
      expect(request.headers['x-moralis-build-target']).toBe('node')
    }
  })

  it('sends x-moralis-product only when product is set', async () => {
    const without = await threeCalls()
    for (const request of without) expect(request.headers).not.toHaveProperty('x-moralis-product')

    const withProduct = await threeCalls(client.withOptions({ product: 'explorer' }))
    for (const request of withProduct) expect(request.headers['x-moralis-product']).toBe('explorer')
  })

  it('sends JSON content-type on a POST body only', async () => {
    const [get, ledgerGet, post] = await threeCalls()
    expect(get?.headers).not.toHaveProperty('content-type')
    expect(ledgerGet?.headers).not.toHaveProperty('content-type')
    expect(post?.headers['content-type']).toBe('application/json')
  })

  it('merges per-call headers over the client headers, for that call only', async () => {
    const withHeaders = createClient({ apiKey: KEY, baseUrls: BASE_URLS, headers: { 'x-client': 'c' } })
    const seen: Seen[] = []
    const scope = nock('https://aptos.test')
      .get('/nfts/creators')
      .query(true)
      .times(2)
      .reply(recordInto(seen, EMPTY_PAGE))
    await getNFTsByCreators(
      withHeaders,
      { limit: 10, creatorAddresses: ['0x1'] },
      { headers: { 'x-call': 'k' } },
    )
    await getNFTsByCreators(withHeaders, { limit: 10, creatorAddresses: ['0x1'] })
    expect(scope.isDone()).toBe(true)
    expect(seen[0]?.headers).toMatchObject({ 'x-client': 'c', 'x-call': 'k', 'x-api-key': KEY })
    expect(seen[0]?.headers['authorization']).toBe(`Bearer ${KEY}`)
    expect(seen[1]?.headers['x-client']).toBe('c')
    expect(seen[1]?.headers).not.toHaveProperty('x-call')
  })

  it('never puts the API key in a URL', async () => {
    const seen = await threeCalls()
    for (const request of seen) expect(request.path).not.toContain(KEY)
    expect(seen.map((request) => request.path.split('?')[0])).toEqual([
      '/nfts/creators',
      '/transactions',
      '/transactions',
    ])
  })
})
