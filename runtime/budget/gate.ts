import type { Logger } from '../client/Logger'
import type { NormalizedOptions } from '../client/options'
import type { HttpRequest, HttpTransport } from '../http/exchange'
import { parseRetryAfter } from '../http/retry'
import { ComputeUnitBudget } from './budget'
import { isBudget, type RateLimitOption } from './option'
import { type CostedOperation, operationCost, type WeightsSource } from './weights'

/** A 429 without Retry-After pauses the budget this long, in ms. */
const PAUSE_WITHOUT_RETRY_AFTER = 1000

/**
 * One attempt under a budget: spend its cost first (the attempt's signal, which carries its
 * deadline and the caller's signal, ends the wait), and on a 429 pause every call of the budget.
 */
export async function budgeted(
  transport: HttpTransport,
  request: HttpRequest,
  sending: () => Promise<Response>,
): Promise<Response> {
  const budget = transport.budget as ComputeUnitBudget
  const waiting = budget.spend(request.cost ?? 1, request.signal)
  if (waiting) await waiting
  const response = await sending()
  if (response.status === 429)
    await budget.throttled(parseRetryAfter(response.headers.get('retry-after')) ?? PAUSE_WITHOUT_RETRY_AFTER)
  return response
}

/** Budgets made from options, by the options object: clients derived by `withOptions` share it. */
const made = new WeakMap<object, ComputeUnitBudget>()

/** The client option as a budget: one given is kept (and shared), options make one, once. */
export function budgetOf(option: RateLimitOption): ComputeUnitBudget {
  if (isBudget(option)) return option
  let budget = made.get(option)
  if (!budget) {
    budget = new ComputeUnitBudget(option)
    made.set(option, budget)
  }
  return budget
}

/** What a call of `operation` spends per attempt: the catalogue's figure or the provider's weight. */
export function costOf(
  core: { options: Readonly<NormalizedOptions>; logger: Logger },
  state: { transport: HttpTransport; headers: Readonly<Record<string, string>> },
  operation: CostedOperation,
  send: WeightsSource['send'],
): number | Promise<number> {
  const { options, logger } = core
  const { transport, headers } = state
  return operationCost(transport.budget as ComputeUnitBudget, operation, {
    baseUrls: options.baseUrls,
    headers,
    timeout: options.timeout,
    maxResponseBytes: options.maxResponseBytes,
    transport,
    logger,
    send,
  })
}
