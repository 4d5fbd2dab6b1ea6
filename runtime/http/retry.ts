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
 * How long to wait before retry number `retriesDone + 1`: the server's `Retry-After` (seconds or
 * an HTTP date) up to `maxRetryAfter`, else exponential backoff, jittered between half and all of the step.
 */
export function retryDelay(
  retriesDone: number,
  retryAfter: string | null,
  policy: RetryPolicy,
  now = Date.now(),
): number {
  const asked = parseRetryAfter(retryAfter, now)
  if (asked !== undefined) return Math.min(asked, policy.maxRetryAfter)
  const ceiling = Math.min(policy.maxDelay, policy.baseDelay * 2 ** retriesDone)
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2)
}

function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
