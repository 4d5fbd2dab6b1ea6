import { describe, expect, it } from 'vitest'
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HttpError,
  type HttpErrorInit,
  isHttpError,
  NotFoundError,
  providerMessage,
  RateLimitError,
  ServerError,
  UNKNOWN_API_ERROR,
  UnauthorizedError,
  UnprocessableEntityError,
} from './HttpError'
import { W3DataError } from './W3DataError'

const FAILURE: HttpErrorInit = {
  status: 400,
  statusText: 'Bad Request',
  method: 'GET',
  url: 'https://aptos.test/nfts/creators?limit=10',
  headers: { 'x-request-id': 'req-7' },
  body: { message: 'limit must be a number' },
  operationId: 'getNFTsByCreators',
  retryAfter: 2000,
}

describe('providerMessage', () => {
  it('is the message, then the details as JSON', () => {
    expect(providerMessage({ message: 'm', details: { a: 1 } })).toBe('m {"a":1}')
    expect(providerMessage({ message: ['one', 'two'] })).toBe('one, two')
    expect(providerMessage({ details: ['x'] })).toBe('["x"]')
  })

  it('is a text body without its surrounding blanks', () => {
    expect(providerMessage('  Forbidden by gateway\n')).toBe('Forbidden by gateway')
  })

  it('falls back to "Unknown error (no error info returned from API)" when the body says nothing', () => {
    expect(UNKNOWN_API_ERROR).toBe('Unknown error (no error info returned from API)')
    for (const body of [undefined, null, '', ' \n ', 42, {}, { message: '' }, { details: null }])
      expect(providerMessage(body), JSON.stringify(body)).toBe(UNKNOWN_API_ERROR)
  })

  it('ignores a message that is neither text nor a list, and details that are null', () => {
    expect(providerMessage({ message: 42 })).toBe(UNKNOWN_API_ERROR)
    expect(providerMessage({ message: { text: 'm' } })).toBe(UNKNOWN_API_ERROR)
    expect(providerMessage({ message: 'm', details: null })).toBe('m')
  })
})

describe('HttpError', () => {
  it('reads "[C0006] Request failed, {statusText}({status}): {provider message}" and keeps the response', () => {
    const error = HttpError.from(FAILURE)
    expect(error.message).toBe('[C0006] Request failed, Bad Request(400): limit must be a number')
    expect(error).toMatchObject({
      code: 'C0006',
      status: 400,
      statusText: 'Bad Request',
      method: 'GET',
      url: FAILURE.url,
      headers: FAILURE.headers,
      body: FAILURE.body,
      requestId: 'req-7',
      providerMessage: 'limit must be a number',
      retryAfter: 2000,
    })
    expect(error.details).toEqual({
      status: 400,
      method: 'GET',
      url: FAILURE.url,
      operationId: 'getNFTsByCreators',
      response: FAILURE.body,
    })
  })

  it('is raised as the class of its status: its own, ServerError for other 5xx, else HttpError', () => {
    const cases: [number, typeof HttpError, string][] = [
      [400, BadRequestError, 'BadRequestError'],
      [401, UnauthorizedError, 'UnauthorizedError'],
      [403, ForbiddenError, 'ForbiddenError'],
      [404, NotFoundError, 'NotFoundError'],
      [409, ConflictError, 'ConflictError'],
      [422, UnprocessableEntityError, 'UnprocessableEntityError'],
      [429, RateLimitError, 'RateLimitError'],
      [500, ServerError, 'ServerError'],
      [503, ServerError, 'ServerError'],
      [418, HttpError, 'HttpError'],
    ]
    for (const [status, type, name] of cases) {
      const error = HttpError.from({ ...FAILURE, status })
      expect(error.constructor, `${status}`).toBe(type)
      expect(error.name).toBe(name)
      expect(error).toBeInstanceOf(W3DataError)
    }
  })
})

describe('isHttpError', () => {
  it('is true for an HttpError, and for an Error of another copy of the package with status and providerMessage', () => {
    expect(isHttpError(HttpError.from(FAILURE))).toBe(true)
    const foreign = Object.assign(new Error('[C0006] Request failed'), { status: 400, providerMessage: 'x' })
    expect(isHttpError(foreign)).toBe(true)
  })

  it('is false for anything else', () => {
    const error = (fields: object) => Object.assign(new Error('x'), fields)
    expect(isHttpError(new W3DataError({ code: 'C0006', message: 'x' }))).toBe(false)
    expect(isHttpError(error({ status: '400', providerMessage: 'x' }))).toBe(false)
    expect(isHttpError(error({ status: 400 }))).toBe(false)
    expect(isHttpError(error({ providerMessage: 'x' }))).toBe(false)
    expect(isHttpError({ status: 400, providerMessage: 'x' })).toBe(false)
    expect(isHttpError(undefined)).toBe(false)
  })
})
