/**
 * A model's wire → camelCase mapper as data: the generator writes each object schema's wire keys
 * once, and only what the rule does not give (nested mappers, SDK names that are not the camelCase
 * of the wire name, defaults); `mapFields` reads the table.
 */
import { sdkName } from '../contract/names'
import { isRecord, keepField, type Missing, mapList } from './mapperHelpers'

/** A generated mapper, as a table names it: like all of them, it hands null or undefined back. */
type Mapper = (wire: never) => unknown

/** How a nested field maps: by a mapper, or `[inner]` for a list each of whose items maps by inner. */
export type FieldMapper = Mapper | readonly [FieldMapper]

type Convert = (value: unknown) => unknown

interface Field {
  name: string
  convert: Convert | undefined
  /** The documented default (JSON, so never undefined), or undefined. */
  fallback: unknown
}

interface Compiled {
  byWireKey: ReadonlyMap<string, Field>
  /** Every field under its SDK name, in order, holding its value when the wire lacks it. */
  template: Record<string, unknown>
}

export interface ModelFields {
  readonly wireKeys: readonly string[]
  readonly nested: Readonly<Record<string, FieldMapper | undefined>>
  readonly names: Readonly<Record<string, string | undefined>>
  readonly defaults: Readonly<Record<string, unknown>>
  /** Made on the first call, so importing a module of tables costs no work. */
  compiled?: Compiled
}

/**
 * A model's table: its wire keys in the schema's order; the mapper of each field that needs one;
 * the SDK name of each field whose name is not `sdkName(wire key)`; each field's documented
 * default, which fills in for a missing or null value. `W`, the wire type, checks every key named.
 */
// @__NO_SIDE_EFFECTS__
export function fields<W>(
  wireKeys: readonly (keyof W & string)[],
  nested: { readonly [K in keyof W]?: FieldMapper } = {},
  names: { readonly [K in keyof W]?: string } = {},
  defaults: { readonly [K in keyof W]?: W[K] } = {},
): ModelFields {
  return { wireKeys, nested, names, defaults }
}

function converter(mapper: FieldMapper): Convert {
  if (typeof mapper === 'function') return mapper as Convert
  const item = converter(mapper[0])
  return (value) => mapList(value, item)
}

/**
 * Each output starts as a spread copy of the template, made by JSON.parse: in V8 an object that
 * gains many keys one computed store at a time turns into a slow dictionary, while a copy of a
 * parsed object keeps its fast shape and every store after it only changes a value.
 */
function compile({ wireKeys, nested, names, defaults }: ModelFields): Compiled {
  const own = <T>(table: Readonly<Record<string, T>>, key: string) =>
    Object.hasOwn(table, key) ? table[key] : undefined
  const byWireKey = new Map<string, Field>()
  for (const key of wireKeys) {
    const mapper = own(nested, key)
    const name = own(names, key) ?? sdkName(key)
    byWireKey.set(key, { name, convert: mapper && converter(mapper), fallback: own(defaults, key) })
  }
  const fieldList = [...byWireKey.values()]
  const template = JSON.parse(JSON.stringify(Object.fromEntries(fieldList.map(({ name }) => [name, null]))))
  // A missing nested value maps to itself, so a missing field is its default or undefined.
  for (const { name, fallback } of fieldList) template[name] = fallback
  return { byWireKey, template }
}

/**
 * Maps a wire object by its table: each field under its SDK name in the schema's order, then the
 * fields the schema does not know (see `keepField`). A missing or null value passes through as
 * it came, as does a value that is not an object.
 */
export function mapFields<T, N>(wire: object | Missing<N>, table: ModelFields): T | Missing<N> {
  if (!isRecord(wire)) return wire as Missing<N>
  table.compiled ??= compile(table)
  const { byWireKey, template } = table.compiled
  const out = { ...template }
  for (const key in wire) {
    const field = byWireKey.get(key)
    if (field === undefined) {
      if (Object.hasOwn(wire, key)) keepField(out, sdkName(key), wire[key])
      continue
    }
    const value = field.convert ? field.convert(wire[key]) : wire[key]
    out[field.name] = value == null && field.fallback !== undefined ? field.fallback : value
  }
  return out as T
}
