import { errorClassName } from 'w3data'
import type { FaultPlan } from 'w3data/mock'

/** Statuses the client retries (GET and OPTIONS only): 408, 413, 429, 500, 502, 503, 504. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 413, 429, 500, 502, 503, 504])
/** Methods the client may send twice. */
export const RETRYABLE_METHODS: ReadonlySet<string> = new Set(['GET', 'OPTIONS'])

/** The kinds of fault a chaos call may get, with their weights in the seeded draw. */
export const FAULT_KINDS = {
  none: 14,
  'latency-within-timeout': 6,
  'latency-past-timeout': 5,
  reset: 8,
  'malformed-json': 8,
  '5xx': 14,
  '408-413': 5,
  '429-retry-after-seconds': 7,
  '429-retry-after-long': 4,
  '429-retry-after-date': 4,
  '429-no-retry-after': 7,
  '4xx': 12,
  '5xx-then-malformed': 6,
  'bad-retry-after': 4,
} as const

export type FaultKind = keyof typeof FAULT_KINDS

/** Delays of the latency faults, against the chaos clients' 200 ms attempt timeout. */
export const SHORT_LATENCY_MS = 20
export const PAST_TIMEOUT_MS = 450

/** Seeded PRNG (mulberry32): the same seed draws the same sequence of plans. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export type Random = () => number

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T

function weighted(random: Random): FaultKind {
  const entries = Object.entries(FAULT_KINDS) as [FaultKind, number][]
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
  let roll = random() * total
  for (const [kind, weight] of entries) {
    roll -= weight
    if (roll < 0) return kind
  }
  return 'none'
}

/** How many statuses in a row: usually within the retry budget, sometimes past it. */
const runLength = (random: Random) => 1 + Math.floor(random() * 4)

/** A fault kind and the mock's plan for it. */
export function drawFault(random: Random): { kind: FaultKind; plan: FaultPlan } {
  const kind = weighted(random)
  const gateway = () => pick(random, [500, 502, 503, 504])
  switch (kind) {
    case 'none':
      return { kind, plan: {} }
    case 'latency-within-timeout':
      return { kind, plan: { latencyMs: SHORT_LATENCY_MS } }
    case 'latency-past-timeout':
      return { kind, plan: { latencyMs: PAST_TIMEOUT_MS } }
    case 'reset':
      return { kind, plan: { reset: 1 } }
    case 'malformed-json':
      return { kind, plan: { malformedJson: 1 } }
    case '5xx':
      return { kind, plan: { statuses: Array.from({ length: runLength(random) }, gateway) } }
    case '408-413':
      return {
        kind,
        plan: { statuses: Array.from({ length: runLength(random) }, () => pick(random, [408, 413])) },
      }
    case '429-retry-after-seconds':
      // "Retry now": within the clients' maxRetryAfter (20 ms), so waited out and retried.
      return { kind, plan: { statuses: Array.from({ length: runLength(random) }, () => 429), retryAfter: 0 } }
    case '429-retry-after-long':
      // Far past maxRetryAfter: not slept on; the call fails at once with the wait on its error.
      return {
        kind,
        plan: { statuses: Array.from({ length: runLength(random) }, () => 429), retryAfter: 999_999 },
      }
    case '429-retry-after-date':
      return {
        kind,
        plan: {
          statuses: Array.from({ length: runLength(random) }, () => 429),
          retryAfter: new Date(Date.now() + 30_000).toUTCString(),
        },
      }
    case '429-no-retry-after':
      return { kind, plan: { statuses: Array.from({ length: runLength(random) }, () => 429) } }
    case '4xx':
      return { kind, plan: { statuses: [pick(random, [400, 401, 403, 404, 409, 422])] } }
    case '5xx-then-malformed':
      return { kind, plan: { statuses: [gateway()], malformedJson: 1 } }
    case 'bad-retry-after':
      // An unreadable Retry-After falls back to the jittered backoff.
      return { kind, plan: { statuses: [503, 429], retryAfter: 'soon, maybe' } }
  }
}

/** What one request to a route with `plan` gets, in the mock's order: reset, statuses, malformed JSON. */
type Served =
  | { kind: 'reset' }
  | { kind: 'timeout' }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'ok' }

export interface Expected {
  attempts: number
  /** 'value', 'null' or the error class name. */
  outcome: string
}

/**
 * The model: what the client should do with a plan, from the rules alone (only GET/OPTIONS, only
 * the listed statuses, at most maxRetries; a reset, a timeout, broken JSON or another status ends
 * the call). Independent of the runtime's code.
 */
export function expectedOutcome(
  plan: FaultPlan,
  method: string,
  nullable: boolean,
  maxRetries: number,
  timeout: number,
  maxRetryAfter = Number.POSITIVE_INFINITY,
): Expected {
  // The mock puts the plan's Retry-After on its 429 and 503 answers.
  const asked = askedRetryAfter(plan.retryAfter)
  const tooLong = (status: number) =>
    (status === 429 || status === 503) && asked !== undefined && asked > maxRetryAfter
  const statuses = [...(plan.statuses ?? [])]
  let resets = plan.reset ?? 0
  let malformed = plan.malformedJson ?? 0
  const slow = (plan.latencyMs ?? 0) >= timeout
  const serve = (): Served => {
    let served: Served
    if (resets > 0) {
      resets--
      served = { kind: 'reset' }
    } else if (statuses.length > 0) served = { kind: 'status', status: statuses.shift() as number }
    else if (malformed > 0) {
      malformed--
      served = { kind: 'malformed' }
    } else served = { kind: 'ok' }
    // The mock takes its fault before the delay; past the timeout the client sees only the timeout.
    return slow ? { kind: 'timeout' } : served
  }
  for (let attempts = 1; ; attempts++) {
    const served = serve()
    if (served.kind === 'reset') return { attempts, outcome: 'NetworkError' }
    if (served.kind === 'timeout') return { attempts, outcome: 'TimeoutError' }
    if (served.kind === 'malformed') return { attempts, outcome: 'ResponseValidationError' }
    if (served.kind === 'ok') return { attempts, outcome: 'value' }
    const { status } = served
    if (status === 404 && nullable) return { attempts, outcome: 'null' }
    const retry =
      RETRYABLE_METHODS.has(method) &&
      RETRYABLE_STATUSES.has(status) &&
      attempts <= maxRetries &&
      !tooLong(status)
    if (!retry) return { attempts, outcome: errorClassName(status) }
  }
}

/** The wait a plan's Retry-After asks for, in ms (seconds or an HTTP date); undefined when unreadable. */
export function askedRetryAfter(
  retryAfter: number | string | undefined,
  now = Date.now(),
): number | undefined {
  if (typeof retryAfter === 'number') return retryAfter * 1000
  if (retryAfter === undefined || !retryAfter.endsWith('GMT')) return undefined
  const date = Date.parse(retryAfter)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
