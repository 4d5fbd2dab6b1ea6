import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createClient,
  NetworkError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
  type W3DataError,
} from 'w3data'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { fakeClock, timerSpy, track } from '../support/fakeClock'

let mock: MockServer
let client: ReturnType<typeof createClient>
beforeAll(async () => {
  mock = await createMockServer()
  client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0 })
})
afterEach(() => {
  mock.faults.clear()
  vi.useRealTimers()
})
afterAll(() => mock.close())

const latestCoins = (on = client) => on.aptos.getLatestCoins({ limit: 2 })
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as W3DataError,
  )

describe('fault injection', () => {
  it('answers a sequence of statuses, one per request, then serves normally', async () => {
    mock.faults.set('getLatestCoins', { statuses: [503, 500] })
    const first = await failureOf(latestCoins())
    expect(first).toBeInstanceOf(ServerError)
    expect(first?.message).toBe('[C0006] Request failed, Service Unavailable(503): Injected fault 503')
    expect(await failureOf(latestCoins())).toMatchObject({ status: 500, statusText: 'Internal Server Error' })
    await expect(latestCoins()).resolves.toMatchObject({ result: expect.any(Array) })
  })

  it('lets a retrying client recover', async () => {
    mock.faults.set('*', { statuses: [503, 502] })
    const retrying = createClient({
      apiKey: MOCK_API_KEY,
      baseUrls: mock.baseUrls,
      maxRetries: 2,
      retryDelay: 1,
    })
    mock.requests.reset()
    await expect(latestCoins(retrying)).resolves.toBeDefined()
    expect(mock.requests).toHaveLength(3)
  })

  it('adds Retry-After to 429 and 503 faults, with a custom body', async () => {
    mock.faults.set('getLatestCoins', { statuses: [429, 400], retryAfter: 0, body: { message: 'Slow down' } })
    const limited = await failureOf(latestCoins())
    expect(limited).toBeInstanceOf(RateLimitError)
    expect((limited as RateLimitError).headers['retry-after']).toBe('0')
    expect(limited?.message).toBe('[C0006] Request failed, Too Many Requests(429): Slow down')
    const plain = await fetch(`${mock.url}/aptos/mainnet/coins/latest`, { headers: { 'x-api-key': 'k' } })
    expect(plain.status).toBe(400)
    expect(plain.headers.get('retry-after')).toBeNull()
  })

  it('applies a route plan over the "*" plan, and only to its operation', async () => {
    mock.faults.set('*', { statuses: [500] })
    mock.faults.set('getLatestCoins', { statuses: [418] })
    expect(await failureOf(latestCoins())).toMatchObject({ status: 418 })
    expect(await failureOf(client.aptos.estimateGasPrice({}))).toMatchObject({ status: 500 })
  })

  it('delays responses by the plan latency and the server latency', async () => {
    const answersAfter = async (ms: number, call: Promise<unknown>) => {
      const timers = timerSpy()
      const answer = track(call)
      await timers.set(ms)
      await vi.advanceTimersByTimeAsync(ms - 1)
      expect(answer.state).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      await expect(answer.result).resolves.toBeDefined()
    }
    fakeClock()
    mock.faults.set('getLatestCoins', { latencyMs: 120 })
    await answersAfter(120, latestCoins())
    const slow = await createMockServer({ latencyMs: 80 })
    try {
      await answersAfter(80, latestCoins(createClient({ apiKey: MOCK_API_KEY, baseUrls: slow.baseUrls })))
    } finally {
      await slow.close()
    }
  })

  it('resets the connection: the client gets a NetworkError, then the route recovers', async () => {
    mock.faults.set('getLatestCoins', { reset: 1 })
    const failure = await failureOf(latestCoins())
    expect(failure).toBeInstanceOf(NetworkError)
    expect(failure?.code).toBe('C0006')
    await expect(latestCoins()).resolves.toBeDefined()
  })

  it('sends truncated JSON: the client gets a ResponseValidationError [C0016]', async () => {
    mock.faults.set('getLatestCoins', { malformedJson: 1 })
    const failure = await failureOf(latestCoins())
    expect(failure).toBeInstanceOf(ResponseValidationError)
    expect(failure?.message).toMatch(/^\[C0016\] /)
    await expect(latestCoins()).resolves.toBeDefined()
  })

  it('takes initial plans from the options, and clears them', async () => {
    const faulty = await createMockServer({ faults: { estimateGasPrice: { statuses: [503, 503] } } })
    try {
      const other = createClient({ apiKey: MOCK_API_KEY, baseUrls: faulty.baseUrls, maxRetries: 0 })
      expect(await failureOf(other.aptos.estimateGasPrice({}))).toMatchObject({ status: 503 })
      faulty.faults.clear('estimateGasPrice')
      await expect(other.aptos.estimateGasPrice({})).resolves.toMatchObject({
        gasEstimate: expect.any(Number),
      })
    } finally {
      await faulty.close()
    }
  })

  it('refuses a plan it cannot follow', () => {
    expect(() => mock.faults.set('*', { statuses: [99] })).toThrow(RangeError)
    expect(() => mock.faults.set('*', { reset: -1 })).toThrow(RangeError)
  })
})
