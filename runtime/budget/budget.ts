import { checkFigures } from '../client/optionChecks'
import type { RateLimitOptions } from '../client/options'
import type { BudgetClient, CallBudget, CostedOperation, HttpRequest } from '../http/httpTypes'
// Through the internal index, as an API's lazily loaded operations import the runtime: so the
// chunks dist/ is split into stay those that import('w3data') loads (test/package/importCost.ts).
import { parseRetryAfter, sleep } from '../internal'
import { type BudgetStore, MemoryBudgetStore } from './store'
import { readWeights } from './weights'

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

/**
 * A compute-unit budget: each attempt spends its cost before it is sent, waiting while the window
 * is full; a 429 pauses every call of the budget. One budget may serve several clients.
 */
export class ComputeUnitBudget implements CallBudget {
  readonly store: BudgetStore
  readonly #endpointWeights: boolean
  #weights: Promise<ReadonlyMap<string, number>> | undefined
  readonly #stats: BudgetStats = { units: 0, calls: 0, waits: 0, waitedMs: 0, throttled: 0 }

  constructor(options: RateLimitOptions) {
    checkFigures(options)
    const { computeUnitsPerSecond, windowMs = 1000 } = options
    this.#endpointWeights = options.endpointWeights ?? true
    // Units reach the provider a little after they leave: a 5 % margin keeps jitter inside the plan.
    this.store =
      options.store ?? new MemoryBudgetStore((computeUnitsPerSecond * windowMs) / 1000, windowMs * 1.05)
  }

  /** Spends `units`, first waiting as long as the store asks; the signal ends the wait, spending nothing. */
  async spend(units: number, signal?: AbortSignal): Promise<void> {
    const stats = this.#stats
    let wait = await this.store.take(units)
    if (wait > 0) stats.waits++
    for (; wait > 0; wait = await this.store.take(units)) {
      stats.waitedMs += wait
      await sleep(wait, signal)
    }
    stats.units += units
    stats.calls++
  }

  stats(): BudgetStats {
    return { ...this.#stats }
  }

  /**
   * One attempt of a client's call: its cost spent first (the attempt's signal, which carries its
   * deadline and the caller's signal, ends the wait), and a 429 pauses every call of the budget.
   */
  async attempt(request: HttpRequest, sending: () => Promise<Response>): Promise<Response> {
    await this.spend(request.cost ?? 1, request.signal)
    const response = await sending()
    if (response.status === 429) {
      this.#stats.throttled++
      // 1 s without a Retry-After.
      await this.store.pause(parseRetryAfter(response.headers.get('retry-after')) ?? 1000)
    }
    return response
  }

  /**
   * What one attempt of `operation` spends: the catalogue's figure or, for an EVM operation, the
   * provider's `endpointWeights` figure, read on the budget's first EVM call.
   */
  costOf(operation: CostedOperation, client: BudgetClient): number | Promise<number> {
    const own = operation.cost ?? 1
    if (!this.#endpointWeights || operation.api !== 'evm') return own
    this.#weights ??= readWeights(client)
    return this.#weights.then((weights) => weights.get(operation.id) ?? own)
  }
}

/** A budget to share between clients and read: `createClient({ rateLimit: budget })`. */
export function createBudget(options: RateLimitOptions): ComputeUnitBudget {
  return new ComputeUnitBudget(options)
}
