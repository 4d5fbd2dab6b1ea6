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
      getNFTsByCreators(client, { limit: 10, creatorAddresses: [ADDRESS_1, ADDRESS_2] }),
    )
    expect(path).toBe(
      `/nfts/creators?limit=10&creator_addresses[]=${ADDRESS_1}&creator_addresses[]=${ADDRESS_2}&network=mainnet`,
    )
  })

  it('leaves null and undefined parameters out', async () => {
    const path = await rawPath('/coins/owners/hash1/top-holders', () =>
      getTopHoldersByCoin(client, {
        limit: 10,
        coinTypeHash: 'hash1',
        cursor: null,
        minAmount: null,
        minVersion: undefined,
        walletBlacklist: null,
        walletWhitelist: undefined,
      }),
    )
    expect(path).toBe('/coins/owners/hash1/top-holders?limit=10&network=mainnet')
  })

  it('sends camelCase parameters under their wire names', async () => {
    const path = await rawPath('/coins/owners/hash1/top-holders', () =>
      getTopHoldersByCoin(client, {
        coinTypeHash: 'hash1',
        limit: 5,
        offset: 15,
        minAmount: 7, // APT: sent in octas
        minVersion: 9,
        walletWhitelist: ['0x1'],
      }),
    )
    expect(path).toBe(
      `/coins/owners/hash1/top-holders?limit=5&offset=15&min_amount=700000000&min_version=9&wallet_whitelist[]=${ADDRESS_1}&network=mainnet`,
    )
  })

  it('keeps a wire name that is already camelCase as the provider spells it', async () => {
    const path = await rawPath('/collections', () =>
      getNFTCollections(client, { limit: 10, fromName: 'Aptos A', toName: 'Aptos Z' }),
    )
    expect(path).toBe('/collections?limit=10&fromName=Aptos%20A&toName=Aptos%20Z&network=mainnet')
  })

  it('normalises Aptos addresses to 0x and 64 lowercase hex digits', async () => {
    const path = await rawPath('/nfts/creators', () =>
      getNFTsByCreators(client, { limit: 10, creatorAddresses: ['0xABC', 'def'] }),
    )
    expect(path).toBe(
      `/nfts/creators?limit=10&creator_addresses[]=0x${'0'.repeat(61)}abc&creator_addresses[]=0x${'0'.repeat(61)}def&network=mainnet`,
    )
  })

  it('sends dates as ISO 8601 timestamps', async () => {
    const path = await rawPath('/coins/transfers/0x1', () =>
      getCoinTransfersByCoinType(client, {
        limit: 10,
        coinType: '0x1',
        fromDate: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
        toDate: '2024-02-01',
      }),
    )
    expect(path).toBe(
      '/coins/transfers/0x1?limit=10&from_date=2024-01-02T03%3A04%3A05.000Z&to_date=2024-02-01T00%3A00%3A00.000Z&network=mainnet',
    )
  })

  it('requires the limit the provider requires, and sends the one given', async () => {
    await expect(getNFTsByCreators(client, { creatorAddresses: ['0x1'] } as never)).rejects.toThrow(
      '[C0005] Param limit is required',
    )
    const given = await rawPath('/nfts/creators', () =>
      getNFTsByCreators(client, { creatorAddresses: ['0x1'], limit: 25 }),
    )
    expect(new URL(given ?? '', 'https://x').searchParams.get('limit')).toBe('25')
  })

  it('sends no limit on a ledger list when the caller gives none (the documented default stays the provider’s)', async () => {
    const path = await rawPath('/transactions', () => getTransactions(client), [])
    expect(path).toBe('/transactions?network=mainnet')
  })

  it('encodes path parameters as RFC 3986 segments, keeping the colons of a Move type', async () => {
    const path = await rawPath('/coins/transfers/0x1::aptos_coin::AptosCoin', () =>
      getCoinTransfersByCoinType(client, { limit: 10, coinType: '0x1::aptos_coin::AptosCoin' }),
    )
    expect(path).toBe('/coins/transfers/0x1::aptos_coin::AptosCoin?limit=10&network=mainnet')
  })
})
