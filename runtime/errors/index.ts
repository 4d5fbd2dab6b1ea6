export type { W3DataErrorCode } from '../contract/errorCodes'
export {
  ApiErrorCode,
  AuthErrorCode,
  CoreErrorCode,
  LibraryErrorCode,
  StreamErrorCode,
} from '../contract/errorCodes'
export type { HttpErrorInit } from './HttpError'
export {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HttpError,
  isHttpError,
  NotFoundError,
  providerMessage,
  RateLimitError,
  ServerError,
  UNKNOWN_API_ERROR,
  UnauthorizedError,
  UnprocessableEntityError,
} from './HttpError'
export { PagingLoopError } from './PagingLoopError'
export { redactDeep, redactSecrets, registerSecret, SECRET_MASK } from './redact'
export type { TransportFailure } from './transport'
export {
  AbortError,
  NetworkError,
  RedirectRefusedError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
  TransportError,
  UnsupportedProtocolError,
} from './transport'
export type { W3DataErrorOptions } from './W3DataError'
export { isW3DataError, W3DataError } from './W3DataError'
