import { vi } from 'vitest'

/**
 * Fakes setTimeout, clearTimeout and Date only (an attempt's deadline reads the time left from
 * Date): nock, ky and the sockets keep their real I/O, and a test moves time on itself. Undo
 * with `vi.useRealTimers()`.
 */
export function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
}

/**
 * How long, in real time, a test waits for the code under test to set a timer. Bounded by time,
 * not by I/O turns: before its first timer a call may load a module, which on a loaded machine
 * takes far more turns than on a quiet one.
 */
const REAL_WAIT_MS = 10_000

/** Waits on real I/O turns until `done()` holds, failing after REAL_WAIT_MS of real time. */
async function turnsUntil(done: () => boolean, what: string): Promise<void> {
  const giveUpAt = performance.now() + REAL_WAIT_MS
  while (!done()) {
    if (performance.now() > giveUpAt) throw new Error(`still waiting for ${what}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Waits until the call under test has set a timer: its clock is running. */
export const timersSet = (): Promise<void> => turnsUntil(() => vi.getTimerCount() > 0, 'a timer')

/**
 * Spies on the fake setTimeout; `set(ms)` waits until a timer of `ms` is set, so a test can move
 * time from the moment the code under test starts waiting.
 */
export function timerSpy(): { set(ms: number): Promise<void> } {
  const spy = vi.spyOn(globalThis, 'setTimeout')
  return { set: (ms) => turnsUntil(() => spy.mock.calls.some((call) => call[1] === ms), `a ${ms} ms timer`) }
}

/** A promise's state without waiting for it: 'pending' until it settles. */
export function track<T>(promise: Promise<T>): { readonly state: 'pending' | 'settled'; result: Promise<T> } {
  let state: 'pending' | 'settled' = 'pending'
  const result = promise.finally(() => {
    state = 'settled'
  })
  return {
    get state() {
      return state
    },
    result,
  }
}
