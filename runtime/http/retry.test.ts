import { afterEach, describe, expect, it, vi } from 'vitest'
import { backoffDelay, mayRetry, parseRetryAfter, type RetryPolicy, sleep } from './retry'

// README, options: "backoff in ms (doubling from retryDelay, jittered, at most maxRetryDelay)".
const POLICY: RetryPolicy = { maxRetries: 10, baseDelay: 300, maxDelay: 10_000, maxRetryAfter: 60_000 }

/** Just under 1: Math.random never returns 1 itself. */
const HIGHEST_RANDOM = 1 - Number.EPSILON

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('backoffDelay', () => {
  it('doubles the step from retryDelay on each retry (jitter at its highest)', () => {
    vi.spyOn(Math, 'random').mockReturnValue(HIGHEST_RANDOM)
    const steps = [0, 1, 2, 3, 4].map((retriesDone) => backoffDelay(retriesDone, POLICY))
    expect(steps).toEqual([300, 600, 1200, 2400, 4800])
  })

  it('jitters between half and all of the step', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect([0, 1, 2].map((retriesDone) => backoffDelay(retriesDone, POLICY))).toEqual([150, 300, 600])
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    expect([0, 1, 2].map((retriesDone) => backoffDelay(retriesDone, POLICY))).toEqual([225, 450, 900])
  })

  it('never waits longer than maxRetryDelay, however many retries were done', () => {
    vi.spyOn(Math, 'random').mockReturnValue(HIGHEST_RANDOM)
    const capped = { ...POLICY, maxDelay: 1000 }
    expect([2, 3, 10, 40].map((retriesDone) => backoffDelay(retriesDone, capped))).toEqual([
      1000, 1000, 1000, 1000,
    ])
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(backoffDelay(40, capped)).toBe(500)
  })
})

describe('parseRetryAfter', () => {
  const NOW = Date.UTC(2026, 0, 1, 12, 0, 0)

  it('reads delta seconds as milliseconds, fractions included', () => {
    expect(parseRetryAfter('2', NOW)).toBe(2000)
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0)
    expect(parseRetryAfter('1.5', NOW)).toBe(1500)
    expect(parseRetryAfter('1.25', NOW)).toBe(1250)
  })

  it('reads an HTTP date as the time left until it, and a past date as no wait', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:30 GMT', NOW)).toBe(30_000)
    expect(parseRetryAfter('Thu, 01 Jan 2026 11:59:00 GMT', NOW)).toBe(0)
  })

  it('treats an absent, negative or malformed value as no request', () => {
    for (const header of [null, '', '-5', 'soon', '1e3', 'Thu, 01 Jan 2026 12:00:30', 'Thu, 99 Foo GMT']) {
      expect(parseRetryAfter(header, NOW), String(header)).toBeUndefined()
    }
  })
})

describe('mayRetry', () => {
  // The retry rule: "Only GET and OPTIONS are retried, and only on statuses 408, 413, 429, 500, 502, 503 or 504."
  const RETRYABLE_STATUSES = [408, 413, 429, 500, 502, 503, 504]

  it('retries GET and OPTIONS on the retried statuses while retries remain', () => {
    for (const method of ['GET', 'OPTIONS']) {
      for (const status of RETRYABLE_STATUSES) expect(mayRetry(method, status, 0, POLICY)).toBe(true)
      expect(mayRetry(method, 503, POLICY.maxRetries, POLICY)).toBe(false)
    }
  })

  it('never retries another method, whatever the status', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      for (const status of RETRYABLE_STATUSES) expect(mayRetry(method, status, 0, POLICY), method).toBe(false)
    }
  })

  it('never retries another status', () => {
    for (const status of [200, 301, 400, 401, 403, 404, 409, 422, 501, 505]) {
      expect(mayRetry('GET', status, 0, POLICY), String(status)).toBe(false)
    }
  })
})

describe('sleep', () => {
  it('waits the time given', async () => {
    vi.useFakeTimers()
    let slept = false
    const waiting = sleep(300, new AbortController().signal).then(() => {
      slept = true
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(slept).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(slept).toBe(true)
  })

  it('ends with the reason when the signal aborts, and leaves no timer', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const waiting = sleep(300, controller.signal)
    controller.abort('stop')
    await expect(waiting).rejects.toBe('stop')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not wait at all when the signal has already aborted', async () => {
    vi.useFakeTimers()
    await expect(sleep(300, AbortSignal.abort('stop'))).rejects.toBe('stop')
    expect(vi.getTimerCount()).toBe(0)
  })
})
