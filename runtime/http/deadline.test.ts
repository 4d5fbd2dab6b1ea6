import { afterEach, describe, expect, it, vi } from 'vitest'
import { AttemptTimedOut, Deadline } from './deadline'

afterEach(() => vi.useRealTimers())

describe('Deadline', () => {
  it('counts down the time left, to 0 and no lower', () => {
    vi.useFakeTimers()
    const deadline = new Deadline(50, undefined)
    expect(deadline.left()).toBe(50)
    vi.advanceTimersByTime(20)
    expect(deadline.left()).toBe(30)
    vi.advanceTimersByTime(100)
    expect(deadline.left()).toBe(0)
  })

  it('gives no reason to stop while time is left and the caller has not aborted', () => {
    expect(new Deadline(1000, new AbortController().signal).stopReason()).toBeUndefined()
  })

  it('gives a time-out, which says how long the attempt had, once its time has passed', () => {
    vi.useFakeTimers()
    const deadline = new Deadline(50, undefined)
    vi.advanceTimersByTime(50)
    const reason = deadline.stopReason()
    expect(reason).toBeInstanceOf(AttemptTimedOut)
    expect(reason).toMatchObject({ name: 'AttemptTimedOut', message: 'timed out after 50 ms' })
  })

  it("gives the caller's reason once the caller has aborted, which is no time-out", () => {
    expect(new Deadline(1000, AbortSignal.abort('stop')).stopReason()).toBe('stop')
  })

  it('tells a watcher once its time has passed, with a time-out', () => {
    vi.useFakeTimers()
    const stop = vi.fn()
    new Deadline(50, undefined).watch(stop)
    vi.advanceTimersByTime(49)
    expect(stop).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(stop).toHaveBeenCalledWith(expect.any(AttemptTimedOut))
  })

  it("tells a watcher the caller's reason when the caller aborts first", () => {
    vi.useFakeTimers()
    const caller = new AbortController()
    const stop = vi.fn()
    const unwatch = new Deadline(1000, caller.signal).watch(stop)
    caller.abort('stop')
    expect(stop).toHaveBeenCalledExactlyOnceWith('stop')
    unwatch()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('tells a watcher at once when the caller has already aborted, and sets no timer', () => {
    vi.useFakeTimers()
    const stop = vi.fn()
    new Deadline(1000, AbortSignal.abort('stop')).watch(stop)
    expect(stop).toHaveBeenCalledExactlyOnceWith('stop')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('once unwatched, tells the watcher nothing and leaves no timer', () => {
    vi.useFakeTimers()
    const caller = new AbortController()
    const stop = vi.fn()
    new Deadline(50, caller.signal).watch(stop)()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(100)
    caller.abort()
    expect(stop).not.toHaveBeenCalled()
  })
})
