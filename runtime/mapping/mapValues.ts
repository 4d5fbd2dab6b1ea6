/** Helpers the generated mappers call; each tolerates missing, null or wrongly shaped values. */

export type WireRecord = Readonly<Record<string, unknown>>

export function isRecord(value: unknown): value is WireRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A missing or null value: a mapper hands it back as it came. */
export type Nullish = null | undefined

/**
 * A wire → camelCase mapper of one object of wire type `W`; a missing or null value comes back as
 * it came, typed as it came.
 */
export type WireMapper<W, T> = <V extends W | Nullish>(wire: V) => T | Extract<V, Nullish>

/**
 * Makes a {@link WireMapper} from `map`, which reads one wire object. A value that breaks its wire
 * type (anything but an object where the provider documents one) passes through untouched, as a
 * missing one does: mapping never throws on the provider's surprises.
 * @__NO_SIDE_EFFECTS__
 */
export function defineMapper<W extends WireRecord, T>(map: (wire: W) => T): WireMapper<W, T> {
  return ((wire: W | Nullish) => (isRecord(wire) ? map(wire) : wire)) as WireMapper<W, T>
}

/**
 * Maps each item of a list; anything that is not a list passes through untouched. From the wire
 * the list has its wire type; towards the wire (request bodies) it is whatever the caller gave.
 */
export function mapList<V extends readonly unknown[] | Nullish, T>(
  value: V,
  map: (item: NonNullable<V>[number]) => T,
): T[] | Extract<V, Nullish>
export function mapList(value: unknown, map: (item: unknown) => unknown): unknown
export function mapList(value: unknown, map: (item: unknown) => unknown): unknown {
  if (!Array.isArray(value)) return value
  const out = new Array<unknown>(value.length)
  for (let index = 0; index < value.length; index++) out[index] = map(value[index])
  return out
}

// Leading underscores are part of the name (`_id`, `__proto__`): only an inner `_x` becomes `X`.
const toCamel = (key: string) =>
  key.replace(/(?<=[A-Za-z0-9])_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
const toSnake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * Copies the fields the schema does not know onto the mapped object, so nothing the provider adds
 * is lost. Keys are defined, never assigned, so `__proto__` stays a plain property.
 */
export function keepUnknown<T extends object>(
  wire: WireRecord,
  out: T,
  known: ReadonlySet<string>,
  rename = toCamel,
): T {
  for (const key in wire) {
    if (known.has(key) || !Object.hasOwn(wire, key)) continue
    const name = rename(key)
    // A field the schema knows keeps its mapped value, whatever an unknown key renames to.
    if (Object.hasOwn(out, name)) continue
    Object.defineProperty(out, name, {
      value: wire[key],
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return out
}

/** The same for request bodies: unknown camelCase keys go out in snake_case. */
export function keepUnknownWire<T extends object>(value: WireRecord, out: T, known: ReadonlySet<string>): T {
  return keepUnknown(value, out, known, toSnake)
}
