import nock from 'nock'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClient, W3DataError } from 'w3data'
import {
  getCoinTransfersByCoinType,
  getNFTCollectionsByCreator,
  getNFTsByCollection,
  getNFTsByCreators,
  getTransactions,
  submitTransaction,
} from 'w3data/aptos'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }

/** Would answer any request to either host: a call that reaches it consumes it. */
let catchAll: nock.Scope[] = []
beforeEach(() => {
  catchAll = ['https://aptos.test', 'https://aptos-testnet.test'].map((host) =>
    nock(host)
      .get(() => true)
      .query(true)
      .reply(200, { cursor: null, result: [] })
      .post(() => true)
      .query(true)
      .reply(200, {}),
  )
})
afterEach(() => {
  // Nothing was sent: every catch-all interceptor is still waiting.
  for (const scope of catchAll) expect(scope.isDone()).toBe(false)
  expect(nock.pendingMocks()).toHaveLength(4)
  nock.cleanAll()
})

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

/** The rejection of `call`, which must be a C0005 W3DataError. */
async function invalid(call: () => Promise<unknown>): Promise<W3DataError> {
  const error = await call().catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(W3DataError)
  expect(error).not.toBeInstanceOf(TypeError)
  expect((error as W3DataError).code).toBe('C0005')
  return error as W3DataError
}

