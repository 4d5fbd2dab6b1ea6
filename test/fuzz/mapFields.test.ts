// The field-table mapper (runtime mapFields, which every generated object mapper calls) against
// the rule a table stands for, on random tables and random wire objects: the same keys in the same
// order, the same values, missing and null told apart.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sdkName } from 'w3data/catalogue'
import { type FieldMapper, fields, keepUnknown, mapFields, mapList } from './internals'
import { params, timeout } from './support'

/** Tables here name any keys: their wire type is any object. */
type Wire = Record<string, unknown>

/** A nested mapper as generated ones are: a missing value comes back as it came. */
const tagged = (value: unknown) => (value == null ? value : { mapped: value })

/**
 * The rule a table stands for, written out as the generator wrote each mapper before: an object of
 * every field under its SDK name, in the table's order, its value mapped and defaulted, then the
 * unknown fields kept.
 */
function byRule(
  wire: unknown,
  wireKeys: readonly string[],
  nested: Record<string, FieldMapper>,
  names: Record<string, string>,
  defaults: Record<string, unknown>,
): unknown {
  if (typeof wire !== 'object' || wire === null || Array.isArray(wire)) return wire
  const record = wire as Record<string, unknown>
  const apply = (mapper: FieldMapper, value: unknown): unknown =>
    typeof mapper === 'function'
      ? (mapper as (value: unknown) => unknown)(value)
      : mapList(value, (item: unknown) => apply(mapper[0], item))
  const out = Object.fromEntries(
    wireKeys.map((key) => {
      const mapper = nested[key]
      const value = mapper ? apply(mapper, record[key]) : record[key]
      return [names[key] ?? sdkName(key), value ?? defaults[key] ?? value]
    }),
  )
  return keepUnknown(record, out, new Set(wireKeys))
}

/** Keys in order, values and their absence (undefined against a missing key) told apart. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape)
  if (typeof value !== 'object' || value === null) return value === undefined ? '(undefined)' : value
  return Object.entries(value).map(([key, item]) => [key, shape(item)])
}

const wireKey = fc.stringMatching(/^_?[a-z]{1,5}(_[a-z0-9]{1,4}){0,2}$/)
const jsonScalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))
const value = fc.oneof(jsonScalar, fc.array(fc.oneof(jsonScalar, fc.array(jsonScalar)), { maxLength: 3 }))
const mapper = fc.constantFrom<FieldMapper>(tagged, [tagged], [[tagged]])

const table = fc
  .uniqueArray(wireKey, { minLength: 1, maxLength: 8 })
  .chain((wireKeys) =>
    fc.record({
      wireKeys: fc.constant(wireKeys),
      nested: fc.dictionary(fc.constantFrom(...wireKeys), mapper),
      names: fc
        .subarray(wireKeys)
        .map((renamed) => Object.fromEntries(renamed.map((key) => [key, `${sdkName(key)}Alias`]))),
      defaults: fc.dictionary(
        fc.constantFrom(...wireKeys),
        jsonScalar.filter((item) => item !== null),
      ),
      // Some of the table's keys, others, and keys that rename onto a field's SDK name.
      wire: fc.dictionary(
        fc.oneof(fc.constantFrom(...wireKeys), wireKey, fc.constantFrom(...wireKeys.map(sdkName))),
        value,
      ),
    }),
  )
  .filter(({ wireKeys, names }) => {
    // As in a schema, no two fields share an SDK name.
    const sdkNames = wireKeys.map((key) => names[key] ?? sdkName(key))
    return new Set(sdkNames).size === sdkNames.length
  })

describe('mapFields', () => {
  it(
    'maps as the rule its table stands for, on random tables and wire objects',
    () => {
      fc.assert(
        fc.property(table, ({ wireKeys, nested, names, defaults, wire }) => {
          const mapped = mapFields(wire, fields<Wire>(wireKeys, nested, names, defaults))
          expect(shape(mapped)).toEqual(shape(byRule(wire, wireKeys, nested, names, defaults)))
        }),
        params,
      )
    },
    timeout,
  )
})
