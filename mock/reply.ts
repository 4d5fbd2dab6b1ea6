import { STATUS_CODES } from 'node:http'

/** What the mock answers: a status, a JSON body and any extra headers. */
export interface Reply {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/**
 * An error body shaped like the provider's (NestJS): `{ statusCode, error, message }`, with
 * `details` when there is more to say.
 */
export function errorBody(status: number, message: string, details?: unknown): Record<string, unknown> {
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    ...(details !== undefined && { details }),
  }
}

/** A reply carrying `errorBody`. */
export function errorReply(status: number, message: string, details?: unknown): Reply {
  return { status, body: errorBody(status, message, details) }
}
