import { describe, expect, it } from 'vitest'
import { runChaos } from './chaos'
import { expectedOutcome } from './faults'

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

describe('the chaos model', () => {
  it('does not wait out a Retry-After past maxRetryAfter: one attempt, the error', () => {
    expect(expectedOutcome({ statuses: [429, 429], retryAfter: 999_999 }, 'GET', false, 2, 200, 20)).toEqual({
      attempts: 1,
      outcome: 'RateLimitError',
    })
    expect(expectedOutcome({ statuses: [429], retryAfter: 0 }, 'GET', false, 2, 200, 20)).toEqual({
      attempts: 2,
      outcome: 'value',
    })
  })

  it('retries a GET on listed statuses up to maxRetries, a POST never', () => {
    expect(expectedOutcome({ statuses: [503, 429] }, 'GET', false, 2, 200)).toEqual({
      attempts: 3,
      outcome: 'value',
    })
    expect(expectedOutcome({ statuses: [503, 429, 500] }, 'GET', false, 2, 200)).toEqual({
      attempts: 3,
      outcome: 'ServerError',
    })
    expect(expectedOutcome({ statuses: [503] }, 'POST', false, 3, 200)).toEqual({
      attempts: 1,
      outcome: 'ServerError',
    })
    expect(expectedOutcome({ statuses: [413] }, 'GET', false, 0, 200)).toEqual({
      attempts: 1,
      outcome: 'HttpError',
    })
  })

  it('never retries a reset, a timeout, broken JSON or a 4xx', () => {
    expect(expectedOutcome({ reset: 1 }, 'GET', false, 2, 200)).toEqual({
      attempts: 1,
      outcome: 'NetworkError',
    })
    expect(expectedOutcome({ latencyMs: 450 }, 'GET', false, 2, 200)).toEqual({
      attempts: 1,
      outcome: 'TimeoutError',
    })
    expect(expectedOutcome({ malformedJson: 1 }, 'GET', false, 2, 200)).toEqual({
      attempts: 1,
      outcome: 'ResponseValidationError',
    })
    expect(expectedOutcome({ statuses: [404] }, 'GET', true, 2, 200)).toEqual({
      attempts: 1,
      outcome: 'null',
    })
    expect(expectedOutcome({ statuses: [409] }, 'GET', false, 2, 200)).toEqual({
      attempts: 1,
      outcome: 'ConflictError',
    })
    expect(expectedOutcome({ statuses: [502], malformedJson: 1 }, 'GET', false, 2, 200)).toEqual({
      attempts: 2,
      outcome: 'ResponseValidationError',
    })
  })
})
