/**
 * A model's wire → camelCase mapper as data: the generator writes each object schema's wire keys
 * once, and only what the rule does not give (nested mappers, SDK names that are not the camelCase
 * of the wire name, defaults); `mapFields` reads the table.
 */
import { sdkName } from '../contract/names'
import { isRecord, keepUnknown, type Missing, mapList } from './mapValues'

/** A generated mapper, as a table names it. */
type Mapper = (wire: never) => unknown

/** How a nested field maps: by a mapper, or `[inner]` for a list each of whose items maps by inner. */
export type FieldMapper = Mapper | readonly [FieldMapper]

type Convert = (value: unknown) => unknown

interface Compiled {
  wireKeys: readonly string[]
  names: string[]
  converts: (Convert | undefined)[]
  /** The default of each field that has one, else `undefined` (a default is JSON, never undefined). */
  defaults: unknown[]
  known: ReadonlySet<string>
}

export interface ModelFields {
  readonly wireKeys: readonly string[]
  readonly nested: Readonly<Record<string, FieldMapper>>
  readonly names: Readonly<Record<string, string>>
  readonly defaults: Readonly<Record<string, unknown>>
  /** Made on the first call, so importing a module of tables costs no work. */
  compiled?: Compiled
}

/**
 * A model's table: its wire keys in the schema's order; the mapper of each field that needs one;
 * the SDK name of each field whose name is not `sdkName(wire key)`; each field's documented
 * default, which fills in for a missing or null value.
 */
export function fields(
  wireKeys: readonly string[],
  nested: Readonly<Record<string, FieldMapper>> = {},
  names: Readonly<Record<string, string>> = {},
  defaults: Readonly<Record<string, unknown>> = {},
): ModelFields {
  return { wireKeys, nested, names, defaults }
}

function converter(mapper: FieldMapper): Convert {
  if (typeof mapper === 'function') return mapper as Convert
  const item = converter(mapper[0])
  return (value) => mapList(value, item)
}

function compile({ wireKeys, nested, names, defaults }: ModelFields): Compiled {
  const own = <T>(table: Readonly<Record<string, T>>, key: string) =>
    Object.hasOwn(table, key) ? table[key] : undefined
  return {
    wireKeys,
    names: wireKeys.map((key) => own(names, key) ?? sdkName(key)),
    converts: wireKeys.map((key) => {
      const mapper = own(nested, key)
      return mapper && converter(mapper)
    }),
    defaults: wireKeys.map((key) => own(defaults, key)),
    known: new Set(wireKeys),
  }
}

/**
 * Maps a wire object by its table: each field under its SDK name in the schema's order, then the
 * fields the schema does not know (see `keepUnknown`). A missing or null value passes through as
 * it came, as does a value that is not an object.
 */
export function mapFields<T, N>(wire: object | Missing<N>, table: ModelFields): T | Missing<N> {
  if (!isRecord(wire)) return wire as Missing<N>
  table.compiled ??= compile(table)
  const { wireKeys, names, converts, defaults, known } = table.compiled
  const out: Record<string, unknown> = {}
  for (let index = 0; index < wireKeys.length; index++) {
    const convert = converts[index]
    const read = wire[wireKeys[index] as string]
    const value = convert ? convert(read) : read
    const fallback = defaults[index]
    out[names[index] as string] = value == null && fallback !== undefined ? fallback : value
  }
  return keepUnknown(wire, out, known) as T
}
