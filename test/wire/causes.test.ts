import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, type W3DataClient } from 'w3data'
import { capture, sentOnce, TEST_BASE_URLS } from './capture'

/**
 * Five causes of a request the provider would answer differently, each with its cases. Expectations are the provider's
 * wire forms (its SDK, moralis@2.27.2, and the published documents), not our own output.
 */

const KEY = 'test-key-0123456789'
const APTOS = TEST_BASE_URLS.aptos
const WALLET = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const CREATOR = `0x${'0'.repeat(63)}1`

afterEach(() => nock.cleanAll())

const client: W3DataClient = createClient({ apiKey: KEY, baseUrls: TEST_BASE_URLS, retryDelay: 1 })

const sent = sentOnce

describe('1. defaults stay off the wire', () => {
  it('getWalletNFTs with only the address sends only chain (no format, media_items, normalizeMetadata, include_prices…)', async () => {
    const request = await sent(() => client.evm.getWalletNFTs({ address: WALLET }))
    expect(request.path).toBe(`/api/v2.2/${WALLET}/nft`)
    expect(request.query).toEqual([['chain', '0x1']])
  })

  it('getWalletHistory sends no nft_metadata, include_internal_transactions or order it was not given', async () => {
    const request = await sent(() => client.evm.getWalletHistory({ address: WALLET }))
    expect(request.query).toEqual([['chain', '0x1']])
  })

  it('getWalletTokenBalancesPrice sends no exclude_spam it was not given, and the one it was', async () => {
    const quiet = await sent(() => client.evm.getWalletTokenBalancesPrice({ address: WALLET }))
    expect(quiet.query).toEqual([['chain', '0x1']])
    const given = await sent(() =>
      client.evm.getWalletTokenBalancesPrice({ address: WALLET, excludeSpam: false }),
    )
    expect(given.query).toEqual([
      ['chain', '0x1'],
      ['exclude_spam', 'false'],
    ])
  })

  it('an Aptos list sends no offset=0: only limit, the filters given and the network', async () => {
    const request = await sent(() =>
      client.aptos.getNFTsByCreators({ creatorAddresses: [CREATOR], limit: 10 }),
    )
    expect(request.query).toEqual([
      ['limit', '10'],
      ['creator_addresses[]', CREATOR],
      ['network', 'mainnet'],
    ])
  })
})

describe('2. the Aptos network goes in the query too', () => {
  it("sends the client's defaultAptosNetwork as network=mainnet on the mainnet host", async () => {
    const request = await sent(() => client.aptos.getNFTsByIds({ tokenIds: ['t1'] }), [])
    expect(request.origin).toBe(APTOS.mainnet)
    expect(request.query).toEqual([
      ['token_ids[]', 't1'],
      ['network', 'mainnet'],
    ])
  })

  it('sends the caller’s network (2 means testnet) on the testnet host', async () => {
    const request = await sent(() => client.aptos.getNFTsByIds({ tokenIds: ['t1'], network: 2 }), [])
    expect(request.origin).toBe(APTOS.testnet)
    expect(request.query.at(-1)).toEqual(['network', 'testnet'])
  })

  it('sends it on ledger calls and POSTs as well', async () => {
    const gas = await sent(() => client.aptos.estimateGasPrice({}), { gas_estimate: 100 })
    expect(gas.path).toBe('/transactions/estimate_gas_price')
    expect(gas.query).toEqual([['network', 'mainnet']])
    const testnet = client.withOptions({ defaultAptosNetwork: 'testnet' })
    const account = await sent(() => testnet.aptos.getAccount({ address: '0x1' }), {
      sequence_number: '0',
      authentication_key: '0x1',
    })
    expect(account.origin).toBe(APTOS.testnet)
    expect(account.path).toBe(`/accounts/${CREATOR}`)
    expect(account.query).toEqual([['network', 'testnet']])
  })
})

