/**
 * The request as sent: the demo's client gets a `fetch` that records each request here (with the
 * API key masked) before handing it to the browser's fetch. A tiny store for useSyncExternalStore.
 */
import { SECRET_MASK } from 'w3data'

const SECRET_HEADERS = new Set(['x-api-key', 'authorization'])

export interface RecordedRequest {
  method: string
  url: string
  /** Header name and value, secrets masked. */
  headers: readonly (readonly [string, string])[]
  body: string | undefined
  /** Set when the response arrives. */
  status?: number
  statusText?: string
}

export interface RequestLogState {
  /** The last request sent since the last `reset()`. */
  last: RecordedRequest | undefined
  /** Requests sent since the last `reset()`: retries count. */
  attempts: number
}

let state: RequestLogState = { last: undefined, attempts: 0 }
const listeners = new Set<() => void>()

function update(next: RequestLogState): void {
  state = next
  for (const listener of listeners) listener()
}

export const requestLog = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot(): RequestLogState {
    return state
  },
  /** Called when a new run starts. */
  reset(): void {
    update({ last: undefined, attempts: 0 })
  },
}

export function maskHeaders(headers: Headers): [string, string][] {
  return [...headers].map(([name, value]) => [
    name,
    SECRET_HEADERS.has(name.toLowerCase()) ? SECRET_MASK : value,
  ])
}

/**
 * A fetch that records what it sends, then delegates to `globalThis.fetch`. Attempts count when
 * they are answered or fail; one aborted before it left (React's StrictMode remount) does not.
 */
export const recordingFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init)
  const body = request.body ? await request.clone().text() : undefined
  const recorded: RecordedRequest = {
    method: request.method,
    url: request.url,
    headers: maskHeaders(request.headers),
    body,
  }
  update({ ...state, last: recorded })
  try {
    const response = await globalThis.fetch(request, input instanceof Request ? init : undefined)
    const { status, statusText } = response
    update({
      attempts: state.attempts + 1,
      last: state.last === recorded ? { ...recorded, status, statusText } : state.last,
    })
    return response
  } catch (error) {
    if (!request.signal.aborted) update({ ...state, attempts: state.attempts + 1 })
    throw error
  }
}

/** The request as a curl command; secrets are already masked. */
export function toCurl({ method, url, headers, body }: RecordedRequest): string {
  const lines = [
    `curl -X ${method} ${quote(url)}`,
    ...headers.map(([name, value]) => `-H ${quote(`${name}: ${value}`)}`),
  ]
  if (body !== undefined) lines.push(`--data ${quote(body)}`)
  return lines.join(' \\\n  ')
}

function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`
}
