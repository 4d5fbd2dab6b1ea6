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
  budget?: CallBudget
}

/**
 * What the call path asks of a compute-unit budget (runtime/budget's `ComputeUnitBudget` is one):
 * what one attempt of an operation spends (runtime/operation/execute.ts), and each attempt run
 * under it, its cost spent first and a 429 pausing every call (runtime/http/attempt.ts).
 */
export interface CallBudget {
  costOf(operation: CostedOperation, client: BudgetClient): number | Promise<number>
  attempt(request: HttpRequest, sending: () => Promise<Response>): Promise<Response>
}

/** What a call's cost is looked up by; `cost` is the catalogue's `x-w3data-cost` figure (absent: 1). */
export interface CostedOperation {
  api: string
  id: string
  cost?: number
}

/** The calling client, which a budget reads the provider's EVM `endpointWeights` with. */
export interface BudgetClient {
  baseUrls: Readonly<Record<string, unknown>>
  timeout: number
  maxResponseBytes: number
  headers: Readonly<Record<string, string>>
  transport: HttpTransport
}

export interface HttpResponse {
  status: number
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown
}
