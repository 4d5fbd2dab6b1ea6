import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { BudgetStore } from 'w3data/budget'

/**
 * rate-limiter-flexible counts in fixed windows of whole seconds (its Lua script sets `EX`); a
 * plan is a rolling window. This script is the library's own with `PX`: the limiter's `duration`
 * is read as milliseconds, so a window can be a slice of the plan's.
 */
const INCR_PX = `redis.call('set', KEYS[1], 0, 'PX', ARGV[2], 'NX')
local consumed = redis.call('incrby', KEYS[1], ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('pexpire', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {consumed, ttl}`

/** The plan's rolling window is cut into at most this many fixed slices… */
const MAX_SLICES = 40
/** …each of at least this many units where the plan allows: a call dearer than a slice passes alone. */
const MIN_SLICE_UNITS = 4
/** Slices last a little longer than their share, so jitter between Redis and the provider stays inside. */
const SLICE_MARGIN = 1.02

export interface RedisBudgetOptions {
  redis: Redis
  /** The API key the budget is for: only its hash names the Redis key. */
  apiKey: string
  computeUnitsPerSecond: number
  /** The plan's rolling window, in ms. @default 4000 (the provider's) */
  windowMs?: number
}

/** What names an API key's budget in Redis: a hash, so Redis never holds the key itself. */
export const budgetKey = (apiKey: string) => createHash('sha256').update(apiKey).digest('hex').slice(0, 16)

/**
 * The core's budget store (`w3data/budget`) on Redis, shared by every worker of an API key on any
 * machine. The window is cut into `n` fixed slices (40, fewer for a small plan) of which each
 * takes `capacity / (n + 1)`: a rolling window overlaps at most `n + 1` slices, so it never holds
 * more than the plan, and a saturated run reaches `n / (n + 1)` of it, less the margin.
 */
export class RedisBudgetStore implements BudgetStore {
  readonly #limiter: RateLimiterRedis
  readonly #key: string

  constructor({ redis, apiKey, computeUnitsPerSecond, windowMs = 4000 }: RedisBudgetOptions) {
    const capacity = (computeUnitsPerSecond * windowMs) / 1000
    const { slices, sliceMs } = slicing(capacity, windowMs)
    this.#key = budgetKey(apiKey)
    this.#limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'w3data-jobs:budget',
      points: capacity / (slices + 1),
      duration: sliceMs,
      customIncrTtlLuaScript: INCR_PX,
    })
  }

  async take(units: number): Promise<number> {
    try {
      await this.#limiter.consume(this.#key, units)
      return 0
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused
      // A call that costs more than a slice passes alone, in a slice of its own.
      if (refused.consumedPoints === units) return 0
      return Math.max(1, refused.msBeforeNext)
    }
  }

  /** A 429 the provider still sent: no worker of this key takes units for `ms`. */
  async pause(ms: number): Promise<void> {
    await this.#limiter.block(this.#key, Math.ceil(ms / 1000))
  }
}

/**
 * How many slices, and how long each lasts: of the counts whose slices hold at least 4 units, the
 * one that serves the most whole units per ms (a slice of 4.9 units serves four calls of 1 CU);
 * a plan too small for two such slices is one fixed window of half the plan.
 */
export function slicing(capacity: number, windowMs: number): { slices: number; sliceMs: number } {
  let best = { slices: 1, sliceMs: Math.ceil(windowMs * SLICE_MARGIN), rate: 0 }
  for (let slices = 2; slices <= MAX_SLICES; slices++) {
    const sliceMs = Math.ceil((windowMs / slices) * SLICE_MARGIN)
    const units = Math.floor(capacity / (slices + 1))
    if (units < MIN_SLICE_UNITS) break
    const rate = units / sliceMs
    if (rate > best.rate) best = { slices, sliceMs, rate }
  }
  return { slices: best.slices, sliceMs: best.sliceMs }
}
