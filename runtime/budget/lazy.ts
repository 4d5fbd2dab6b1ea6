import { checkFigures } from '../client/optionChecks'
import type { RateLimitOptions } from '../client/options'
import type { CallBudget } from '../http/httpTypes'

/** The budget of each figures object: clients given the same object (withOptions passes it on) share one. */
const budgets = new WeakMap<object, Promise<CallBudget>>()

/**
 * `createClient({ rateLimit: { computeUnitsPerSecond, … } })`: the figures are checked now, and
 * the budget's code is loaded on the first call, from a chunk of its own that an app without a
 * budget never loads.
 */
export function budgetFromFigures(figures: RateLimitOptions): CallBudget {
  checkFigures(figures)
  const budget = () => {
    let loading = budgets.get(figures)
    if (!loading) {
      loading = import('./budget').then((module) => module.createBudget(figures))
      budgets.set(figures, loading)
    }
    return loading
  }
  return {
    costOf: async (operation, client) => (await budget()).costOf(operation, client),
    attempt: async (request, sending) => (await budget()).attempt(request, sending),
  }
}
