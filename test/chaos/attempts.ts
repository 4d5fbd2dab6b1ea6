/** Header that tags every request of one logical chaos call, read by the fetch wrapper and the mock log. */
export const CALL_HEADER = 'x-chaos-call'

/** One request the client sent, as the fetch wrapper saw it. */
export interface Attempt {
  method: string
  /** performance.now() when fetch was called. */
  start: number
  /** performance.now() when fetch settled; undefined while in flight. */
  end?: number
  /** The status, when an HTTP answer came. */
  status?: number
  /** The `Retry-After` header of that answer. */
  retryAfter?: string | null
  /** The rejection's name (TypeError for a reset, AbortError/TimeoutError for a timeout). */
  error?: string
}

/**
 * A fetch that forwards to the global one and records every request by the call id in
 * `CALL_HEADER`: how many times each logical call was sent, and how each attempt ended.
 */
export function createCountingFetch(): { fetch: typeof fetch; attempts: Map<string, Attempt[]> } {
  const attempts = new Map<string, Attempt[]>()
  const counting: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : undefined
    const headers = new Headers(init?.headers ?? request?.headers)
    const id = headers.get(CALL_HEADER) ?? request?.headers.get(CALL_HEADER) ?? 'untagged'
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
    const attempt: Attempt = { method, start: performance.now() }
    const list = attempts.get(id) ?? []
    list.push(attempt)
    attempts.set(id, list)
    try {
      const response = await globalThis.fetch(input, init)
      attempt.status = response.status
      attempt.retryAfter = response.headers.get('retry-after')
      return response
    } catch (error) {
      attempt.error = error instanceof Error ? error.name : typeof error
      throw error
    } finally {
      attempt.end = performance.now()
    }
  }
  return { fetch: counting, attempts }
}
