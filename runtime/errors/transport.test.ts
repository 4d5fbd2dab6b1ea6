import { describe, expect, it } from 'vitest'
import {
  AbortError,
  NetworkError,
  RedirectRefusedError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
  TransportError,
  UnsupportedProtocolError,
} from './transport'
import { W3DataError } from './W3DataError'

const INIT = {
  message: 'boom',
  method: 'GET',
  url: 'https://aptos.test/nfts/creators',
  cause: new Error('boom'),
}

describe('transport errors', () => {
  it('read "[C0006] Request failed: {message}" and carry method, url and cause', () => {
    const error = new NetworkError(INIT)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toBeInstanceOf(W3DataError)
    expect(error).toMatchObject({ code: 'C0006', message: '[C0006] Request failed: boom', method: 'GET' })
    expect(error.url).toBe(INIT.url)
    expect(error.cause).toBe(INIT.cause)
    expect(error.details).toEqual({ method: 'GET', url: INIT.url })
  })

  it('name each failure', () => {
    const cases: [TransportError, string, string][] = [
      [new NetworkError(INIT), 'NetworkError', 'network'],
      [new TimeoutError(INIT), 'TimeoutError', 'timeout'],
      [new AbortError(INIT), 'AbortError', 'aborted'],
      [new UnsupportedProtocolError(INIT), 'UnsupportedProtocolError', 'unsupported-protocol'],
      [new RedirectRefusedError(INIT), 'RedirectRefusedError', 'redirect-refused'],
      [new ResponseTooLargeError(INIT), 'ResponseTooLargeError', 'response-too-large'],
    ]
    for (const [error, name, failure] of cases)
      expect({ name: error.name, failure: error.failure }).toEqual({ name, failure })
  })
})

describe('ResponseValidationError', () => {
  it('has code C0016 and names the operation', () => {
    const cause = new SyntaxError('Unexpected end of JSON input')
    const error = new ResponseValidationError(
      'getNFTsByCreators',
      'Response of getNFTsByCreators is not valid JSON',
      cause,
    )
    expect(error).toMatchObject({
      name: 'ResponseValidationError',
      code: 'C0016',
      message: '[C0016] Response of getNFTsByCreators is not valid JSON',
      operationId: 'getNFTsByCreators',
      details: { operationId: 'getNFTsByCreators' },
    })
    expect(error.cause).toBe(cause)
  })
})
