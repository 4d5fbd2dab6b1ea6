import { inspect } from 'node:util'
import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BadRequestError,
  ConflictError,
  createClient,
  ForbiddenError,
  HttpError,
  isHttpError,
  isW3DataError,
  NotFoundError,
  TimeoutError,
  UnauthorizedError,
  UnprocessableEntityError,
  W3DataError,
} from 'w3data'
import { getNFTsByCreators, getTransactionByHash } from 'w3data/aptos'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }
const PARAMS = { creatorAddresses: ['0x1'], limit: 10 }
const URL_SENT = `https://aptos.test/nfts/creators?limit=10&creator_addresses[]=0x${'0'.repeat(63)}1&network=mainnet`

afterEach(() => nock.cleanAll())

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

const creators = () => nock('https://aptos.test').get('/nfts/creators').query(true)

/** The rejection of one getNFTsByCreators call. */
const failure = () => getNFTsByCreators(client, PARAMS).catch((caught: unknown) => caught)

describe('HTTP errors', () => {
  it('reads "Request failed, {statusText}({status}): {message} {details as JSON}"', async () => {
    creators().reply(400, { message: 'm', details: { a: 1 } })
    await expect(getNFTsByCreators(client, PARAMS)).rejects.toThrow(
      '[C0006] Request failed, Bad Request(400): m {"a":1}',
    )
  })

  it('joins an array message with ", "', async () => {
    creators().reply(400, { message: ['limit must be a number', 'cursor must be a string'] })
    const error = await failure()
    expect((error as HttpError).message).toBe(
      '[C0006] Request failed, Bad Request(400): limit must be a number, cursor must be a string',
    )
  })

  it('falls back to "Unknown error (no error info returned from API)" for an empty body', async () => {
    creators().reply(400)
    const error = await failure()
    expect(error).toBeInstanceOf(BadRequestError)
    expect((error as HttpError).message).toBe(
      '[C0006] Request failed, Bad Request(400): Unknown error (no error info returned from API)',
    )
  })

  it('uses a text (non-JSON) error body as the message', async () => {
    creators().reply(403, 'Forbidden by gateway', { 'content-type': 'text/plain' })
    const error = await failure()
    expect((error as HttpError).message).toBe('[C0006] Request failed, Forbidden(403): Forbidden by gateway')
  })

  it('carries status, method, url without the key, requestId, body and the provider message', async () => {
    creators().reply(401, { message: 'Invalid key' }, { 'x-request-id': 'req-42' })
    const error = await failure()
    expect(error).toBeInstanceOf(UnauthorizedError)
    expect(error).toMatchObject({
      name: 'UnauthorizedError',
      code: 'C0006',
      status: 401,
      statusText: 'Unauthorized',
      method: 'GET',
      url: URL_SENT,
      requestId: 'req-42',
      body: { message: 'Invalid key' },
      providerMessage: 'Invalid key',
    })
    expect((error as HttpError).url).not.toContain(KEY)
    expect((error as HttpError).details).toMatchObject({
      status: 401,
      method: 'GET',
      url: URL_SENT,
      operationId: 'getNFTsByCreators',
    })
  })

  it('picks the status-specific subclass', async () => {
    const cases: [number, typeof HttpError][] = [
      [400, BadRequestError],
      [401, UnauthorizedError],
      [403, ForbiddenError],
      [404, NotFoundError],
      [409, ConflictError],
      [422, UnprocessableEntityError],
    ]
    for (const [status, type] of cases) {
      creators().reply(status, { message: 'x' })
      const error = await failure()
      expect(error).toBeInstanceOf(type)
      expect(error).toBeInstanceOf(HttpError)
      expect(error).toBeInstanceOf(W3DataError)
      expect(isHttpError(error)).toBe(true)
    }
  })

  it('raises NotFoundError for a 404 of an operation that is not nullable', async () => {
    creators().reply(404, { message: 'no such route' })
    const error = await failure()
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).message).toBe('[C0006] Request failed, Not Found(404): no such route')
  })
})

describe('isW3DataError', () => {
  it('is true for errors the toolkit throws', async () => {
    creators().reply(500, { message: 'x' })
    const error = await client
      .withOptions({ maxRetries: 0 })
      .aptos.getNFTsByCreators(PARAMS)
      .catch((caught: unknown) => caught)
    expect(isW3DataError(error)).toBe(true)
    expect(isW3DataError(new W3DataError({ code: 'C0001', message: 'x' }))).toBe(true)
  })

  it('is true for an object carrying the brand of another copy of the package', () => {
    const foreign = { [Symbol.for('w3data.error')]: true, code: 'C0006', message: '[C0006] x' }
    expect(isW3DataError(foreign)).toBe(true)
  })

  it('is false for anything else', () => {
    expect(isW3DataError(new Error('[C0006] Request failed'))).toBe(false)
    expect(isW3DataError({ code: 'C0006', message: '[C0006] x', name: 'W3DataError' })).toBe(false)
    expect(isW3DataError({ [Symbol('w3data.error')]: true })).toBe(false)
    expect(isW3DataError({ [Symbol.for('w3data.error')]: 'yes' })).toBe(false)
    expect(isW3DataError(null)).toBe(false)
    expect(isW3DataError('C0006')).toBe(false)
  })
})

describe('secrets in errors', () => {
  it('never shows the API key, even when the provider echoes it in its error body', async () => {
    creators().reply(401, { message: `Invalid key ${KEY}`, details: { key: KEY, nested: [KEY] } })
    const error = (await failure()) as HttpError
    expect(error).toBeInstanceOf(UnauthorizedError)
    expect(error.message).toBe(
      '[C0006] Request failed, Unauthorized(401): Invalid key *** {"key":"***","nested":["***"]}',
    )
    expect(JSON.stringify(error)).not.toContain(KEY)
    expect(JSON.stringify(error.details)).not.toContain(KEY)
    expect(JSON.stringify(error.body)).not.toContain(KEY)
    expect(error.providerMessage).not.toContain(KEY)
    expect(inspect(error, { depth: 10 })).not.toContain(KEY)
  })

  it('does not show the key when a timed-out error is logged with its cause', async () => {
    creators().delay(1000).reply(200, {})
    const error = await getNFTsByCreators(client, PARAMS, { timeout: 30 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).cause).toBeInstanceOf(Error)
    expect(inspect(error, { depth: 10 })).not.toContain(KEY)
    expect(JSON.stringify(error)).not.toContain(KEY)
  })

  it('does not put the key in a nullable call that fails either', async () => {
    nock('https://aptos.test').get('/transactions/by_hash/0xab').query(true).reply(400, { message: KEY })
    const error = await getTransactionByHash(client, { txnHash: '0xab' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BadRequestError)
    expect((error as Error).message).toBe('[C0006] Request failed, Bad Request(400): ***')
  })
})
