import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, getDefaultClient, isStarted, setDefaultInstance, start, stop } from 'w3data'
import { getNFTsByCreators } from 'w3data/aptos'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }

afterEach(() => {
  stop()
  nock.cleanAll()
})

describe('start once', () => {
  it('makes the default client, which getDefaultClient() returns and which calls the API', async () => {
    expect(isStarted()).toBe(false)
    const client = start({ apiKey: KEY, baseUrls: BASE_URLS })
    expect(isStarted()).toBe(true)
    expect(getDefaultClient()).toBe(client)

    const scope = nock('https://aptos.test')
      .get('/nfts/creators')
      .query(true)
      .matchHeader('x-api-key', KEY)
      .reply(200, { cursor: null, result: [{ name: 'default' }] })
    const page = await getDefaultClient().aptos.getNFTsByCreators({ limit: 10, creatorAddresses: ['0x1'] })
    expect(page.result[0]?.name).toBe('default')
    expect(scope.isDone()).toBe(true)
  })

  it('rejects a second start with C0011', () => {
    const first = start({ apiKey: KEY })
    expect(() => start({ apiKey: KEY })).toThrow('[C0011] w3data is already started')
    expect(getDefaultClient()).toBe(first)
  })

  it('rejects getDefaultClient() before start with C0012', () => {
    expect(() => getDefaultClient()).toThrow(
      '[C0012] w3data is not started. Call start() before using the default client',
    )
  })

  it('rejects a second setDefaultInstance with C0009', () => {
    const client = createClient({ apiKey: KEY })
    setDefaultInstance(client)
    expect(() => setDefaultInstance(createClient({ apiKey: KEY }))).toThrow(
      '[C0009] The default instance is already set',
    )
  })

  it('rejects setDefaultInstance after start with C0009', () => {
    start({ apiKey: KEY })
    expect(() => setDefaultInstance(createClient({ apiKey: KEY }))).toThrow(
      '[C0009] The default instance is already set',
    )
  })

  it('does not count a start whose options are invalid', () => {
    expect(() => start({ maxRetries: -1 })).toThrow(/^\[C0014\] /)
    expect(isStarted()).toBe(false)
    expect(() => start({ apiKey: KEY })).not.toThrow()
  })

  it('lets stop() forget the default client so start() works again', () => {
    const first = start({ apiKey: KEY })
    stop()
    expect(isStarted()).toBe(false)
    expect(() => getDefaultClient()).toThrow(/^\[C0012\] /)
    const second = start({ apiKey: KEY })
    expect(second).not.toBe(first)
    expect(getDefaultClient()).toBe(second)
  })

  it('gives free functions the default client like any other', async () => {
    start({ apiKey: KEY, baseUrls: BASE_URLS, defaultAptosNetwork: 'testnet' })
    const scope = nock('https://aptos-testnet.test')
      .get('/nfts/creators')
      .query(true)
      .reply(200, { cursor: null, result: [] })
    await getNFTsByCreators(getDefaultClient(), { limit: 10, creatorAddresses: ['0x1'] })
    expect(scope.isDone()).toBe(true)
  })
})
