import nock from 'nock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AbortError,
  createClient,
  NetworkError,
  ResponseValidationError,
  TimeoutError,
  TransportError,
  UnsupportedProtocolError,
} from 'w3data'
import { getNFTsByCreators } from 'w3data/aptos'
import { fakeClock, timersSet, track } from '../support/fakeClock'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }
const PAGE = { cursor: null, hasNextPage: false, result: [] }
const PARAMS = { creatorAddresses: ['0x1'], limit: 10 }
const URL_SENT = `https://aptos.test/nfts/creators?limit=10&creator_addresses[]=0x${'0'.repeat(63)}1&network=mainnet`

afterEach(() => {
  nock.cleanAll()
  vi.useRealTimers()
})

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

const creators = () => nock('https://aptos.test').get('/nfts/creators').query(true)

describe('transport failures', () => {
  it('turns a call slower than the timeout into TimeoutError at the timeout, with cause, and does not retry it', async () => {
    creators().delay(1000).reply(200, PAGE)
    const spare = creators().reply(200, PAGE)
    fakeClock()
    const call = track(getNFTsByCreators(client, PARAMS, { timeout: 50 }).catch((caught: unknown) => caught))
    await timersSet()
    await vi.advanceTimersByTimeAsync(49)
    expect(call.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(call.state).toBe('settled')
    const error = await call.result
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({
      code: 'C0006',
      message: '[C0006] Request failed: timed out after 50 ms',
      failure: 'timeout',
      method: 'GET',
      url: URL_SENT,
    })
    expect((error as TimeoutError).cause).toBeInstanceOf(Error)
    expect(spare.isDone()).toBe(false)
  })

  it('uses the client timeout when the call gives none', async () => {
    creators().delay(1000).reply(200, PAGE)
    await expect(getNFTsByCreators(client.withOptions({ timeout: 40 }), PARAMS)).rejects.toThrow(
      '[C0006] Request failed: timed out after 40 ms',
    )
  })

  it('turns an abort through signal into AbortError, when it comes', async () => {
    creators().delay(1000).reply(200, PAGE)
    const controller = new AbortController()
    fakeClock()
    const call = track(
      getNFTsByCreators(client, PARAMS, { signal: controller.signal }).catch((caught: unknown) => caught),
    )
    await timersSet()
    await vi.advanceTimersByTimeAsync(30)
    expect(call.state).toBe('pending')
    controller.abort()
    const error = await call.result
    expect(error).toBeInstanceOf(AbortError)
    expect(error).toMatchObject({
      code: 'C0006',
      message: '[C0006] Request failed: the request was aborted',
      failure: 'aborted',
    })
    expect((error as AbortError).cause).toBeDefined()
  })

  it('rejects with AbortError at once when the signal is already aborted', async () => {
    const scope = creators().reply(200, PAGE)
    await expect(getNFTsByCreators(client, PARAMS, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      AbortError,
    )
    expect(scope.isDone()).toBe(false)
  })

  it('stops waiting for a retry when the signal aborts', async () => {
    const first = creators().reply(503, { message: 'down' }, { 'Retry-After': '30' })
    const retry = creators().reply(200, PAGE)
    const controller = new AbortController()
    fakeClock()
    const call = track(
      getNFTsByCreators(client, PARAMS, { signal: controller.signal }).catch((caught: unknown) => caught),
    )
    await vi.waitUntil(() => first.isDone(), { interval: 0 })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(call.state).toBe('pending')
    controller.abort()
    expect(await call.result).toMatchObject({ message: '[C0006] Request failed: the request was aborted' })
    expect(retry.isDone()).toBe(false)
  })

  it('turns a network failure into NetworkError with cause, and does not retry it (only statuses are retried)', async () => {
    creators().replyWithError('boom')
    const spare = creators().reply(200, PAGE)
    const error = await getNFTsByCreators(client, PARAMS).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({
      code: 'C0006',
      message: '[C0006] Request failed: boom',
      failure: 'network',
      url: URL_SENT,
    })
    expect((error as NetworkError).cause).toBeInstanceOf(Error)
    expect(spare.isDone()).toBe(false)
  })

  it('turns a 2xx body that is not JSON into ResponseValidationError C0016', async () => {
    creators().reply(200, '{"cursor": nu', { 'content-type': 'application/json' })
    const error = await getNFTsByCreators(client, PARAMS).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error).toMatchObject({
      code: 'C0016',
      message: '[C0016] Response of getNFTsByCreators is not valid JSON',
      operationId: 'getNFTsByCreators',
    })
    expect((error as ResponseValidationError).cause).toBeInstanceOf(SyntaxError)
  })

  it('refuses a base URL that is not http(s) before sending', async () => {
    const ftp = createClient({ apiKey: KEY, baseUrls: { aptos: { mainnet: 'ftp://aptos.test' } } })
    const error = await getNFTsByCreators(ftp, PARAMS).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnsupportedProtocolError)
    expect((error as UnsupportedProtocolError).message).toBe(
      `[C0006] Request failed: unsupported protocol in ${URL_SENT.replace('https:', 'ftp:')}`,
    )
  })
})
