import type { HttpRequest } from '../http/exchange'
import { parseRetryAfter } from '../http/retry'
import type { ComputeUnitBudget } from './budget'

/** A 429 without Retry-After pauses the budget this long, in ms. */
const PAUSE_WITHOUT_RETRY_AFTER = 1000

/**
 * One attempt under a budget: spend its cost first (the attempt's signal, which carries its
 * deadline and the caller's signal, ends the wait), and on a 429 pause every call of the budget.
 */
export async function budgeted(
  budget: ComputeUnitBudget,
  request: HttpRequest,
  sending: () => Promise<Response>,
): Promise<Response> {
  const waiting = budget.spend(request.cost ?? 1, request.signal)
  if (waiting) await waiting
  const response = await sending()
  if (response.status === 429)
    await budget.throttled(parseRetryAfter(response.headers.get('retry-after')) ?? PAUSE_WITHOUT_RETRY_AFTER)
  return response
}
