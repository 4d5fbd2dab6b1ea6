import { describe, expect, it } from 'vitest'
import { budgetKey, slicing } from '../src/budgetStore'

// The Redis budget keeps a rolling window within the plan with fixed slices (README, "What is
// shared through Redis"): a window of the plan's length overlaps at most `slices + 1` of them, and
// each takes `capacity / (slices + 1)`.
describe('slicing', () => {
  it('never lets a rolling window overlap more than slices + 1 slices, each of 4 units or more', () => {
    for (const windowMs of [1000, 4000, 10_000])
      for (let capacity = 1; capacity <= 5000; capacity += capacity < 100 ? 1 : 37) {
        const { slices, sliceMs } = slicing(capacity, windowMs)
        expect(Math.ceil(windowMs / sliceMs)).toBeLessThanOrEqual(slices)
        if (slices > 1) expect(Math.floor(capacity / (slices + 1))).toBeGreaterThanOrEqual(4)
      }
  })

  it('serves at least 90 % of a plan of 60 units a window or more', () => {
    for (const capacity of [60, 160, 800, 4000]) {
      const { slices, sliceMs } = slicing(capacity, 4000)
      expect(Math.floor(capacity / (slices + 1)) / sliceMs).toBeGreaterThanOrEqual((0.9 * capacity) / 4000)
    }
  })
})

describe('budgetKey', () => {
  it('names a key by a hash, never the key itself', () => {
    expect(budgetKey('sk_live_secret')).toMatch(/^[0-9a-f]{16}$/)
    expect(budgetKey('sk_live_secret')).not.toContain('secret')
  })
})
