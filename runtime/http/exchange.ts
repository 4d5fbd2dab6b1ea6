// What a call hands to the HTTP layer, what it sends with, and what comes back.
import type { Logger } from '../client/Logger'
import type { RetryPolicy } from './retry'

export interface HttpRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
  operationId: string
  signal?: AbortSignal | undefined
  timeout: number
  /** Resolve a 404 instead of throwing (nullable operations). */
  allowNotFound: boolean
  /** Largest body read, in bytes; a larger answer fails with ResponseTooLargeError. */
  maxResponseBytes: number
  /** Compute units each attempt spends from the client's budget; set only when it has one. */
  cost?: number
}

export interface HttpTransport {
  fetch: typeof fetch
  retry: RetryPolicy
  logger: Logger
  /** The client's compute-unit budget (`rateLimit`, runtime/budget), when it has one. */
  budget?: { attempt(request: HttpRequest, sending: () => Promise<Response>): Promise<Response> }
}

export interface HttpResponse {
  status: number
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown
}
