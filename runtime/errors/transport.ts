import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from './W3DataError'

export type TransportFailure =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'unsupported-protocol'
  | 'redirect-refused'
  | 'response-too-large'

interface TransportErrorInit {
  message: string
  method: string
  url: string
  cause: unknown
}

/** A request that got no HTTP answer: `Request failed: <message>`. `cause` is always set. */
export abstract class TransportError extends W3DataError {
  abstract readonly failure: TransportFailure
  readonly method: string
  readonly url: string

  constructor({ message, method, url, cause }: TransportErrorInit) {
    super({
      code: CoreErrorCode.REQUEST_ERROR,
      message: `Request failed: ${message}`,
      details: { method, url },
      cause,
    })
    this.method = method
    this.url = url
  }
}

export class NetworkError extends TransportError {
  override name = 'NetworkError'
  readonly failure = 'network'
}

export class TimeoutError extends TransportError {
  override name = 'TimeoutError'
  readonly failure = 'timeout'
}

/** The caller's signal aborted the request (also called "canceled"). */
export class AbortError extends TransportError {
  override name = 'AbortError'
  readonly failure = 'aborted'
}

export class UnsupportedProtocolError extends TransportError {
  override name = 'UnsupportedProtocolError'
  readonly failure = 'unsupported-protocol'
}

/**
 * The answer redirected to another origin (scheme, host or port). The provider never redirects
 * an API call, and the API key must not follow one: the request stops there.
 */
export class RedirectRefusedError extends TransportError {
  override name = 'RedirectRefusedError'
  readonly failure = 'redirect-refused'
}

/** The answer was larger than `maxResponseBytes`: reading stopped there. */
export class ResponseTooLargeError extends TransportError {
  override name = 'ResponseTooLargeError'
  readonly failure = 'response-too-large'
}

/** A 2xx response whose body is not the JSON the operation promises. */
export class ResponseValidationError extends W3DataError {
  override name = 'ResponseValidationError'
  readonly operationId: string

  constructor(operationId: string, message: string, cause?: unknown) {
    super({ code: CoreErrorCode.INVALID_DATA, message, details: { operationId }, cause })
    this.operationId = operationId
  }
}
