export { type BudgetStats, ComputeUnitBudget, createBudget, type RateLimitOptions } from './budget'
export { type BudgetStore, MemoryBudgetStore } from './store'
