import fc from 'fast-check'
import { expect } from 'vitest'
import { isW3DataError, type W3DataError } from 'w3data'

/** Runs per property: small under `make test`, 10,000 under `make fuzz`. */
export const runs = Number(process.env.FUZZ_RUNS ?? 200)

/** fast-check parameters shared by every property. */
export const params = { numRuns: runs } as const

/** A vitest timeout that grows with the run count (10,000 runs of the slowest property take seconds). */
export const timeout = Math.max(15_000, runs * 12)

export type Settled<T> = { ok: true; value: T } | { ok: false; error: W3DataError }

/**
 * Calls `fn`: its value, or the W3DataError it threw. Anything else thrown (a TypeError, a
 * RangeError, a URIError, a string) fails the property with the original error.
 */
export function settle<T>(fn: () => T): Settled<T> {
  try {
    return { ok: true, value: fn() }
  } catch (error) {
    if (isW3DataError(error)) return { ok: false, error }
    throw error
  }
}

/** Asserts a W3DataError with this code and exact message. */
export function expectRejected(settled: Settled<unknown>, code: string, message: string): void {
  expect(settled.ok).toBe(false)
  if (settled.ok) return
  expect(settled.error.code).toBe(code)
  expect(settled.error.message).toBe(`[${code}] ${message}`)
}

/** Keys that have broken object mapping elsewhere; every record arbitrary mixes them in. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'polluted',
] as const

/** Any value a caller might pass where a typed input is expected. */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...HOSTILE_KEYS),
  fc.double(),
  fc.integer(),
  fc.bigInt(),
  fc.boolean(),
  fc.constantFrom(null, undefined, Number.NaN, -0, Number.POSITIVE_INFINITY, Symbol('s')),
  fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true }),
)

/** A record built as JSON.parse builds one: every key an own data property, `__proto__` included. */
export function ownRecord(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of entries)
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  return out
}

const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype] as const
const snapshot = () => prototypes.map((proto) => Reflect.ownKeys(proto).map(String).sort().join(','))
const before = snapshot()

/** No prototype was polluted: `({}).polluted` is undefined and the built-in prototypes kept their keys. */
export function expectNoPollution(): void {
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  expect(Object.getPrototypeOf({})).toBe(Object.prototype)
  expect(snapshot()).toEqual(before)
}
