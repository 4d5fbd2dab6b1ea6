// Issue 40 item 2: a compute-unit budget in the library (README, "A compute-unit budget").
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AbortError, createClient, RateLimitError, TimeoutError } from 'w3data'
import { ComputeUnitBudget, createBudget, MemoryBudgetStore } from 'w3data/budget'
import { createBaseClient } from 'w3data/core'

const WALLET = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const WEIGHTS = [{ endpoint: 'getWalletNFTs', path: '/{address}/nft', rateLimitCost: '5', price: '5' }]

/** A fetch that answers endpointWeights with WEIGHTS and every other call with `answer()`. */
function provider(answer: () => Response = () => Response.json({ result: [] })) {
  const urls: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input)
    urls.push(url)
    return url.endsWith('/info/endpointWeights') ? Response.json(WEIGHTS) : answer()
  })
  return { urls, fetch: fetch as unknown as typeof globalThis.fetch }
}

const clientWith = (fetch: typeof globalThis.fetch, rest: Parameters<typeof createClient>[0] = {}) =>
  createClient({
    apiKey: 'test-key-0123456789',
    baseUrls: { evm: 'https://evm.test', solana: 'https://sol.test' },
    fetch,
    logLevel: 'off',
    retryDelay: 1,
    ...rest,
  })

afterEach(() => vi.restoreAllMocks())

describe('a client without a budget', () => {
  it('never enters the budget code: no spend, no store, no endpointWeights read', async () => {
    const spend = vi.spyOn(ComputeUnitBudget.prototype, 'spend')
    const take = vi.spyOn(MemoryBudgetStore.prototype, 'take')
    const { urls, fetch } = provider()
    const client = clientWith(fetch)
    await client.evm.getWalletNFTs({ address: WALLET })
    await client.evm.getWalletNFTs({ address: WALLET })
    expect(spend).not.toHaveBeenCalled()
    expect(take).not.toHaveBeenCalled()
    expect(urls.some((url) => url.includes('endpointWeights'))).toBe(false)
  })
})

describe('a client with a budget', () => {
  it('spends before each attempt, retries included', async () => {
    let answers = 0
    const { fetch } = provider(() =>
      answers++ === 0 ? new Response('', { status: 503 }) : Response.json({ result: [] }),
    )
    const budget = createBudget({ computeUnitsPerSecond: 100, endpointWeights: false })
    const client = clientWith(fetch, { rateLimit: budget })
    await client.evm.getWalletNFTs({ address: WALLET })
    expect(budget.stats()).toMatchObject({ units: 2, calls: 2 })
  })

  it('reads endpointWeights once per budget, on the first EVM call, and spends its figures', async () => {
    const { urls, fetch } = provider()
    const budget = createBudget({ computeUnitsPerSecond: 100 })
    const client = clientWith(fetch, { rateLimit: budget })
    await Promise.all([
      client.evm.getWalletNFTs({ address: WALLET }),
      client.evm.getWalletNFTs({ address: WALLET }),
    ])
    // A client derived with withOptions shares what was read.
    await client.withOptions({ timeout: 5000 }).evm.getBlock({ blockNumberOrHash: '1' })
    expect(urls.filter((url) => url.endsWith('/info/endpointWeights'))).toHaveLength(1)
    // endpointWeights itself (1), two calls of getWalletNFTs at the provider's 5, getBlock at the catalogue's 1.
    expect(budget.stats()).toMatchObject({ units: 12, calls: 4 })
  })

  it('keeps the catalogue costs when endpointWeights cannot be read', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 404 })) as unknown as typeof globalThis.fetch
    const budget = createBudget({ computeUnitsPerSecond: 100 })
    const client = clientWith(fetch, { rateLimit: budget, maxRetries: 0 })
    await client.evm.getWalletNFTs({ address: WALLET }).catch(() => undefined)
    expect(budget.stats()).toMatchObject({ units: 2, calls: 2 })
  })

  it('a 429 one client meets pauses the calls of every client sharing the budget', async () => {
    const budget = createBudget({ computeUnitsPerSecond: 1000, endpointWeights: false })
    const throttled = clientWith(
      provider(() => new Response('', { status: 429, headers: { 'retry-after': '1' } })).fetch,
      { rateLimit: budget, maxRetries: 0 },
    )
    const other = clientWith(provider().fetch, { rateLimit: budget })
    await expect(throttled.evm.getWalletNFTs({ address: WALLET })).rejects.toBeInstanceOf(RateLimitError)
    await other.evm.getWalletNFTs({ address: WALLET })
    expect(budget.stats()).toMatchObject({ throttled: 1, waits: 1, calls: 2 })
  })

  it("a call's timeout and signal end its wait for the budget, with the usual errors", async () => {
    const budget = createBudget({ computeUnitsPerSecond: 1, endpointWeights: false })
    const client = clientWith(provider().fetch, { rateLimit: budget })
    await client.evm.getWalletNFTs({ address: WALLET })
    await expect(client.evm.getWalletNFTs({ address: WALLET }, { timeout: 20 })).rejects.toBeInstanceOf(
      TimeoutError,
    )
    const controller = new AbortController()
    const waiting = client.evm.getWalletNFTs({ address: WALLET }, { signal: controller.signal })
    controller.abort()
    await expect(waiting).rejects.toBeInstanceOf(AbortError)
    expect(budget.stats()).toMatchObject({ units: 1, calls: 1 })
  })
})

describe('a client given the figures, rateLimit: { computeUnitsPerSecond, … }', () => {
  it('checks them at once, as options are: C0014 for a bad value, C0013 for an unknown key', () => {
    expect(() => createClient({ rateLimit: { computeUnitsPerSecond: -1 } })).toThrow(
      'Invalid value for configuration key rateLimit.computeUnitsPerSecond: Expected a number above 0',
    )
    expect(() => createClient({ rateLimit: { computeUnitsPerSecond: 5, perMinute: 1 } as never })).toThrow(
      expect.objectContaining({ code: 'C0013' }),
    )
    expect(() => createClient({ rateLimit: 5 as never })).toThrow(expect.objectContaining({ code: 'C0014' }))
  })

  it('spends from one budget, loaded on the first call, which withOptions clients share', async () => {
    let inFlight = 0
    const { fetch } = provider(() => {
      inFlight++
      return Response.json({ result: [] })
    })
    const figures = { computeUnitsPerSecond: 2, endpointWeights: false }
    const client = clientWith(fetch, { rateLimit: figures })
    const derived = client.withOptions({ timeout: 5000 })
    const started = performance.now()
    await client.evm.getWalletNFTs({ address: WALLET })
    await derived.evm.getWalletNFTs({ address: WALLET })
    // The third unit in a 2-unit window waits for the first to leave it (1 s, held 5 % longer).
    await derived.evm.getWalletNFTs({ address: WALLET })
    expect(inFlight).toBe(3)
    expect(performance.now() - started).toBeGreaterThan(900)
  })

  it('createBaseClient takes only a budget made by createBudget (C0014)', () => {
    expect(() => createBaseClient({ rateLimit: { computeUnitsPerSecond: 10 } })).toThrow(
      'Invalid value for configuration key rateLimit: Expected a budget: createBaseClient takes no figures',
    )
    expect(() => createBaseClient({ rateLimit: createBudget({ computeUnitsPerSecond: 10 }) })).not.toThrow()
  })
})
