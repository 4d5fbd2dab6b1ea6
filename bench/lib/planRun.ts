import type { PlanStats } from 'w3data/mock'

/** What a run against a mock enforcing a plan measured: the plan's share reached, 429s, the busiest window. */
export interface PlanRun {
  /** Units served over the run / (plan × run time). */
  share: number
  units: number
  seconds: number
  /** 429s the mock answered. */
  throttled: number
  /** The most units in one of the mock's windows, and what the plan allows there. */
  peak: number
  allowed: number
}

/** The mock's plan window (its default), in ms. */
const WINDOW_MS = 4000

/**
 * A run of `seconds` at `computeUnitsPerSecond` from the mock's stats at its end; `unitsBefore`
 * are units served before the measured time began.
 */
export function planRun(
  { units, throttled, peak }: PlanStats,
  computeUnitsPerSecond: number,
  seconds: number,
  unitsBefore = 0,
): PlanRun {
  return {
    share: (units - unitsBefore) / (computeUnitsPerSecond * seconds),
    units: units - unitsBefore,
    seconds,
    throttled,
    peak,
    allowed: (computeUnitsPerSecond * WINDOW_MS) / 1000,
  }
}
