import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import {
  getCoinTransfersByCoinType,
  getNFTCollections,
  getNFTsByCreators,
  getTopHoldersByCoin,
  getTransactions,
} from 'w3data/aptos'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }
const EMPTY_PAGE = { cursor: null, hasNextPage: false, result: [] }
const ADDRESS_1 = `0x${'0'.repeat(63)}1`
const ADDRESS_2 = `0x${'0'.repeat(63)}2`

nock.disableNetConnect()
afterEach(() => nock.cleanAll())

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

/**
 * Intercepts one GET under `pathname` on the mainnet host and resolves the raw path (query
 * included, exactly as sent) once `call` has finished.
 */
async function rawPath(pathname: string, call: () => Promise<unknown>, body: nock.Body = EMPTY_PAGE) {
  let seen: string | undefined
  const scope = nock('https://aptos.test')
    .get(pathname)
    .query(true)
    .reply(function (this: nock.ReplyFnContext) {
      seen = this.req.path
      return [200, body]
    })
  await call()
  expect(scope.isDone()).toBe(true)
  return seen
}

describe('query serialisation', () => {
  it('sends arrays as repeated name[]=value pairs', async () => {
    const path = await rawPath('/nfts/creators', () =>
      getNFTsByCreators(client, { creatorAddresses: [ADDRESS_1, ADDRESS_2] }),
    )
    expect(path).toBe(
      `/nfts/creators?limit=10&offset=0&creator_addresses[]=${ADDRESS_1}&creator_addresses[]=${ADDRESS_2}`,
    )
  })

  it('leaves null and undefined parameters out', async () => {
    const path = await rawPath('/coins/owners/hash1/top-holders', () =>
      getTopHoldersByCoin(client, {
        coinTypeHash: 'hash1',
        cursor: null,
        minAmount: null,
        minVersion: undefined,
        walletBlacklist: null,
        walletWhitelist: undefined,
      }),
    )
    expect(path).toBe('/coins/owners/hash1/top-holders?limit=10&offset=0')
  })

  it('sends camelCase parameters under their wire names', async () => {
    const path = await rawPath('/coins/owners/hash1/top-holders', () =>
      getTopHoldersByCoin(client, {
        coinTypeHash: 'hash1',
        limit: 5,
        offset: 15,
        minAmount: 7,
        minVersion: 9,
        walletWhitelist: ['0x1'],
      }),
    )
    expect(path).toBe(
      `/coins/owners/hash1/top-holders?limit=5&offset=15&min_amount=7&min_version=9&wallet_whitelist[]=${ADDRESS_1}`,
    )
  })

  it('keeps a wire name that is already camelCase as the provider spells it', async () => {
    const path = await rawPath('/collections', () =>
      getNFTCollections(client, { fromName: 'Aptos A', toName: 'Aptos Z' }),
    )
    expect(path).toBe('/collections?limit=10&offset=0&fromName=Aptos%20A&toName=Aptos%20Z')
  })

  it('normalises Aptos addresses to 0x and 64 lowercase hex digits', async () => {
    const path = await rawPath('/nfts/creators', () =>
      getNFTsByCreators(client, { creatorAddresses: ['0xABC', 'def'] }),
    )
    expect(path).toBe(
      `/nfts/creators?limit=10&offset=0&creator_addresses[]=0x${'0'.repeat(61)}abc&creator_addresses[]=0x${'0'.repeat(61)}def`,
    )
  })

  it('sends dates as ISO 8601 timestamps', async () => {
    const path = await rawPath('/coins/transfers/0x1', () =>
      getCoinTransfersByCoinType(client, {
        coinType: '0x1',
        fromDate: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
        toDate: '2024-02-01',
      }),
    )
    expect(path).toBe(
      '/coins/transfers/0x1?limit=10&offset=0&from_date=2024-01-02T03%3A04%3A05.000Z&to_date=2024-02-01T00%3A00%3A00.000Z',
    )
  })

  it('sends the provider default limit=10 when the caller gives none, and the caller limit otherwise', async () => {
    const defaulted = await rawPath('/nfts/creators', () =>
      getNFTsByCreators(client, { creatorAddresses: ['0x1'] }),
    )
    expect(new URL(defaulted ?? '', 'https://x').searchParams.get('limit')).toBe('10')

    const given = await rawPath('/nfts/creators', () =>
      getNFTsByCreators(client, { creatorAddresses: ['0x1'], limit: 25 }),
    )
    expect(new URL(given ?? '', 'https://x').searchParams.get('limit')).toBe('25')
  })

  it('sends the ledger default limit=100 on ledger lists', async () => {
    const path = await rawPath('/transactions', () => getTransactions(client), [])
    expect(path).toBe('/transactions?limit=100')
  })

  it('URI-encodes path parameters', async () => {
    const path = await rawPath('/coins/transfers/0x1%3A%3Aaptos_coin%3A%3AAptosCoin', () =>
      getCoinTransfersByCoinType(client, { coinType: '0x1::aptos_coin::AptosCoin' }),
    )
    expect(path).toBe('/coins/transfers/0x1%3A%3Aaptos_coin%3A%3AAptosCoin?limit=10&offset=0')
  })
})
