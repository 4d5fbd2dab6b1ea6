import { afterEach, describe, expect, it, vi } from 'vitest'
import { Deadline, timedOut } from './deadline'

afterEach(() => vi.useRealTimers())

describe('Deadline', () => {
  it('aborts its signal once its time has passed, with a reason that says so', () => {
    vi.useFakeTimers()
    const deadline = new Deadline(50, undefined)
    vi.advanceTimersByTime(49)
    expect(deadline.signal.aborted).toBe(false)
    vi.advanceTimersByTime(1)
    expect(deadline.signal.aborted).toBe(true)
    expect(timedOut(deadline.signal)).toBe(true)
    expect(deadline.signal.reason).toMatchObject({
      name: 'AttemptTimedOut',
      message: 'timed out after 50 ms',
    })
  })

  it("aborts with the caller's reason when the caller aborts first, which is no time-out", () => {
    const caller = new AbortController()
    const deadline = new Deadline(1000, caller.signal)
    caller.abort('stop')
    expect(deadline.signal.reason).toBe('stop')
    expect(timedOut(deadline.signal)).toBe(false)
    deadline.clear()
  })

  it("starts aborted when the caller's signal already is", () => {
    const deadline = new Deadline(1000, AbortSignal.abort('stop'))
    expect(deadline.signal.aborted).toBe(true)
    expect(deadline.signal.reason).toBe('stop')
    deadline.clear()
  })

  it('once cleared, neither its time nor the caller aborts it, and it leaves no timer', () => {
    vi.useFakeTimers()
    const caller = new AbortController()
    const deadline = new Deadline(50, caller.signal)
    deadline.clear()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(100)
    caller.abort()
    expect(deadline.signal.aborted).toBe(false)
  })
})

describe('timedOut', () => {
  it('is false without a signal, for one still running, and for any other abort', () => {
    expect(timedOut(undefined)).toBe(false)
    expect(timedOut(new AbortController().signal)).toBe(false)
    expect(timedOut(AbortSignal.abort(new Error('timed out after 50 ms')))).toBe(false)
  })
})
