import type { OperationEntry } from '../entries/catalogue'
import { MemoryBudgetStore } from '../runtime/budget/store'
import { errorReply, type Reply } from './reply'

/** A plan the mock enforces as the provider does: so many compute units per second, counted over a rolling window. */
export interface ComputeUnitPlan {
  computeUnitsPerSecond: number
  /** The rolling window, in ms. @default 4000 */
  windowMs?: number
}

/** What the mock's plan has seen. */
export interface PlanStats {
  /** Compute units of the calls served under the plan. */
  units: number
  /** Calls answered 429. */
  throttled: number
  /** The most units served in any one window. */
  peak: number
}

/** `mock.plan`: the plan in force (none by default), changeable while the mock runs. */
export interface PlanController {
  set(plan: ComputeUnitPlan | undefined): void
  readonly current: ComputeUnitPlan | undefined
  stats(): PlanStats
  /** Forgets the units served and the counts. */
  reset(): void
}

const DEFAULT_WINDOW_MS = 4000

export class PlanEnforcer implements PlanController {
  #plan: ComputeUnitPlan | undefined
  #store: MemoryBudgetStore | undefined
  #stats: PlanStats = { units: 0, throttled: 0, peak: 0 }

  constructor(plan: ComputeUnitPlan | undefined) {
    this.set(plan)
  }

  get current(): ComputeUnitPlan | undefined {
    return this.#plan
  }

  set(plan: ComputeUnitPlan | undefined): void {
    if (plan) {
      const { computeUnitsPerSecond, windowMs = DEFAULT_WINDOW_MS } = plan
      if (!(computeUnitsPerSecond > 0) || !(windowMs > 0))
        throw new RangeError('computeUnitsPerSecond and its window must be above 0')
      this.#store = new MemoryBudgetStore((computeUnitsPerSecond * windowMs) / 1000, windowMs)
    } else this.#store = undefined
    this.#plan = plan
  }

  stats(): PlanStats {
    return { ...this.#stats }
  }

  reset(): void {
    this.#stats = { units: 0, throttled: 0, peak: 0 }
    this.set(this.#plan)
  }

  /** Counts the call against the plan: undefined when it is served, a 429 with Retry-After when not. */
  admit(operation: OperationEntry): Reply | undefined {
    const store = this.#store
    if (!store) return undefined
    const units = operation.cost.rateLimit
    const wait = store.take(units)
    if (wait === 0) {
      this.#stats.units += units
      this.#stats.peak = Math.max(this.#stats.peak, store.used())
      return undefined
    }
    this.#stats.throttled++
    const reply = errorReply(429, 'Rate limit exceeded: the plan allows no more compute units now')
    return { ...reply, headers: { 'retry-after': String(Math.ceil(wait / 1000)) } }
  }
}
