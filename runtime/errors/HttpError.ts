import { CoreErrorCode } from '../contract/errorCodes'
import { errorClassName, type HttpErrorClassName } from '../contract/httpErrors'
import { W3DataError } from './W3DataError'

export interface HttpErrorInit {
  status: number
  statusText: string
  method: string
  /** The request URL with secrets already removed. */
  url: string
  headers: Record<string, string>
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown
  operationId?: string | undefined
  /** The wait the provider asked for with `Retry-After`, in ms. */
  retryAfter?: number | undefined
  cause?: unknown
}

export const UNKNOWN_API_ERROR = 'Unknown error (no error info returned from API)'

/** The provider's message plus its details as JSON, or the fallback when the body says nothing. */
export function providerMessage(body: unknown): string {
  if (typeof body === 'string') return body.trim() || UNKNOWN_API_ERROR
  if (typeof body !== 'object' || body === null) return UNKNOWN_API_ERROR
  const { message, details } = body as { message?: unknown; details?: unknown }
  let text = Array.isArray(message) ? message.join(', ') : typeof message === 'string' ? message : ''
  if (details !== undefined && details !== null)
    text = text ? `${text} ${JSON.stringify(details)}` : JSON.stringify(details)
  return text || UNKNOWN_API_ERROR
}

/**
 * A response outside 200–299. `HttpError.from` picks the status-specific subclass, so callers can
 * `catch (e) { if (e instanceof RateLimitError) … }` or read `status`.
 */
export class HttpError extends W3DataError {
  override name = 'HttpError'
  readonly status: number
  readonly statusText: string
  readonly method: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly body: unknown
  readonly requestId: string | undefined
  /** The provider's own message, as sent. */
  readonly providerMessage: string
  /** The wait the provider asked for with `Retry-After` (seconds or an HTTP date), in ms. */
  readonly retryAfter: number | undefined

  constructor(init: HttpErrorInit) {
    const text = providerMessage(init.body)
    super({
      code: CoreErrorCode.REQUEST_ERROR,
      message: `Request failed, ${init.statusText}(${init.status}): ${text}`,
      details: {
        status: init.status,
        method: init.method,
        url: init.url,
        operationId: init.operationId,
        response: init.body,
      },
      cause: init.cause,
    })
    this.status = init.status
    this.statusText = init.statusText
    this.method = init.method
    this.url = init.url
    this.headers = init.headers
    this.body = init.body
    this.requestId = init.headers['x-request-id']
    this.providerMessage = text
    this.retryAfter = init.retryAfter
  }

  static from(init: HttpErrorInit): HttpError {
    return new ERROR_CLASSES[errorClassName(init.status)](init)
  }
}

export class BadRequestError extends HttpError {
  override name = 'BadRequestError'
}
export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError'
}
export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError'
}
export class NotFoundError extends HttpError {
  override name = 'NotFoundError'
}
export class ConflictError extends HttpError {
  override name = 'ConflictError'
}
export class UnprocessableEntityError extends HttpError {
  override name = 'UnprocessableEntityError'
}
export class RateLimitError extends HttpError {
  override name = 'RateLimitError'
}
export class ServerError extends HttpError {
  override name = 'ServerError'
}

/** The class of each name the contract's status table gives. */
const ERROR_CLASSES = {
  BadRequestError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  UnprocessableEntityError,
  RateLimitError,
  ServerError,
  HttpError,
} satisfies Record<HttpErrorClassName, typeof HttpError>

export function isHttpError(value: unknown): value is HttpError {
  return (
    value instanceof HttpError ||
    (value instanceof Error && typeof (value as HttpError).status === 'number' && 'providerMessage' in value)
  )
}
