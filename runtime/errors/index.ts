// The errors' public face, exported whole by the runtime's public index: the classes, their
// guards, the error codes and the mask that stands for a secret. Redaction's workings stay inside
// the runtime, imported from ./redact.

export {
  ApiErrorCode,
  AuthErrorCode,
  CoreErrorCode,
  LibraryErrorCode,
  StreamErrorCode,
  type W3DataErrorCode,
} from '../contract/errorCodes'
export {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  HttpError,
  isHttpError,
  NotFoundError,
  RateLimitError,
  ServerError,
  UNKNOWN_API_ERROR,
  UnauthorizedError,
  UnprocessableEntityError,
} from './HttpError'
export { PagingLoopError } from './PagingLoopError'
export { SECRET_MASK } from './redact'
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
export { isW3DataError, W3DataError } from './W3DataError'
