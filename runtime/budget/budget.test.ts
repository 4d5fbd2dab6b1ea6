import { describe, expect, it } from 'vitest'
import { ComputeUnitBudget } from './budget'
import { MemoryBudgetStore } from './store'

/** A budget over a memory store on a clock the test moves; sleeping moves it too (no real waits). */
function budgetAt(capacity: number, holdMs: number) {
  const clock = { now: 0 }
  const store = new MemoryBudgetStore(capacity, holdMs, () => clock.now)
  const budget = new ComputeUnitBudget({ computeUnitsPerSecond: capacity, store })
  return { clock, store, budget }
}

describe('ComputeUnitBudget', () => {
  it('spends at once, without a promise, while the window has room, and counts it', () => {
    const { budget } = budgetAt(10, 1000)
    expect(budget.spend(3)).toBeUndefined()
    expect(budget.spend(2)).toBeUndefined()
    expect(budget.stats()).toEqual({ units: 5, calls: 2, waits: 0, waitedMs: 0, throttled: 0 })
  })

  it('waits for the units when the window is full, counting the wait', async () => {
    const { clock, budget } = budgetAt(2, 50)
    budget.spend(2)
    const waiting = budget.spend(1)
    expect(waiting).toBeInstanceOf(Promise)
    clock.now = 50
    await waiting
    expect(budget.stats()).toMatchObject({ units: 3, calls: 2, waits: 1, waitedMs: 50 })
  })

  it('a signal ends the wait with its reason, spending nothing', async () => {
    const { budget } = budgetAt(1, 60_000)
    budget.spend(1)
    const controller = new AbortController()
    const waiting = budget.spend(1, controller.signal)
    controller.abort(new Error('stop'))
    await expect(waiting).rejects.toThrow('stop')
    expect(budget.stats()).toMatchObject({ units: 1, calls: 1 })
  })

  it('a 429 pauses the store for every call of the budget', () => {
    const { store, budget } = budgetAt(100, 1000)
    budget.throttled(2000)
    expect(store.take(1)).toBe(2000)
    expect(budget.stats().throttled).toBe(1)
  })

  it('takes a store that answers with promises (a shared one)', async () => {
    let calls = 0
    const budget = new ComputeUnitBudget({
      computeUnitsPerSecond: 1,
      store: { take: async () => (calls++ === 0 ? 1 : 0), pause: () => undefined },
    })
    await budget.spend(4)
    expect(budget.stats()).toMatchObject({ units: 4, calls: 1, waits: 1 })
  })

  it('holds each unit 5 % past the window by default, against network jitter', () => {
    const budget = new ComputeUnitBudget({ computeUnitsPerSecond: 40, windowMs: 2000 })
    const store = budget.store as MemoryBudgetStore
    expect([store.capacity, store.holdMs]).toEqual([80, 2100])
  })
})
