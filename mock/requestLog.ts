import type { QueryValues } from './incoming'

/** One request as the mock received it. */
export interface RecordedRequest {
  method: string
  /** Path and query as received. */
  url: string
  /** The API from the path prefix; undefined when the prefix names none. */
  api: string | undefined
  /** The network from the path prefix, for APIs served per network. */
  network: string | undefined
  /** The path within the API (after `/{api}` or `/{api}/{network}`). */
  path: string
  /** The operation served; undefined for unknown routes and preflights. */
  operationId: string | undefined
  /** Parsed query; `name[]` lists folded to `name`. */
  query: QueryValues
  /** Lowercase header names. */
  headers: Record<string, string>
  /** Parsed JSON body, or undefined. */
  body: unknown
}

/** The requests a server received, oldest first (a read-only array, the latest 10 000) plus `reset()`. */
export interface RequestLog extends ReadonlyArray<RecordedRequest> {
  /** Forgets every recorded request. */
  reset(): void
}

/** A long-running demo server keeps only this many of the latest requests. */
const MAX_ENTRIES = 10_000

/** An empty log, and the function that appends to it (dropping the oldest past 10 000). */
export function createRequestLog(): { log: RequestLog; record: (request: RecordedRequest) => void } {
  const entries: RecordedRequest[] = []
  Object.defineProperty(entries, 'reset', {
    value: () => {
      entries.length = 0
    },
    enumerable: false,
  })
  const record = (request: RecordedRequest) => {
    if (entries.push(request) > MAX_ENTRIES) entries.shift()
  }
  return { log: entries as unknown as RequestLog, record }
}
