import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AptosNetwork,
  type ClientOptions,
  createClient,
  DEFAULT_BASE_URLS,
  type LogSink,
  SolNetwork,
  W3DataError,
} from 'w3data'
import { getNFTsByCreators } from 'w3data/aptos'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }
const PAGE = { cursor: null, hasNextPage: false, result: [] }
const PARAMS = { creatorAddresses: ['0x1'], limit: 10 }
const ADDRESS_1 = `0x${'0'.repeat(63)}1`

afterEach(() => nock.cleanAll())

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

const creatorsOn = (host: string) => nock(host).get('/nfts/creators').query(true)

describe('option checks', () => {
  it('rejects an unknown option key with C0013', () => {
    expect(() => createClient({ apiKey: KEY, retries: 3 } as ClientOptions)).toThrow(
      '[C0013] Configuration key retries does not exist',
    )
    expect(() => client.withOptions({ colour: 'red' } as ClientOptions)).toThrow(
      '[C0013] Configuration key colour does not exist',
    )
  })

  it('treats no Object.prototype name as an option', () => {
    for (const name of ['toString', 'constructor', '__proto__'])
      expect(() => createClient(JSON.parse(`{"${name}": 1}`))).toThrow(
        `[C0013] Configuration key ${name} does not exist`,
      )
  })

  it('rejects invalid values with C0014 and the exact reason', () => {
    const cases: [ClientOptions, string][] = [
      [
        { maxRetries: -1 },
        '[C0014] Invalid value for configuration key maxRetries: Expected a whole number from 0 to 20',
      ],
      [
        { maxRetries: 1.5 },
        '[C0014] Invalid value for configuration key maxRetries: Expected a whole number from 0 to 20',
      ],
      [
        { timeout: 'x' as never },
        '[C0014] Invalid value for configuration key timeout: Expected a whole number from 0 to 2147483647',
      ],
      [
        { logLevel: 'loud' as never },
        "[C0014] Invalid value for configuration key logLevel: Expected one of verbose, debug, info, warning, error, off, got 'loud'",
      ],
      [
        { defaultAptosNetwork: 'moon' as never },
        '[C0014] Invalid value for configuration key defaultAptosNetwork: Aptos network is not supported: moon',
      ],
      [
        { defaultSolanaNetwork: 'testnet' as never },
        '[C0014] Invalid value for configuration key defaultSolanaNetwork: Solana network is not supported: testnet',
      ],
      [
        { defaultEvmChain: 0 },
        '[C0014] Invalid value for configuration key defaultEvmChain: Invalid chain provided: 0',
      ],
      [{ apiKey: 42 as never }, '[C0014] Invalid value for configuration key apiKey: Expected a string'],
      [
        { headers: { 'x-n': 1 } as never },
        '[C0014] Invalid value for configuration key headers: Expected an object of strings',
      ],
    ]
    for (const [options, message] of cases) {
      expect(() => createClient(options)).toThrow(message)
      expect(() => client.withOptions(options)).toThrow(message)
    }
  })

  it('refuses options that are not an object with C0014, never a TypeError: client, withOptions, call, iterate', async () => {
    const refused = '[C0014] Invalid value for configuration key options: Expected an object'
    for (const options of [null, 5, 'x']) {
      expect(() => createClient(options as never)).toThrow(refused)
      expect(() => client.withOptions(options as never)).toThrow(refused)
      await expect(getNFTsByCreators(client, PARAMS, options as never)).rejects.toThrow(refused)
      await expect(client.aptos.getNFTsByCreators.iterate(PARAMS, options as never).next()).rejects.toThrow(
        refused,
      )
    }
  })

  it('never shows a rejected apiKey value', () => {
    let error: unknown
    try {
      createClient({ apiKey: 12345678901234 as never })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(W3DataError)
    expect((error as W3DataError).details).toEqual({ key: 'apiKey', value: '***' })
    expect(() => createClient({ timeout: -1 })).toThrow(
      expect.objectContaining({ details: { key: 'timeout', value: -1 } }),
    )
  })

  it('takes network names in any case, and network objects', () => {
    const options = createClient({
      defaultAptosNetwork: 'TestNet' as never,
      defaultSolanaNetwork: SolNetwork.DEVNET as never,
      defaultEvmChain: 'Polygon',
    }).options
    expect(options).toMatchObject({
      defaultAptosNetwork: 'testnet',
      defaultSolanaNetwork: 'devnet',
      defaultEvmChain: '0x89',
    })
    expect(
      createClient({ defaultAptosNetwork: AptosNetwork.DEVNET as never }).options.defaultAptosNetwork,
    ).toBe('devnet')
  })
})

describe('defaults and merge order', () => {
  it('has the documented defaults', () => {
    const defaults = createClient().options
    expect(defaults).toMatchObject({
      apiKey: undefined,
      maxRetries: 2,
      timeout: 20_000,
      defaultAptosNetwork: 'mainnet',
      retryDelay: 300,
      maxRetryDelay: 10_000,
      maxRetryAfter: 60_000,
      product: undefined,
      headers: {},
    })
    expect(defaults.baseUrls).toEqual(DEFAULT_BASE_URLS)
    expect(DEFAULT_BASE_URLS['aptos']).toEqual({
      mainnet: 'https://mainnet-aptos-api.moralis.io',
      testnet: 'https://testnet-aptos-api.moralis.io',
    })
  })

  it('merges client options over the defaults, keeping the other base URLs', () => {
    const onlyMainnet = createClient({ apiKey: KEY, baseUrls: { aptos: { mainnet: 'https://aptos.test' } } })
    expect(onlyMainnet.options.baseUrls['aptos']).toEqual({
      mainnet: 'https://aptos.test',
      testnet: 'https://testnet-aptos-api.moralis.io',
    })
    expect(onlyMainnet.options.maxRetries).toBe(2)
  })

  it('withOptions returns a new client and leaves the original unchanged', async () => {
    const original = createClient({ apiKey: KEY, baseUrls: BASE_URLS, timeout: 5000, product: 'a' })
    const derived = original.withOptions({ timeout: 40, product: 'b' })
    expect(derived).not.toBe(original)
    expect(derived.options).toMatchObject({ apiKey: KEY, timeout: 40, product: 'b', baseUrls: BASE_URLS })
    expect(original.options).toMatchObject({ timeout: 5000, product: 'a' })

    // Behaviour, not just fields: the derived client times out, the original does not.
    creatorsOn('https://aptos.test').delay(200).reply(200, PAGE)
    await expect(getNFTsByCreators(derived, PARAMS)).rejects.toThrow(
      '[C0006] Request failed: timed out after 40 ms',
    )
    const scope = creatorsOn('https://aptos.test')
      .delay(100)
      .matchHeader('x-moralis-product', 'a')
      .reply(200, PAGE)
    await expect(getNFTsByCreators(original, PARAMS)).resolves.toBeDefined()
    expect(scope.isDone()).toBe(true)
  })

  it('lets a per-call timeout override the client one', async () => {
    const impatient = client.withOptions({ timeout: 30 })
    const scope = creatorsOn('https://aptos.test').delay(150).reply(200, PAGE)
    await expect(getNFTsByCreators(impatient, PARAMS, { timeout: 5000 })).resolves.toBeDefined()
    expect(scope.isDone()).toBe(true)

    creatorsOn('https://aptos.test').delay(500).reply(200, PAGE)
    await expect(getNFTsByCreators(client, PARAMS, { timeout: 25 })).rejects.toThrow(
      '[C0006] Request failed: timed out after 25 ms',
    )
  })

  it('holds a per-call timeout to the client option rule (C0014), before sending', async () => {
    const scope = creatorsOn('https://aptos.test').reply(200, PAGE)
    for (const timeout of ['x', -1, 1.5, 3_000_000_000]) {
      await expect(getNFTsByCreators(client, PARAMS, { timeout: timeout as never })).rejects.toThrow(
        '[C0014] Invalid value for configuration key timeout: Expected a whole number from 0 to 2147483647',
      )
    }
    expect(scope.isDone()).toBe(false)
  })
})

describe('Aptos network choice', () => {
  it('sends to mainnet by default', async () => {
    const mainnet = creatorsOn('https://aptos.test').reply(200, PAGE)
    await getNFTsByCreators(client, PARAMS)
    expect(mainnet.isDone()).toBe(true)
  })

  it('sends to the testnet base URL when defaultAptosNetwork is testnet', async () => {
    const testnet = creatorsOn('https://aptos-testnet.test').reply(200, PAGE)
    const testnetClient = client.withOptions({ defaultAptosNetwork: 'testnet' })
    expect(testnetClient.options.defaultAptosNetwork).toBe('testnet')
    await getNFTsByCreators(testnetClient, PARAMS)
    expect(testnet.isDone()).toBe(true)
  })

  it('accepts 2 for testnet as defaultAptosNetwork and normalises it', () => {
    expect(client.withOptions({ defaultAptosNetwork: 2 }).options.defaultAptosNetwork).toBe('testnet')
    expect(client.withOptions({ defaultAptosNetwork: 1 }).options.defaultAptosNetwork).toBe('mainnet')
  })

  it('lets a per-call network override the default: 2 → testnet, mainnet → mainnet', async () => {
    const testnet = creatorsOn('https://aptos-testnet.test').reply(200, PAGE)
    await getNFTsByCreators(client, { ...PARAMS, network: 2 })
    expect(testnet.isDone()).toBe(true)

    const mainnet = creatorsOn('https://aptos.test').reply(200, PAGE)
    await getNFTsByCreators(client.withOptions({ defaultAptosNetwork: 'testnet' }), {
      ...PARAMS,
      network: 'mainnet',
    })
    expect(mainnet.isDone()).toBe(true)
  })
})

describe('logger', () => {
  /** A sink that keeps every line and its details. */
  function memorySink() {
    const lines: unknown[][] = []
    const sink: LogSink = {
      debug: (...args) => lines.push(['debug', ...args]),
      info: (...args) => lines.push(['info', ...args]),
      warn: (...args) => lines.push(['warn', ...args]),
      error: (...args) => lines.push(['error', ...args]),
    }
    return { lines, sink }
  }

  it('at debug, gives the sink the request line without the key', async () => {
    const { lines, sink } = memorySink()
    const logged = client.withOptions({ logLevel: 'debug', logger: sink })
    creatorsOn('https://aptos.test').reply(503, { message: 'down' })
    creatorsOn('https://aptos.test').reply(200, PAGE)
    await getNFTsByCreators(logged, PARAMS)
    const url = `https://aptos.test/nfts/creators?limit=10&creator_addresses[]=${ADDRESS_1}&network=mainnet`
    expect(lines).toEqual([
      ['debug', `[w3data:client] GET ${url}`],
      ['debug', `[w3data:client] GET ${url}`, { retry: 1 }],
    ])
    expect(JSON.stringify(lines)).not.toContain(KEY)
  })

  it('at verbose, also logs each retry and its wait', async () => {
    const { lines, sink } = memorySink()
    const logged = client.withOptions({ logLevel: 'verbose', logger: sink })
    creatorsOn('https://aptos.test').reply(503, { message: 'down' }, { 'Retry-After': '0' })
    creatorsOn('https://aptos.test').reply(200, PAGE)
    await getNFTsByCreators(logged, PARAMS)
    expect(lines.map((line) => line[1])).toContain(
      `[w3data:client] retrying GET https://aptos.test/nfts/creators?limit=10&creator_addresses[]=${ADDRESS_1}&network=mainnet after 503 in 0 ms`,
    )
    expect(JSON.stringify(lines)).not.toContain(KEY)
  })

  it('at info, does not log requests', async () => {
    const { lines, sink } = memorySink()
    creatorsOn('https://aptos.test').reply(200, PAGE)
    await getNFTsByCreators(client.withOptions({ logLevel: 'info', logger: sink }), PARAMS)
    expect(lines).toEqual([])
  })

  it('at off, logs nothing, even on failures', async () => {
    const { lines, sink } = memorySink()
    const silent = client.withOptions({ logLevel: 'off', logger: sink })
    creatorsOn('https://aptos.test').times(3).reply(503, { message: 'down' })
    await expect(getNFTsByCreators(silent, PARAMS)).rejects.toThrow(/^\[C0006\] /)
    creatorsOn('https://aptos.test').reply(200, PAGE)
    await getNFTsByCreators(silent, PARAMS)
    expect(lines).toEqual([])
  })
})
