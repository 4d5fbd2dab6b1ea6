import type { HttpRequest } from '../http/exchange'
import { parseRetryAfter, sleep } from '../http/retry'
import { type BudgetStore, MemoryBudgetStore } from './store'
import { type CostedOperation, operationCost, type WeightsSource } from './weights'

/** Options of a compute-unit budget (`createClient({ rateLimit })`, `createBudget`). */
export interface RateLimitOptions {
  /** The plan's compute units per second (the provider's dashboard shows it). */
  computeUnitsPerSecond: number
  /**
   * The rolling window the units are counted over, in ms: at most `computeUnitsPerSecond ×
   * windowMs / 1000` units in any window (held 5 % longer, against network jitter). @default 1000
   */
  windowMs?: number
  /** Where spending is kept. @default a MemoryBudgetStore of this process */
  store?: BudgetStore
  /**
   * Read the provider's EVM `endpointWeights` once per budget and host, on the first EVM call, and
   * spend its `rateLimitCost` rather than the catalogue's. @default true
   */
  endpointWeights?: boolean
}

/** What a budget has spent so far, for progress displays. */
export interface BudgetStats {
  /** Compute units spent (one attempt's cost each). */
  units: number
  /** Attempts that spent. */
  calls: number
  /** Attempts that had to wait for the budget. */
  waits: number
  /** Time spent waiting, summed over attempts, in ms. */
  waitedMs: number
  /** 429 answers that paused the budget. */
  throttled: number
}

const DEFAULT_WINDOW_MS = 1000
/** A 429 without Retry-After pauses the budget this long, in ms. */
const PAUSE_WITHOUT_RETRY_AFTER = 1000

/**
 * A compute-unit budget: each attempt spends its cost before it is sent, waiting while the window
 * is full; a 429 pauses every call of the budget. One budget may serve several clients.
 */
export class ComputeUnitBudget {
  readonly computeUnitsPerSecond: number
  readonly windowMs: number
  readonly endpointWeights: boolean
  readonly store: BudgetStore
  readonly #stats: BudgetStats = { units: 0, calls: 0, waits: 0, waitedMs: 0, throttled: 0 }

  constructor(options: RateLimitOptions) {
    this.computeUnitsPerSecond = options.computeUnitsPerSecond
    this.windowMs = options.windowMs ?? DEFAULT_WINDOW_MS
    this.endpointWeights = options.endpointWeights ?? true
    this.store =
      options.store ??
      new MemoryBudgetStore(
        (this.computeUnitsPerSecond * this.windowMs) / 1000,
        // Units reach the provider a little after they leave: a 5 % margin keeps jitter inside the plan.
        this.windowMs * 1.05,
      )
  }

  /** Spends `units`: at once (undefined) or after the wait the store asks (the signal ends it). */
  spend(units: number, signal?: AbortSignal): Promise<void> | undefined {
    const wait = this.store.take(units)
    if (wait === 0) {
      this.#spent(units)
      return undefined
    }
    return this.#waitToSpend(units, wait, signal)
  }

  /** A 429 came all the same: every call of the budget waits `ms`. */
  throttled(ms: number): void | Promise<void> {
    this.#stats.throttled++
    return this.store.pause(ms)
  }

  stats(): BudgetStats {
    return { ...this.#stats }
  }

  /**
   * One attempt of a client's call (runtime/http/attempt.ts): spend its cost first (the attempt's
   * signal, carrying its deadline and the caller's signal, ends the wait), and on a 429 pause
   * every call of the budget.
   */
  async attempt(request: HttpRequest, sending: () => Promise<Response>): Promise<Response> {
    const waiting = this.spend(request.cost ?? 1, request.signal)
    if (waiting) await waiting
    const response = await sending()
    if (response.status === 429)
      await this.throttled(parseRetryAfter(response.headers.get('retry-after')) ?? PAUSE_WITHOUT_RETRY_AFTER)
    return response
  }

  /** What a call of `operation` spends per attempt (runtime/operation/execute.ts). */
  costOf(operation: CostedOperation, source: WeightsSource): number | Promise<number> {
    return operationCost(this, operation, source)
  }

  async #waitToSpend(units: number, first: number | Promise<number>, signal?: AbortSignal): Promise<void> {
    let wait = await first
    if (wait > 0) this.#stats.waits++
    while (wait > 0) {
      this.#stats.waitedMs += wait
      await sleep(wait, signal)
      wait = await this.store.take(units)
    }
    this.#spent(units)
  }

  #spent(units: number): void {
    this.#stats.units += units
    this.#stats.calls++
  }
}

/** A budget to share between clients: `createClient({ rateLimit: budget })`. */
export function createBudget(options: RateLimitOptions): ComputeUnitBudget {
  return new ComputeUnitBudget(options)
}
