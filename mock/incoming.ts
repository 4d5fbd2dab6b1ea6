import type { IncomingMessage } from 'node:http'

/** Query values as parsed: one string, or a list for `name[]=…` and repeated names. */
export type QueryValues = Record<string, string | string[]>

/** A received request, read once and shared by the checks, the handler and the log. */
export interface IncomingCall {
  method: string
  /** Path and query as received. */
  url: string
  pathname: string
  query: QueryValues
  /** Lowercase names; repeated headers joined with ', '. */
  headers: Record<string, string>
  /** The parsed JSON body; undefined when there is none or it is not JSON. */
  body: unknown
  /** True when a body was sent but is not valid JSON. */
  bodyInvalid: boolean
  /** True when the body passed MAX_BODY_BYTES: it is neither kept nor parsed. */
  bodyTooLarge?: boolean
}

/** Larger bodies are cut off: the mock serves tests and demos, not uploads. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * Folds a query string: `name[]=a&name[]=b` (what the SDK sends) and `name=a&name=b` both give
 * `name: ['a', 'b']`; `name[]=a` alone still gives a list.
 */
function parseQuery(search: URLSearchParams): QueryValues {
  const out: QueryValues = {}
  for (const [key, value] of search) {
    const isList = key.endsWith('[]')
    const name = isList ? key.slice(0, -2) : key
    const current = out[name]
    if (current === undefined) out[name] = isList ? [value] : value
    else out[name] = [...(Array.isArray(current) ? current : [current]), value]
  }
  return out
}

/** Reads the whole request (headers, query, JSON body). */
export async function readIncoming(request: IncomingMessage): Promise<IncomingCall> {
  const url = request.url ?? '/'
  const parsed = new URL(url, 'http://mock.invalid')
  const text = await readText(request)
  let body: unknown
  let bodyInvalid = false
  if (text !== undefined && text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      bodyInvalid = true
    }
  }
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    url,
    pathname: parsed.pathname,
    query: parseQuery(parsed.searchParams),
    headers,
    body,
    bodyInvalid,
    bodyTooLarge: text === undefined,
  }
}

/** The body as text, or undefined when it passes MAX_BODY_BYTES (read to its end, kept no further). */
async function readText(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size <= MAX_BODY_BYTES) chunks.push(buffer)
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')
}
