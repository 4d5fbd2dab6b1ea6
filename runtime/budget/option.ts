// The `rateLimit` option's check, without the budget's code: an app that never calls
// createBudget carries none of it.
import type { ComputeUnitBudget } from './budget'

/** A budget made by `createBudget`, told from options by its shape (no class import here). */
export const isBudget = (value: object): value is ComputeUnitBudget =>
  typeof (value as ComputeUnitBudget).spend === 'function' &&
  typeof (value as ComputeUnitBudget).stats === 'function'

/** Why a `rateLimit` option is refused, or null: it is a budget, made by `createBudget`. */
export function rateLimitCheck(value: unknown): string | null {
  if (value === undefined) return null
  return typeof value === 'object' && value !== null && isBudget(value)
    ? null
    : 'Expected a budget: rateLimit: createBudget({ computeUnitsPerSecond })'
}
