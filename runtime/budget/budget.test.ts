import { describe, expect, it } from 'vitest'
import { ComputeUnitBudget, createBudget } from './budget'
import { MemoryBudgetStore } from './store'

/** A budget over a memory store on a clock the test moves. */
function budgetAt(capacity: number, holdMs: number) {
  const clock = { now: 0 }
  const store = new MemoryBudgetStore(capacity, holdMs, () => clock.now)
  const budget = new ComputeUnitBudget({ computeUnitsPerSecond: capacity, store })
  return { clock, store, budget }
}

/** An answer with `status`, and what `attempt` sent. */
const answering =
  (status: number, headers: Record<string, string> = {}) =>
  async () =>
    new Response(null, { status, headers })
const request = (cost?: number, signal?: AbortSignal) =>
  ({
    method: 'GET',
    url: 'https://evm.test/x',
    headers: {},
    operationId: 'x',
    timeout: 1000,
    allowNotFound: false,
    maxResponseBytes: 1000,
    ...(cost !== undefined && { cost }),
    ...(signal && { signal }),
  }) as const

describe('ComputeUnitBudget', () => {
  it('spends at once while the window has room, and counts it', async () => {
    const { budget } = budgetAt(10, 1000)
    await budget.spend(3)
    await budget.spend(2)
    expect(budget.stats()).toEqual({ units: 5, calls: 2, waits: 0, waitedMs: 0, throttled: 0 })
  })

  it('waits for the units when the window is full, counting the wait', async () => {
    const budget = new ComputeUnitBudget({
      computeUnitsPerSecond: 2,
      store: new MemoryBudgetStore(2, 40),
    })
    await budget.spend(2)
    const started = performance.now()
    await budget.spend(1)
    expect(performance.now() - started).toBeGreaterThanOrEqual(30)
    const { waitedMs, ...counts } = budget.stats()
    expect(counts).toEqual({ units: 3, calls: 2, waits: 1, throttled: 0 })
    expect(waitedMs).toBeGreaterThan(30)
  })

  it('a signal ends the wait with its reason, spending nothing', async () => {
    const { budget } = budgetAt(1, 60_000)
    await budget.spend(1)
    const controller = new AbortController()
    const waiting = budget.spend(1, controller.signal)
    controller.abort(new Error('stop'))
    await expect(waiting).rejects.toThrow('stop')
    expect(budget.stats()).toMatchObject({ units: 1, calls: 1 })
  })

  it('an attempt spends its cost (1 when it has none) before it is sent', async () => {
    const { budget } = budgetAt(100, 1000)
    let spentBeforeSending = -1
    await budget.attempt(request(5), async () => {
      spentBeforeSending = budget.stats().units
      return new Response(null)
    })
    await budget.attempt(request(), answering(200))
    expect(spentBeforeSending).toBe(5)
    expect(budget.stats()).toMatchObject({ units: 6, calls: 2 })
  })

  it('a 429 pauses the store for every call of the budget, by its Retry-After or 1 s', async () => {
    const { store, budget } = budgetAt(100, 1000)
    await budget.attempt(request(), answering(429, { 'retry-after': '2' }))
    expect(store.take(1)).toBe(2000)
    const other = budgetAt(100, 1000)
    await other.budget.attempt(request(), answering(429))
    expect(other.store.take(1)).toBe(1000)
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
    const budget = createBudget({ computeUnitsPerSecond: 40, windowMs: 2000 })
    const store = budget.store as MemoryBudgetStore
    expect([store.capacity, store.holdMs]).toEqual([80, 2100])
  })
})

describe('createBudget: its figures are checked as client options are', () => {
  it.each([
    [{ computeUnitsPerSecond: 0 }, 'rateLimit.computeUnitsPerSecond: Expected a number above 0'],
    [{ computeUnitsPerSecond: '5' }, 'rateLimit.computeUnitsPerSecond: Expected a number above 0'],
    [{}, 'rateLimit.computeUnitsPerSecond: Expected a number above 0'],
    [{ computeUnitsPerSecond: 5, windowMs: 0 }, 'rateLimit.windowMs: Expected a whole number from 1 to'],
    [{ computeUnitsPerSecond: 5, windowMs: 1.5 }, 'rateLimit.windowMs: Expected a whole number from 1 to'],
    [{ computeUnitsPerSecond: 5, store: {} }, 'rateLimit.store: Expected a store'],
    [
      { computeUnitsPerSecond: 5, endpointWeights: 'no' },
      'rateLimit.endpointWeights: Expected true or false',
    ],
    [undefined, 'options: Expected an object'],
  ])('%j is C0014', (figures, message) => {
    expect(() => createBudget(figures as never)).toThrow(
      expect.objectContaining({ code: 'C0014', reason: expect.stringContaining(message) }),
    )
  })

  it('an unknown key is C0013', () => {
    expect(() => createBudget({ computeUnitsPerSecond: 5, perMinute: 1 } as never)).toThrow(
      expect.objectContaining({
        code: 'C0013',
        reason: 'Configuration key rateLimit.perMinute does not exist',
      }),
    )
  })
})
