import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, isW3DataError, type W3DataClient } from 'w3data'
import { createMockServer, type FaultPlan, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { SIGNED_TRANSACTION } from '../mock/sampleParams'
import { CHAOS_CLIENT, runChaos } from './chaos'
import { type Expected, expectedOutcome, PAST_TIMEOUT_MS } from './faults'

describe('chaos', () => {
  it('600 calls under seeded faults: every call settles and obeys the retry rules', async () => {
    const report = await runChaos({ calls: 600, seed: 7, concurrency: 20 })
    expect(report.violations).toEqual([])
    expect(report.settled).toBe(600)
    expect(report.unhandledRejections).toBe(0)
    expect(report.failed).toBe(0)
    // The run did exercise what it claims: faults of every kind, retries, writes and timeouts.
    expect(Object.keys(report.faults).length).toBeGreaterThanOrEqual(10)
    expect(report.retries).toBeGreaterThan(50)
    expect(report.methods['POST']).toBeGreaterThan(50)
    expect(report.outcomes['TimeoutError']).toBeGreaterThan(0)
    expect(report.outcomes['NetworkError']).toBeGreaterThan(0)
    expect(report.outcomes['ResponseValidationError']).toBeGreaterThan(0)
    expect(report.retryAfterWaits).toBeGreaterThan(0)
    expect(report.longRetryAfterSurfaced).toBeGreaterThan(0)
    expect(report.hostile).toMatchObject({
      redirectsRefused: 6,
      loopsStopped: 6,
      oversizeRefused: 6,
      tricklesTimedOut: 6,
      emptyStreamsStopped: 6,
      unknownMembersKept: 6,
      errorPagesBounded: 6,
      requestsToThief: 0,
    })
    // Operations the sampler cannot call without faults are listed, not silently dropped.
    expect(report.excluded.length).toBeLessThan(10)
  }, 60_000)
})

/** One call of a scenario: the client's operation, how the mock serves it, and the rule's answer. */
interface Scenario {
  name: string
  operation: 'getLatestCoins' | 'submitTransaction' | 'resolveAddress'
  plan: FaultPlan
  maxRetries: number
  /** The attempt timeout: roomy, so that a busy machine times out only the scenario about timeouts. */
  timeout?: number
  expected: Expected
}

const ROOMY_TIMEOUT = 10_000

// The retry rule: only GET and OPTIONS are retried, only on 408, 413, 429, 500, 502, 503 and 504, at
// most maxRetries times; README: a Retry-After past maxRetryAfter fails the call at once.
const SCENARIOS: Scenario[] = [
  {
    name: 'a GET through two retryable statuses',
    operation: 'getLatestCoins',
    plan: { statuses: [503, 429] },
    maxRetries: 2,
    expected: { attempts: 3, outcome: 'value' },
  },
  {
    name: 'a GET past maxRetries',
    operation: 'getLatestCoins',
    plan: { statuses: [503, 429, 500] },
    maxRetries: 2,
    expected: { attempts: 3, outcome: 'ServerError' },
  },
  {
    name: 'a 413 with maxRetries 0',
    operation: 'getLatestCoins',
    plan: { statuses: [413] },
    maxRetries: 0,
    expected: { attempts: 1, outcome: 'HttpError' },
  },
  {
    name: 'a POST answered 503',
    operation: 'submitTransaction',
    plan: { statuses: [503] },
    maxRetries: 3,
    expected: { attempts: 1, outcome: 'ServerError' },
  },
  {
    name: 'a Retry-After past maxRetryAfter',
    operation: 'getLatestCoins',
    plan: { statuses: [429, 429], retryAfter: 999_999 },
    maxRetries: 2,
    expected: { attempts: 1, outcome: 'RateLimitError' },
  },
  {
    name: 'a Retry-After of 0',
    operation: 'getLatestCoins',
    plan: { statuses: [429], retryAfter: 0 },
    maxRetries: 2,
    expected: { attempts: 2, outcome: 'value' },
  },
  {
    name: 'a reset',
    operation: 'getLatestCoins',
    plan: { reset: 1 },
    maxRetries: 2,
    expected: { attempts: 1, outcome: 'NetworkError' },
  },
  {
    name: 'an answer past the timeout',
    operation: 'getLatestCoins',
    plan: { latencyMs: PAST_TIMEOUT_MS },
    maxRetries: 2,
    timeout: CHAOS_CLIENT.timeout,
    expected: { attempts: 1, outcome: 'TimeoutError' },
  },
  {
    name: 'broken JSON',
    operation: 'getLatestCoins',
    plan: { malformedJson: 1 },
    maxRetries: 2,
    expected: { attempts: 1, outcome: 'ResponseValidationError' },
  },
  {
    name: 'broken JSON after a 502',
    operation: 'getLatestCoins',
    plan: { statuses: [502], malformedJson: 1 },
    maxRetries: 2,
    expected: { attempts: 2, outcome: 'ResponseValidationError' },
  },
  {
    name: 'a 409',
    operation: 'getLatestCoins',
    plan: { statuses: [409] },
    maxRetries: 2,
    expected: { attempts: 1, outcome: 'ConflictError' },
  },
  {
    name: 'a 404 of a nullable operation',
    operation: 'resolveAddress',
    plan: { statuses: [404] },
    maxRetries: 2,
    expected: { attempts: 1, outcome: 'null' },
  },
]

describe('the chaos model and the client, scenario by scenario', () => {
  const CALLS = {
    getLatestCoins: (client: W3DataClient) => client.aptos.getLatestCoins({ limit: 10 }),
    submitTransaction: (client: W3DataClient) =>
      client.aptos.submitTransaction({
        ...SIGNED_TRANSACTION,
        payload: { ...SIGNED_TRANSACTION.payload, typeArguments: [], arguments: ['0x2', '100'] },
      }),
    resolveAddress: (client: W3DataClient) => client.evm.resolveAddress({ address: `0x${'1'.repeat(40)}` }),
  }
  let mock: MockServer
  beforeAll(async () => {
    mock = await createMockServer()
    // Loads ky and the operations once, so no scenario's first attempt pays that inside its 200 ms.
    const warm = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
    await Promise.all(Object.values(CALLS).map((call) => call(warm)))
  })
  afterAll(() => mock.close())

  const METHODS = { getLatestCoins: 'GET', submitTransaction: 'POST', resolveAddress: 'GET' }

  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('%s', async (_, scenario) => {
    const { operation, plan, maxRetries, expected, timeout = ROOMY_TIMEOUT } = scenario
    const client = createClient({
      apiKey: MOCK_API_KEY,
      baseUrls: mock.baseUrls,
      ...CHAOS_CLIENT,
      maxRetries,
      timeout,
    })
    mock.faults.clear()
    mock.faults.set(operation, plan)
    mock.requests.reset()
    const outcome = await CALLS[operation](client).then(
      (value) => (value === null ? 'null' : 'value'),
      (error: unknown) => (isW3DataError(error) ? error.name : String(error)),
    )
    expect({ attempts: mock.requests.length, outcome }).toEqual(expected)
    // The model the chaos run judges 600 calls by gives the same answer.
    const nullable = operation === 'resolveAddress'
    expect(
      expectedOutcome(plan, METHODS[operation], nullable, maxRetries, timeout, CHAOS_CLIENT.maxRetryAfter),
    ).toEqual(expected)
  })
})
