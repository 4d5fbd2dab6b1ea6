/** The error class an HTTP failure raises, by status; any other status raises {@link errorClassName}'s fallback. */
export const STATUS_ERROR_CLASSES = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  422: 'UnprocessableEntityError',
  429: 'RateLimitError',
} as const satisfies Readonly<Record<number, string>>

/** Every class an HTTP failure may raise: one per status above, then the fallbacks. */
export type HttpErrorClassName =
  | (typeof STATUS_ERROR_CLASSES)[keyof typeof STATUS_ERROR_CLASSES]
  | 'ServerError'
  | 'HttpError'

/** The class of an HTTP failure: the status's own, else ServerError for 5xx, else HttpError. */
export function errorClassName(status: number): HttpErrorClassName {
  return (
    (STATUS_ERROR_CLASSES as Readonly<Record<number, HttpErrorClassName>>)[status] ??
    (status >= 500 ? 'ServerError' : 'HttpError')
  )
}
