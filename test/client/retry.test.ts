import nock from 'nock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BadRequestError,
  createClient,
  ForbiddenError,
  HttpError,
  NotFoundError,
  RateLimitError,
  ServerError,
  UnauthorizedError,
  UnprocessableEntityError,
} from 'w3data'
import { getNFTsByCreators, submitTransaction } from 'w3data/aptos'
import { fakeClock, timerSpy, track } from '../support/fakeClock'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }
const PAGE = { cursor: null, hasNextPage: false, result: [{ collection_name: 'Retried' }] }
const PARAMS = { creatorAddresses: ['0x1'], limit: 10 }

afterEach(() => {
  nock.cleanAll()
  vi.useRealTimers()
})

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

/** Interceptor for the getNFTsByCreators call of these tests. */
const creators = () => nock('https://aptos.test').get('/nfts/creators').query(true)

const RETRYABLE: readonly [status: number, statusText: string, type: typeof HttpError][] = [
  [408, 'Request Timeout', HttpError],
  [413, 'Payload Too Large', HttpError],
  [429, 'Too Many Requests', RateLimitError],
  [500, 'Internal Server Error', ServerError],
  [502, 'Bad Gateway', ServerError],
  [503, 'Service Unavailable', ServerError],
  [504, 'Gateway Timeout', ServerError],
]

const NOT_RETRYABLE: readonly [status: number, type: typeof HttpError][] = [
  [400, BadRequestError],
  [401, UnauthorizedError],
  [403, ForbiddenError],
  [404, NotFoundError],
  [422, UnprocessableEntityError],
]

describe('retries', () => {
  for (const [status, statusText, type] of RETRYABLE) {
    it(`retries a GET answered ${status} twice by default, then fails with ${type.name}`, async () => {
      const scope = creators()
        .times(3)
        .reply(status, { message: `busy ${status}` })
      const error = await getNFTsByCreators(client, PARAMS).catch((caught: unknown) => caught)
      expect(scope.isDone()).toBe(true)
      expect(error).toBeInstanceOf(type)
      expect(error).toMatchObject({
        status,
        code: 'C0006',
        message: `[C0006] Request failed, ${statusText}(${status}): busy ${status}`,
      })
    })
  }

  for (const [status, type] of NOT_RETRYABLE) {
    it(`does not retry a GET answered ${status}`, async () => {
      creators().reply(status, { message: 'no' })
      const spare = creators().reply(200, PAGE)
      const error = await getNFTsByCreators(client, PARAMS).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(type)
      expect((error as HttpError).status).toBe(status)
      expect(spare.isDone()).toBe(false)
    })
  }

  it('makes exactly one attempt when maxRetries is 0', async () => {
    creators().reply(503, { message: 'down' })
    const spare = creators().reply(200, PAGE)
    const once = client.withOptions({ maxRetries: 0 })
    await expect(getNFTsByCreators(once, PARAMS)).rejects.toThrow(
      '[C0006] Request failed, Service Unavailable(503): down',
    )
    expect(spare.isDone()).toBe(false)
  })

  it('makes maxRetries + 1 attempts in all', async () => {
    const scope = creators().times(5).reply(502, { message: 'bad gateway' })
    const spare = creators().reply(200, PAGE)
    await expect(getNFTsByCreators(client.withOptions({ maxRetries: 4 }), PARAMS)).rejects.toBeInstanceOf(
      ServerError,
    )
    expect(scope.isDone()).toBe(true)
    expect(spare.isDone()).toBe(false)
  })

  it('never retries a POST: submitTransaction answered 503 is sent once', async () => {
    const scope = nock('https://aptos.test')
      .post('/transactions')
      .query({ network: 'mainnet' })
      .reply(503, { message: 'down' })
    const spare = nock('https://aptos.test')
      .post('/transactions')
      .query({ network: 'mainnet' })
      .reply(202, {})
    const error = await submitTransaction(client, {
      sender: '0x1',
      sequenceNumber: '1',
      maxGasAmount: '2000',
      gasUnitPrice: '100',
      expirationTimestampSecs: '1700000000',
      payload: { type: 'module_bundle_payload', modules: ['0x00'] },
      signature: { type: 'ed25519_signature', publicKey: '0xaa', signature: '0xbb' },
    }).catch((caught: unknown) => caught)
    expect(scope.isDone()).toBe(true)
    expect(spare.isDone()).toBe(false)
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({
      method: 'POST',
      message: '[C0006] Request failed, Service Unavailable(503): down',
    })
  })

  it('resolves when a GET succeeds after two 503s', async () => {
    const scope = creators()
      .times(2)
      .reply(503, { message: 'down' })
      .get('/nfts/creators')
      .query(true)
      .reply(200, PAGE)
    const page = await getNFTsByCreators(client, PARAMS)
    expect(scope.isDone()).toBe(true)
    expect(page.result[0]?.collectionName).toBe('Retried')
  })

  it('waits as long as Retry-After (in seconds) asks, then retries', async () => {
    creators().reply(429, { message: 'slow down' }, { 'Retry-After': '1' })
    const retried = creators().reply(200, PAGE)
    fakeClock()
    const timers = timerSpy()
    const call = track(getNFTsByCreators(client.withOptions({ maxRetries: 1 }), PARAMS))
    await timers.set(1000)
    await vi.advanceTimersByTimeAsync(999)
    expect(retried.isDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await call.result).result[0]?.collectionName).toBe('Retried')
    expect(retried.isDone()).toBe(true)
  })

  it('does not sit out a Retry-After past maxRetryAfter: fails at once, carrying the wait', async () => {
    const scope = creators().reply(503, { message: 'down' }, { 'Retry-After': '3600' })
    const spare = creators().reply(200, PAGE)
    const error = await getNFTsByCreators(client.withOptions({ maxRetryAfter: 20 }), PARAMS).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ServerError)
    expect(error).toMatchObject({ status: 503, retryAfter: 3_600_000 })
    expect(scope.isDone()).toBe(true)
    expect(spare.isDone()).toBe(false)
  })
})
