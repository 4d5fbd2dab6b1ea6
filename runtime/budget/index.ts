export type { RateLimitOptions } from '../client/options'
export { type BudgetStats, ComputeUnitBudget, createBudget } from './budget'
export { type BudgetStore, MemoryBudgetStore } from './store'
