import { errorBody, type Reply } from './reply'

/**
 * Faults to inject on one route. Counts are consumed one request at a time, in this order:
 * `reset`, then `statuses`, then `malformedJson`; once spent, requests are served normally.
 * `latencyMs` applies to every request on the route while the plan is set.
 */
export interface FaultPlan {
  /** Statuses answered instead of the data, one per request, e.g. `[503, 429]`. */
  statuses?: readonly number[]
  /** `Retry-After` header value added to 429 and 503 fault responses (seconds or an HTTP date). */
  retryAfter?: number | string
  /** Extra delay in ms before each response on the route. @default 0 */
  latencyMs?: number
  /** The next N requests get their connection destroyed without a response. @default 0 */
  reset?: number
  /** The next N responses are 200 with a truncated JSON body. @default 0 */
  malformedJson?: number
  /** Body of the fault status responses. @default { statusCode, error, message: 'Injected fault <status>' } */
  body?: unknown
}

/** Sets and clears fault plans. A route is an operationId, or `'*'` for every operation. */
export interface FaultController {
  /** Replaces the plan of `route` (counters start afresh). */
  set(route: string, plan: FaultPlan): void
  /** Removes the plan of `route`, or every plan. */
  clear(route?: string): void
}

/** What happens to one request. */
export interface FaultDecision {
  latencyMs: number
  action?: { kind: 'reset' } | { kind: 'malformed' } | { kind: 'status'; reply: Reply }
}

interface ActivePlan {
  statuses: number[]
  reset: number
  malformedJson: number
  latencyMs: number
  retryAfter: number | string | undefined
  body: unknown
}

/**
 * The fault plans of one server. A request uses its operation's own plan when there is one,
 * else the `'*'` plan; plans do not combine.
 */
export class FaultInjector implements FaultController {
  readonly #plans = new Map<string, ActivePlan>()

  set(route: string, plan: FaultPlan): void {
    if (typeof route !== 'string' || route === '')
      throw new TypeError('A fault route is an operationId or "*"')
    for (const status of plan.statuses ?? []) {
      if (!Number.isInteger(status) || status < 200 || status > 599)
        throw new RangeError(`A fault status must be a whole number from 200 to 599, got ${status}`)
    }
    this.#plans.set(route, {
      statuses: [...(plan.statuses ?? [])],
      reset: count(plan.reset, 'reset'),
      malformedJson: count(plan.malformedJson, 'malformedJson'),
      latencyMs: count(plan.latencyMs, 'latencyMs'),
      retryAfter: plan.retryAfter,
      body: plan.body,
    })
  }

  clear(route?: string): void {
    if (route === undefined) this.#plans.clear()
    else this.#plans.delete(route)
  }

  /** Consumes what the plan holds for the next request to `operationId`. */
  take(operationId: string): FaultDecision {
    const plan = this.#plans.get(operationId) ?? this.#plans.get('*')
    if (!plan) return { latencyMs: 0 }
    const latencyMs = plan.latencyMs
    if (plan.reset > 0) {
      plan.reset--
      return { latencyMs, action: { kind: 'reset' } }
    }
    const status = plan.statuses.shift()
    if (status !== undefined)
      return { latencyMs, action: { kind: 'status', reply: faultReply(status, plan) } }
    if (plan.malformedJson > 0) {
      plan.malformedJson--
      return { latencyMs, action: { kind: 'malformed' } }
    }
    return { latencyMs }
  }
}

function faultReply(status: number, plan: ActivePlan): Reply {
  const body = plan.body === undefined ? errorBody(status, `Injected fault ${status}`) : plan.body
  const withRetryAfter = plan.retryAfter !== undefined && (status === 429 || status === 503)
  return withRetryAfter
    ? { status, body, headers: { 'retry-after': String(plan.retryAfter) } }
    : { status, body }
}

function count(value: number | undefined, name: string): number {
  if (value === undefined) return 0
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number, got ${value}`)
  return value
}
