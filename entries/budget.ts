// Package entry `w3data/budget`: a compute-unit budget made once, shared by several clients
// (`rateLimit: budget`) and read for progress (README, "A compute-unit budget"). Apart from `w3data`:
// a client given plain figures loads the same code on its first call, and an app without a budget
// carries none of it.
export {
  type BudgetStats,
  type BudgetStore,
  ComputeUnitBudget,
  createBudget,
  MemoryBudgetStore,
  type RateLimitOptions,
} from '../runtime/budget/index'
