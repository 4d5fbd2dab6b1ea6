// The API key and the streams secret never show in an error (message, String, JSON, util.inspect
// with depth Infinity, the cause chain) nor in a log line at any level, whatever the provider
// echoes back. Calls go to the mock provider on 127.0.0.1.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  createClient,
  isW3DataError,
  LOG_LEVELS,
  type LogLevel,
  type LogSink,
  type W3DataClient,
} from 'w3data'
import { createMockServer, type FaultPlan, type MockServer } from 'w3data/mock'
import { API_KEY, expectNoSecret, STREAMS_SECRET } from './render'

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer({ port: 0, host: '127.0.0.1', apiKeys: [API_KEY] })
})
afterEach(() => mock.faults.clear())
afterAll(() => mock.close())

/** `value` wrapped in `levels` objects (or lists, for a list). */
function nest(levels: number, value: unknown): unknown {
  let out = value
  for (let level = 0; level < levels; level++) out = Array.isArray(value) ? [out] : { [`level${level}`]: out }
  return out
}

/** A provider that echoes every secret back, in its message, its details and deep in its body. */
const ECHO = {
  message: `Invalid key ${API_KEY}; signing secret ${STREAMS_SECRET}`,
  details: { apiKey: API_KEY, headers: { 'x-api-key': API_KEY, authorization: `Bearer ${API_KEY}` } },
  deep: nest(12, { key: API_KEY, secret: STREAMS_SECRET }),
  list: nest(12, [API_KEY]),
}

interface Scenario {
  name: string
  /** Fault plan on `route`. */
  route?: string
  plan?: FaultPlan
  run(client: W3DataClient): Promise<unknown>
  /** Rejects (true) or resolves (false). */
  fails: boolean
}

const latestCoins = (client: W3DataClient, timeout?: number) =>
  client.aptos.getLatestCoins({ limit: 2 }, timeout === undefined ? undefined : { timeout })

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'a failing call whose 401 echoes the secrets',
    route: 'getLatestCoins',
    plan: { statuses: [401], body: ECHO },
    run: (client) => latestCoins(client),
    fails: true,
  },
  {
    name: 'a retried call that fails (503 three times, echoing the secrets)',
    route: 'getLatestCoins',
    plan: { statuses: [503, 503, 503], retryAfter: 0, body: ECHO },
    run: (client) => latestCoins(client),
    fails: true,
  },
  {
    name: 'a retried call that succeeds (429 then 500, then data)',
    route: 'getLatestCoins',
    plan: { statuses: [429, 500], body: ECHO },
    run: (client) => latestCoins(client),
    fails: false,
  },
  {
    name: 'a timeout',
    route: 'getLatestCoins',
    plan: { latencyMs: 300 },
    run: (client) => latestCoins(client, 50),
    fails: true,
  },
  {
    name: 'a connection reset',
    route: 'getLatestCoins',
    plan: { reset: 1 },
    run: (client) => latestCoins(client),
    fails: true,
  },
  {
    name: 'broken JSON',
    route: 'getLatestCoins',
    plan: { malformedJson: 1 },
    run: (client) => latestCoins(client),
    fails: true,
  },
  {
    name: 'a Bearer operation answered 403 with the secrets',
    route: 'endpointWeights',
    plan: { statuses: [403], body: ECHO },
    run: (client) => client.evm.endpointWeights({}),
    fails: true,
  },
  {
    name: 'a POST answered 422 with the secrets',
    route: 'getMultipleTokenPrices',
    plan: { statuses: [422], body: ECHO },
    run: (client) =>
      client.evm.getMultipleTokenPrices({
        tokens: [{ tokenAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7' }],
      }),
    fails: true,
  },
  {
    name: 'a parameter holding the key',
    run: (client) => client.aptos.getAccount({ address: API_KEY }),
    fails: true,
  },
  {
    name: 'an unknown parameter named after the secret',
    run: (client) => client.aptos.getLatestCoins({ [STREAMS_SECRET]: 1 } as never),
    fails: true,
  },
]

/** A sink that keeps every line with its details. */
function capture(): { sink: LogSink; lines: { level: string; message: string; details: unknown }[] } {
  const lines: { level: string; message: string; details: unknown }[] = []
  const keep = (level: string) => (message: string, details?: unknown) =>
    lines.push({ level, message, details })
  return {
    sink: { debug: keep('debug'), info: keep('info'), warn: keep('warn'), error: keep('error') },
    lines,
  }
}

const LEVELS = LOG_LEVELS.filter((level) => level !== 'off') as LogLevel[]

function clientAt(level: LogLevel, sink: LogSink): W3DataClient {
  return createClient({
    apiKey: API_KEY,
    streamsSecret: STREAMS_SECRET,
    baseUrls: mock.baseUrls,
    logLevel: level,
    logger: sink,
    retryDelay: 1,
    maxRetryDelay: 5,
    maxRetryAfter: 20,
    timeout: 2_000,
  })
}

describe.each(LEVELS)('at log level %s', (level) => {
  for (const scenario of SCENARIOS) {
    it(`${scenario.name}: no secret in the error nor in a log line`, async () => {
      const { sink, lines } = capture()
      const client = clientAt(level, sink)
      if (scenario.route && scenario.plan) mock.faults.set(scenario.route, scenario.plan)
      const outcome = await scenario.run(client).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      )
      expect(outcome.ok).toBe(!scenario.fails)
      if (!outcome.ok) {
        expect(isW3DataError(outcome.error)).toBe(true)
        expectNoSecret(scenario.name, outcome.error)
      }
      for (const line of lines) expectNoSecret(`${level} log line "${line.message}"`, line)
      if (level === 'verbose' && scenario.route) expect(lines.length).toBeGreaterThan(0)
    })
  }

  it('lines logged with the secrets in the message and the details print none of them', () => {
    const { sink, lines } = capture()
    const client = clientAt(level, sink)
    const details = {
      headers: { 'x-api-key': API_KEY, Authorization: `Bearer ${API_KEY}`, 'X-Signature': STREAMS_SECRET },
      fetchHeaders: new Headers({ 'x-api-key': API_KEY, cookie: `k=${API_KEY}` }),
      url: `https://example.test/?key=${API_KEY}`,
      error: new Error(`failed with ${API_KEY}`, { cause: new Error(`signed with ${STREAMS_SECRET}`) }),
      nested: ECHO,
      date: new Date(0),
    }
    for (const method of ['verbose', 'debug', 'info', 'warning', 'error'] as const)
      client.logger[method](`${method}: key ${API_KEY}, secret ${STREAMS_SECRET}`, details)
    // Exactly the levels at or above the client's are printed.
    expect(lines).toHaveLength(5 - LEVELS.indexOf(level))
    for (const line of lines) expectNoSecret(`${level} log line "${line.message}"`, line)
  })
})

describe('the retried and failing calls are logged', () => {
  it('a verbose client logs each attempt and each retry, with the secrets masked', async () => {
    const { sink, lines } = capture()
    mock.faults.set('getLatestCoins', { statuses: [503, 503, 503], body: ECHO })
    await expect(latestCoins(clientAt('verbose', sink))).rejects.toThrow('Service Unavailable(503)')
    expect(lines.filter((line) => line.message.includes('retrying'))).toHaveLength(2)
    expect(lines.length).toBeGreaterThanOrEqual(5)
    for (const line of lines) expectNoSecret(line.message, line)
  })
})
