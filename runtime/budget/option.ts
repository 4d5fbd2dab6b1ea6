// The `rateLimit` option as every client sees it: checked and typed here, without the budget's
// code, which loads only for a client that has a budget (./lazy.ts).
import type { ComputeUnitBudget, RateLimitOptions } from './budget'

export type RateLimitOption = RateLimitOptions | ComputeUnitBudget

/** A budget made by `createBudget`, told from options by its shape (no class import here). */
export const isBudget = (value: object): value is ComputeUnitBudget =>
  typeof (value as ComputeUnitBudget).spend === 'function' &&
  typeof (value as ComputeUnitBudget).stats === 'function'

const positive = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0

/** Why a `rateLimit` option is refused, or null. */
export function rateLimitCheck(value: unknown): string | null {
  if (value === undefined) return null
  if (typeof value !== 'object' || value === null) return 'Expected a budget or { computeUnitsPerSecond }'
  if (isBudget(value)) return null
  const { computeUnitsPerSecond, windowMs, store, endpointWeights } = value as RateLimitOptions
  if (!positive(computeUnitsPerSecond)) return 'Expected computeUnitsPerSecond above 0'
  if (windowMs !== undefined && !positive(windowMs)) return 'Expected windowMs above 0'
  if (store !== undefined && (typeof store?.take !== 'function' || typeof store.pause !== 'function'))
    return 'Expected a store with take and pause'
  if (endpointWeights !== undefined && typeof endpointWeights !== 'boolean')
    return 'Expected endpointWeights true or false'
  return null
}
