import { setTimeout as realSleep } from 'node:timers/promises'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeClock, timersSet } from './fakeClock'

afterEach(() => {
  vi.useRealTimers()
})

// A call may load a module before it sets its first timer; on a loaded machine that took more
// I/O turns than a count allowed, and transport.test.ts failed "still waiting for a timer".
it('waits for a timer set after real work that spans many I/O turns', async () => {
  fakeClock()
  void realSleep(300).then(() => setTimeout(() => undefined, 50))
  await timersSet()
  expect(vi.getTimerCount()).toBe(1)
})
