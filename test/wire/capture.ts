import nock from 'nock'
import { expect } from 'vitest'

/** Hosts the wire tests point every API at: one origin each, none on the internet. */
export const TEST_BASE_URLS = {
  evm: 'https://evm.test/api/v2.2',
  aptos: { mainnet: 'https://aptos-main.test', testnet: 'https://aptos-test.test' },
  streams: 'https://streams.test',
  auth: 'https://auth.test',
  solana: 'https://solana.test',
} as const

/** One request as it reached the wire. */
export interface Captured {
  method: string
  origin: string
  /** The path as sent, without the query. */
  path: string
  /** Path and query exactly as sent (still percent-encoded). */
  rawPath: string
  /** Query pairs in the order sent, decoded. */
  query: [string, string][]
  headers: Record<string, string>
  /** The parsed JSON body, or undefined. */
  body: unknown
}

const ORIGINS = [
  ...new Set(
    [
      TEST_BASE_URLS.evm,
      ...Object.values(TEST_BASE_URLS.aptos),
      TEST_BASE_URLS.streams,
      TEST_BASE_URLS.auth,
      TEST_BASE_URLS.solana,
    ].map((url) => new URL(url).origin),
  ),
]
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const

/**
 * Answers every request to the test hosts with `answer` (JSON) and records each one. The list
 * grows as requests arrive.
 */
export function capture(answer: unknown): Captured[] {
  const seen: Captured[] = []
  for (const origin of ORIGINS) {
    for (const method of METHODS) {
      nock(origin)
        .persist()
        .intercept(() => true, method)
        .reply(function (this: nock.ReplyFnContext, uri, body) {
          const [path = '', search = ''] = uri.split(/\?(.*)/s)
          seen.push({
            method,
            origin,
            path,
            rawPath: uri,
            query: search === '' ? [] : search.split('&').map(decodePair),
            headers: lowerCaseHeaders(this.req.headers),
            body: typeof body === 'string' && body !== '' ? JSON.parse(body) : body || undefined,
          })
          return [200, JSON.stringify(answer), { 'content-type': 'application/json' }]
        })
    }
  }
  return seen
}

function decodePair(pair: string): [string, string] {
  const at = pair.indexOf('=')
  const [name, value] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)]
  return [decodeURIComponent(name), decodeURIComponent(value)]
}

function lowerCaseHeaders(headers: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
  )
}

/** The one request `call` sends, answered with `answer` (a `{ result: [] }` page by default). */
export async function sentOnce(
  call: () => Promise<unknown>,
  answer: unknown = { result: [] },
): Promise<Captured> {
  nock.cleanAll()
  const seen = capture(answer)
  await call()
  expect(seen).toHaveLength(1)
  return seen[0] as Captured
}
