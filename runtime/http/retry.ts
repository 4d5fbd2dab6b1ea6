import { onAbort } from './onAbort'

/** Methods that may be sent again: reading twice is harmless, writing twice is not. */
const RETRYABLE_METHODS: ReadonlySet<string> = new Set(['GET', 'OPTIONS'])
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 413, 429, 500, 502, 503, 504])

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number
  /** First backoff step in ms; doubles on each retry. */
  baseDelay: number
  /** Upper bound of one backoff wait in ms. */
  maxDelay: number
  /** Upper bound of a wait asked for by `Retry-After`, in ms. */
  maxRetryAfter: number
}

export function mayRetry(method: string, status: number, retriesDone: number, policy: RetryPolicy): boolean {
  return retriesDone < policy.maxRetries && RETRYABLE_METHODS.has(method) && RETRYABLE_STATUSES.has(status)
}

/**
 * How long to wait before retry number `retriesDone + 1` when the provider named no wait:
 * exponential backoff, jittered between half and all of the step.
 */
export function backoffDelay(retriesDone: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxDelay, policy.baseDelay * 2 ** retriesDone)
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2)
}

/**
 * The wait a `Retry-After` header asks for, in ms: delta seconds or an HTTP date. A malformed
 * or negative value is no request at all (the caller falls back to the backoff).
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const text = header.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000
  // An HTTP date ends in GMT (RFC 9110 §5.6.7); anything else Date.parse might guess at is malformed.
  const date = text.endsWith('GMT') ? Date.parse(text) : Number.NaN
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      unwatch?.()
      resolve()
    }, ms)
    const unwatch =
      signal &&
      onAbort(signal, () => {
        clearTimeout(timer)
        reject(signal.reason)
      })
  })
}
