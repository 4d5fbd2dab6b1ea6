import { describe, expect, it } from 'vitest'
import { MemoryBudgetStore } from './store'

/** A store on a clock the test moves. */
function storeAt(capacity: number, holdMs: number) {
  const clock = { now: 0 }
  return { clock, store: new MemoryBudgetStore(capacity, holdMs, () => clock.now) }
}

describe('MemoryBudgetStore: a rolling window', () => {
  it('takes units while the window has room, then says when the oldest free enough', () => {
    const { clock, store } = storeAt(10, 1000)
    expect(store.take(4)).toBe(0)
    clock.now = 200
    expect(store.take(4)).toBe(0)
    clock.now = 300
    // 8 used: 4 more need the first take (at 0) freed, at 1000.
    expect(store.take(4)).toBe(700)
    expect(store.take(2)).toBe(0)
    expect(store.used()).toBe(10)
    // Two units still need the first take freed; six need the second one too (at 1200).
    expect(store.take(6)).toBe(900)
    clock.now = 1000
    expect(store.used()).toBe(6)
    expect(store.take(4)).toBe(0)
    expect(store.take(1)).toBe(200)
  })

  it('never holds more than its capacity in any window, whatever the order of takes', () => {
    const { clock, store } = storeAt(7, 500)
    const taken: [number, number][] = []
    for (let step = 0; step < 2000; step++) {
      clock.now = step * 13
      const units = (step % 5) + 1
      if (store.take(units) === 0) taken.push([clock.now, units])
    }
    for (const [start] of taken) {
      const inWindow = taken
        .filter(([time]) => time >= start && time < start + 500)
        .reduce((sum, [, units]) => sum + units, 0)
      expect(inWindow).toBeLessThanOrEqual(7)
    }
  })

  it('lets a call larger than the window through alone, once the window is empty', () => {
    const { clock, store } = storeAt(5, 1000)
    expect(store.take(2)).toBe(0)
    expect(store.take(9)).toBe(1000)
    clock.now = 1000
    expect(store.take(9)).toBe(0)
  })

  it('a pause makes every take wait until it ends', () => {
    const { clock, store } = storeAt(100, 1000)
    store.pause(3000)
    expect(store.take(1)).toBe(3000)
    clock.now = 2500
    expect(store.take(1)).toBe(500)
    clock.now = 3000
    expect(store.take(1)).toBe(0)
  })
})
