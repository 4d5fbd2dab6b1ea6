// `x-w3data-cost`: what one call of an operation counts against the plan's rate limit and bills.
import type { CostModel } from './ir'
import type { CostObject } from './specObjects'

/** The cost of an operation the catalogue gives none for (spec/README.md says why). */
export const DEFAULT_COST: CostModel = { rateLimit: 1, price: 1 }

export function costOf(cost: CostObject): CostModel {
  return { rateLimit: cost['rate-limit'], price: cost.price }
}
