/** Helpers the generated mappers call; each tolerates missing, null or wrongly shaped values. */
import { sdkName } from '../contract/names'

export type WireRecord = Readonly<Record<string, unknown>>

export function isRecord(value: unknown): value is WireRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * What a mapper is handed beside its wire type: the null or undefined of a missing value, which
 * it hands back as it came. A mapper reads `w: Wire | Missing<N>` and returns `T | Missing<N>`, so
 * a caller that passes the wire type exactly gets `T` (N is the wire type, which is no null), and
 * one that passes `Wire | undefined` gets `T | undefined`.
 */
export type Missing<N> = N & (null | undefined)

/**
 * Maps each item of a list; anything that is not a list passes through untouched. From the wire
 * the list has its wire type; towards the wire (request bodies) it is whatever the caller gave.
 */
export function mapList<W, T, N = never>(value: W[] | Missing<N>, map: (item: W) => T): T[] | Missing<N>
export function mapList(value: unknown, map: (item: unknown) => unknown): unknown
export function mapList(value: unknown, map: (item: unknown) => unknown): unknown {
  if (!Array.isArray(value)) return value
  const out = new Array<unknown>(value.length)
  for (let index = 0; index < value.length; index++) out[index] = map(value[index])
  return out
}

const toSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * Copies the fields the schema does not know onto the mapped object, so nothing the provider adds
 * is lost.
 */
export function keepUnknown<T extends object>(
  wire: WireRecord,
  out: T,
  known: ReadonlySet<string>,
  rename = sdkName,
): T {
  for (const key in wire)
    if (!known.has(key) && Object.hasOwn(wire, key)) keepField(out, rename(key), wire[key])
  return out
}

/**
 * Puts one field the schema does not know on the mapped object, under its renamed key, unless the
 * object has that key already: a field the schema knows keeps its mapped value, whatever an
 * unknown key renames to. The key is defined, never assigned, so `__proto__` stays a plain property.
 */
export function keepField(out: object, name: string, value: unknown): void {
  if (Object.hasOwn(out, name)) return
  Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true })
}

/** The same for request bodies: unknown camelCase keys go out in snake_case. */
export function keepUnknownWire<T extends object>(value: WireRecord, out: T, known: ReadonlySet<string>): T {
  return keepUnknown(value, out, known, toSnake)
}
