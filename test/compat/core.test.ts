import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { stop } from 'w3data'
import Moralis, { Core, EvmApi, SolApi, Streams } from 'w3data/compat'
import { createMockServer, type MockServer, type RecordedRequest } from 'w3data/mock'
import { signDelivery } from 'w3data/streams'

/**
 * moralis@2.27.2's second instance: `Core.create()`, its modules made with `EvmApi.create(core)`
 * (…) and registered, then `core.start(config)`. Each instance has a client of its own: its own
 * key and options, its own start-once (C0011, C0012), apart from `Moralis` and from each other.
 */

const ADDRESS = '0xdac17f958d2ee523a2206206994597c13d831ec7'

let mock: MockServer
const keyOfLast = () => (mock.requests.at(-1) as RecordedRequest).headers['x-api-key']

/** A Core made and registered as the SDK's users made one, with its EVM and Solana modules. */
function secondInstance() {
  const core = Core.create()
  const evmApi = EvmApi.create(core)
  const solApi = SolApi.create(core)
  const streams = Streams.create(core)
  core.registerModules([evmApi, solApi])
  core.registerModule(streams)
  return { core, evmApi, solApi, streams }
}

beforeAll(async () => {
  mock = await createMockServer({ apiKeys: ['default-key', 'first-key', 'second-key'] })
})
afterAll(() => mock.close())
afterEach(() => stop())

describe('Core.create(): an instance of its own', () => {
  it('sends its own key, apart from Moralis and from another instance', async () => {
    const a = secondInstance()
    const b = secondInstance()
    await Moralis.start({ apiKey: 'default-key', baseUrls: mock.baseUrls })
    await a.core.start({ apiKey: 'first-key', baseUrls: mock.baseUrls })
    await b.core.start({ apiKey: 'second-key', baseUrls: mock.baseUrls })
    await a.evmApi.balance.getNativeBalance({ address: ADDRESS })
    expect(keyOfLast()).toBe('first-key')
    await b.evmApi.balance.getNativeBalance({ address: ADDRESS })
    expect(keyOfLast()).toBe('second-key')
    await Moralis.EvmApi.balance.getNativeBalance({ address: ADDRESS })
    expect(keyOfLast()).toBe('default-key')
  })

  it('has its own options (base URLs, default chain, streams secret), the SDK keys known without its utility modules', async () => {
    const a = secondInstance()
    await a.core.start({
      apiKey: 'first-key',
      baseUrls: mock.baseUrls,
      defaultEvmApiChain: 'polygon',
      solApiBaseUrl: 'http://127.0.0.1:1/solana',
      streamsSecret: 'secret-a',
    })
    await Moralis.start({ apiKey: 'default-key', baseUrls: mock.baseUrls })
    await a.evmApi.balance.getNativeBalance({ address: ADDRESS })
    expect((mock.requests.at(-1) as RecordedRequest).query).toEqual({ chain: '0x89' })
    expect(a.solApi.baseUrl).toBe('http://127.0.0.1:1/solana')
    expect(Moralis.SolApi.baseUrl).toBe(mock.baseUrls.solana)
    const body = '{"confirmed":true,"logs":[]}'
    expect(a.streams.verifySignature({ body, signature: signDelivery(body, 'secret-a') })).toBe(true)
    expect(() =>
      Moralis.Streams.verifySignature({ body, signature: signDelivery(body, 'secret-a') }),
    ).toThrow(/^\[S0004\]/)
  })

  it('is started on its own: isStarted per instance', async () => {
    const a = secondInstance()
    const b = secondInstance()
    expect([a.core.isStarted, b.core.isStarted, Moralis.Core.isStarted]).toEqual([false, false, false])
    await a.core.start({ apiKey: 'first-key', baseUrls: mock.baseUrls })
    expect([a.core.isStarted, b.core.isStarted, Moralis.Core.isStarted]).toEqual([true, false, false])
    await Moralis.start({ apiKey: 'default-key', baseUrls: mock.baseUrls })
    expect([a.core.isStarted, b.core.isStarted, Moralis.isStarted]).toEqual([true, false, true])
  })

  it("refuses a call before its own start (C0012) and a second start (C0011), whatever the others' state", async () => {
    const a = secondInstance()
    const b = secondInstance()
    await Moralis.start({ apiKey: 'default-key', baseUrls: mock.baseUrls })
    await a.core.start({ apiKey: 'first-key', baseUrls: mock.baseUrls })
    mock.requests.reset()
    await expect(b.evmApi.balance.getNativeBalance({ address: ADDRESS })).rejects.toThrow(
      '[C0012] This Core is not started. Call start() on it before using its modules',
    )
    expect(() => b.evmApi.baseUrl).toThrow(/^\[C0012\]/)
    expect(mock.requests).toHaveLength(0)
    await expect(a.core.start({ apiKey: 'second-key' })).rejects.toThrow(
      '[C0011] This Core is already started',
    )
    await a.evmApi.balance.getNativeBalance({ address: ADDRESS })
    expect(keyOfLast()).toBe('first-key')
    await b.core.start({ apiKey: 'second-key', baseUrls: mock.baseUrls })
    expect(b.core.isStarted).toBe(true)
  })

  it('refuses bad configuration as Moralis.start() does (C0013), and stays unstarted', async () => {
    const { core } = secondInstance()
    await expect(core.start({ apiKey: 'first-key', someKey: 1 } as never)).rejects.toThrow(
      '[C0013] Configuration key someKey does not exist',
    )
    expect(core.isStarted).toBe(false)
  })

  it('leaves the default client alone: Moralis still needs its own start (C0012)', async () => {
    const a = secondInstance()
    await a.core.start({ apiKey: 'first-key', baseUrls: mock.baseUrls })
    await expect(Moralis.EvmApi.balance.getNativeBalance({ address: ADDRESS })).rejects.toThrow(/^\[C0012\]/)
  })

  it("makes a module without a core on Moralis.Core, as the SDK's create() fell back to its default", async () => {
    const evmApi = EvmApi.create()
    await Moralis.start({ apiKey: 'default-key', baseUrls: mock.baseUrls })
    await evmApi.balance.getNativeBalance({ address: ADDRESS })
    expect(keyOfLast()).toBe('default-key')
    expect(Moralis.Core).toBeInstanceOf(Core)
  })
})