describe('parameter validation, before anything is sent', () => {
  it('rejects an unknown parameter, listing the ones the operation supports', async () => {
    await expect(getNFTsByCreators(client, { creatorAddresses: ['0x1'], foo: 1 } as never)).rejects.toThrow(
      '[C0005] Request contains unknown parameter: foo. This operation supports the following parameters: limit, offset, cursor, creatorAddresses, network',
    )
  })

  it('rejects an unknown parameter of a ledger operation with its own list', async () => {
    await expect(getTransactions(client, { begin: '1' } as never)).rejects.toThrow(
      '[C0005] Request contains unknown parameter: begin. This operation supports the following parameters: limit, start, network',
    )
  })

  it('names, in its details, the parameter a typo away from an unknown one (the message stays word for word)', async () => {
    const typo = await getNFTsByCreators(client, { creatorAdresses: ['0x1'] } as never).catch(
      (error) => error,
    )
    expect((typo as W3DataError).details).toEqual({ param: 'creatorAdresses', nearest: 'creatorAddresses' })
    const far = await getNFTsByCreators(client, { creatorAddresses: ['0x1'], foo: 1 } as never).catch(
      (error) => error,
    )
    expect((far as W3DataError).details).toEqual({ param: 'foo' })
  })

  it('rejects a snake_case wire name given instead of the camelCase parameter', async () => {
    await expect(getNFTsByCreators(client, { creator_addresses: ['0x1'] } as never)).rejects.toThrow(
      '[C0005] Request contains unknown parameter: creator_addresses.',
    )
  })

  it('requires required parameters', async () => {
    await expect(getNFTsByCreators(client, { limit: 10 } as never)).rejects.toThrow(
      '[C0005] Param creatorAddresses is required',
    )
    await expect(getNFTsByCreators(client, { creatorAddresses: ['0x1'] } as never)).rejects.toThrow(
      '[C0005] Param limit is required',
    )
    await expect(
      getNFTCollectionsByCreator(client, { limit: 10, creatorAddress: null } as never),
    ).rejects.toThrow('[C0005] Param creatorAddress is required')
  })

  it('requires every path parameter', async () => {
    await expect(getNFTsByCollection(client, {} as never)).rejects.toThrow(
      '[C0005] Param collectionDataIdHash is required',
    )
    await expect(getNFTsByCollection(client, { limit: 10, collectionDataIdHash: '' })).rejects.toThrow(
      '[C0005] Param collectionDataIdHash is required',
    )
  })

  it('refuses a path parameter that would climb out of its path', async () => {
    const error = await invalid(() => getCoinTransfersByCoinType(client, { limit: 10, coinType: '..' }))
    expect(error.message).toBe('[C0005] Param coinType may not be ".."')
  })

  it('rejects an invalid Aptos address', async () => {
    await expect(getNFTsByCreators(client, { limit: 10, creatorAddresses: ['0xZZ'] })).rejects.toThrow(
      '[C0005] Invalid address provided: 0xZZ',
    )
    await expect(
      getNFTsByCreators(client, { limit: 10, creatorAddresses: [`0x${'1'.repeat(65)}`] }),
    ).rejects.toThrow(`[C0005] Invalid address provided: 0x${'1'.repeat(65)}`)
  })

  it('rejects an unsupported Aptos network', async () => {
    await expect(
      getNFTsByCreators(client, { limit: 10, creatorAddresses: ['0x1'], network: 'moon' } as never),
    ).rejects.toThrow('[C0005] Aptos network is not supported: moon')
    await expect(
      getNFTsByCreators(client, { limit: 10, creatorAddresses: ['0x1'], network: 3 } as never),
    ).rejects.toThrow('[C0005] Aptos network is not supported: 3')
  })

  it('rejects a limit over the maximum', async () => {
    const error = await invalid(() => getNFTsByCreators(client, { creatorAddresses: ['0x1'], limit: 101 }))
    expect(error.message).toBe(
      '[C0005] Invalid value for limit: Expected a value from 1 to 100, received 101',
    )
  })

  it('rejects a list over 25 items and an item of the wrong type (one item alone is a list of one)', async () => {
    const many = Array.from({ length: 26 }, (_, index) => `0x${index + 1}`)
    const tooMany = await invalid(() => getNFTsByCreators(client, { limit: 10, creatorAddresses: many }))
    expect(tooMany.message).toMatch(/^\[C0005\] Invalid value for creatorAddresses: /)
    const notAnAddress = await invalid(() =>
      getNFTsByCreators(client, { limit: 10, creatorAddresses: 42 } as never),
    )
    expect(notAnAddress.message).toBe('[C0005] Invalid address provided: 42')
  })

  it('rejects a body that is not one of the union members', async () => {
    const error = await invalid(() =>
      submitTransaction(client, {
        sender: '0x1',
        sequenceNumber: '1',
        maxGasAmount: '2000',
        gasUnitPrice: '100',
        expirationTimestampSecs: '1700000000',
        payload: { type: 'nonsense' } as never,
        signature: { type: 'ed25519_signature', publicKey: '0xaa', signature: '0xbb' },
      }),
    )
    expect(error.message).toMatch(/^\[C0005\] Invalid value for payload/)
  })

  it('rejects parameters that are not an object with C0005, never a TypeError', async () => {
    for (const params of ['0x1', 42, null, [], true]) {
      const error = await invalid(() => getNFTsByCreators(client, params as never))
      expect(error.message).toBe('[C0005] Parameters of getNFTsByCreators must be an object')
    }
  })

  it('accepts no parameters at all where none are required', async () => {
    const withoutKey = createClient({ baseUrls: BASE_URLS })
    // Passing validation shows as the next check failing: the API key.
    await expect(getTransactions(withoutKey)).rejects.toThrow('[A0003] apiKey is not set')
  })

  it('fails with A0003 when no apiKey is set', async () => {
    const withoutKey = createClient({ baseUrls: BASE_URLS })
    const error = await getNFTsByCreators(withoutKey, { limit: 10, creatorAddresses: ['0x1'] }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(W3DataError)
    expect(error).toMatchObject({ code: 'A0003', message: '[A0003] apiKey is not set' })
    // The words stay as they are; where to set the key is in the details.
    expect((error as W3DataError).details).toMatchObject({
      key: 'apiKey',
      hint: expect.stringContaining('createClient({ apiKey })'),
    })
    expect((error as W3DataError).details?.hint).toContain('W3DATA_API_KEY')
  })

  it('fails with C0005 for a network that has no base URL (devnet)', async () => {
    await expect(
      getNFTsByCreators(client, { limit: 10, creatorAddresses: ['0x1'], network: 'devnet' }),
    ).rejects.toThrow('[C0005] No base URL is configured for aptos network devnet: set baseUrls.aptos.devnet')
    await expect(
      getNFTsByCreators(client.withOptions({ defaultAptosNetwork: 'devnet' }), {
        limit: 10,
        creatorAddresses: ['0x1'],
      }),
    ).rejects.toThrow('[C0005] No base URL is configured for aptos network devnet: set baseUrls.aptos.devnet')
  })
})