describe('3. inputs the provider’s SDK accepted', () => {
  it('toBlock: 18712345 (a number) goes out as to_block=18712345', async () => {
    const request = await sent(() =>
      client.evm.getWalletTokenBalancesPrice({ address: WALLET, toBlock: 18712345 }),
    )
    expect(request.query).toContainEqual(['to_block', '18712345'])
  })

  it('a bigint or a digit string past 2^53 goes out digit for digit', async () => {
    const huge = 2n ** 60n + 1n
    const fromBigint = await sent(() => client.evm.getNativeBalance({ address: WALLET, toBlock: huge }), {
      balance: '1',
    })
    expect(fromBigint.query).toContainEqual(['to_block', '1152921504606846977'])
    const fromText = await sent(
      () => client.evm.getNativeBalance({ address: WALLET, toBlock: '99999999999999999999' }),
      { balance: '1' },
    )
    expect(fromText.query).toContainEqual(['to_block', '99999999999999999999'])
  })

  // Aptos minAmount, an APT amount sent in octas: sdkParity.test.ts.

  it('limits and offsets take bigints and strings, and their bounds still hold', async () => {
    const request = await sent(() =>
      client.aptos.getNFTsByCreators({ creatorAddresses: [CREATOR], limit: 25n, offset: '50' }),
    )
    expect(request.query.slice(0, 2)).toEqual([
      ['limit', '25'],
      ['offset', '50'],
    ])
    await expect(
      client.aptos.getNFTsByCreators({ creatorAddresses: [CREATOR], limit: '101' }),
    ).rejects.toThrow('[C0005] Invalid value for limit: Expected a value from 1 to 100, received "101"')
  })

  it.each([
    ['a word', 'abc', 'received "abc"'],
    ['a fraction', '1.5', 'received "1.5"'],
    ['an unsafe number', 2 ** 60, `received ${2 ** 60}`],
    ['a boolean', true, 'received true'],
  ])(
    'refuses %s as a block number with C0005 naming the parameter, before sending',
    async (_, value, tail) => {
      const call = client.evm.getWalletTokenBalancesPrice({ address: WALLET, toBlock: value as never })
      await expect(call).rejects.toMatchObject({ code: 'C0005' })
      await expect(call).rejects.toThrow(
        `[C0005] Invalid value for toBlock: Expected an integer (a safe-integer number, a bigint or a string of digits), ${tail}`,
      )
    },
  )

  // The Streams address calls take one address too, sent as a string: sdkParity.test.ts.
  it('list query parameters take one item too', async () => {
    const owners = await sent(() => client.aptos.getNFTsByCreators({ creatorAddresses: CREATOR, limit: 10 }))
    expect(owners.query).toContainEqual(['creator_addresses[]', CREATOR])
  })
})

describe('4. path values are RFC 3986 path segments', () => {
  it('leaves 0x1::aptos_coin::AptosCoin as it is', async () => {
    const request = await sent(() =>
      client.aptos.getCoinTransfersByCoinType({ coinType: '0x1::aptos_coin::AptosCoin', limit: 10 }),
    )
    expect(request.rawPath).toBe('/coins/transfers/0x1::aptos_coin::AptosCoin?limit=10&network=mainnet')
  })

  it("keeps sub-delimiters, ':' and '@', and encodes what could add a segment or end the path", async () => {
    const request = await sent(() =>
      client.aptos.getCoinTransfersByCoinType({ coinType: "a!$&'()*+,;=:@-._~ /?#%<>é", limit: 10 }),
    )
    expect(request.rawPath).toBe(
      "/coins/transfers/a!$&'()*+,;=:@-._~%20%2F%3F%23%25%3C%3E%C3%A9?limit=10&network=mainnet",
    )
  })
})

describe('5. paging by total', () => {
  it('a null cursor with total 250, page 0, page_size 100 has a next page at offset 100', async () => {
    const first = { total: 250, page: 0, page_size: 100, cursor: null, result: [] }
    const seen = capture(first)
    const page = await client.aptos.getNFTsByCreators({ creatorAddresses: [CREATOR], limit: 100 })
    expect(page.hasNext()).toBe(true)
    await page.next()
    expect(seen.map((request) => request.query.find(([name]) => name === 'offset'))).toEqual([
      undefined,
      ['offset', '100'],
    ])
  })

  it('an operation without an offset parameter cannot page by total: no next page without a cursor', async () => {
    capture({ total: 250, page: 1, page_size: 100, cursor: null, result: [] })
    const page = await client.evm.getNFTOwners({ address: WALLET })
    expect(page.hasNext()).toBe(false)
  })

  it('the last page by total has no next page, and next() raises A0002', async () => {
    capture({ total: 250, page: 2, page_size: 100, cursor: null, result: [] })
    const page = await client.aptos.getNFTsByCreators({
      creatorAddresses: [CREATOR],
      limit: 100,
      offset: 200,
    })
    expect(page.hasNext()).toBe(false)
    await expect(page.next()).rejects.toThrow(
      '[A0002] Page limit exceeded! Before call this method check an existence of the next page by .hasNext() method.',
    )
  })
})
