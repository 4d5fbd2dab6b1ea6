import type { SchemaObject } from '../../entries/catalogue'
import { toChecksumAddress } from '../../entries/index'
import type { Random } from '../random'
import { schemaTypes } from '../schema'
import type { FieldRule } from './fieldRules'
import type { ItemScope } from './itemScope'

/** What a scalar is generated from: its name, its schema, the object it sits in, its example. */
export interface Field {
  /** The property name as the wire has it (`name[]` for the items of a list). */
  readonly name: string
  readonly schema: SchemaObject
  readonly scope: ItemScope
  /** The catalogue's example for this value; a list's example gives its items theirs. */
  readonly hint: unknown
}

/** Makes a value of one kind; numbers may come as decimal strings (the caller fits the schema). */
export type Maker = (rng: Random, field: Field, rule: FieldRule) => string | number

// Time runs from the Aptos mainnet launch (2022-10-12) to mid 2025, fixed so output never drifts.
export const FIRST_MS = Date.UTC(2022, 9, 12)
export const LAST_MS = Date.UTC(2025, 5, 1)

/** A version 4 UUID. */
export const uuid = (rng: Random): string =>
  `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.hex(3)}-${rng.hex(12)}`

export const isoTime = (rng: Random): string => new Date(rng.int(FIRST_MS, LAST_MS)).toISOString()

/** The example as text, when it is a string or a number. */
export function hintText(field: Field): string | undefined {
  const { hint } = field
  if (typeof hint === 'string') return hint
  return typeof hint === 'number' && Number.isFinite(hint) ? String(hint) : undefined
}

/** The example as a positive number, when it is one (placeholder examples such as "0.0" are not). */
export function hintNumber(field: Field): number | undefined {
  const text = hintText(field)
  const value = text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
  return value > 0 ? value : undefined
}

/** A decimal without exponent, rounded to `significant` digits: 0.0000094, 3120.52, 14.6031. */
export function decimalText(value: number, significant = 6): string {
  if (value === 0 || !Number.isFinite(value)) return '0'
  const magnitude = Math.floor(Math.log10(Math.abs(value)))
  const places = Math.min(18, Math.max(0, significant - 1 - magnitude))
  const text = value.toFixed(places)
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text
}

/** True when the schema wants a JSON number. */
export const wantsNumber = (schema: SchemaObject): boolean =>
  ([] as unknown[]).concat(schema.type).some((type) => type === 'number' || type === 'integer')

/** A number or numeric text in the schema's type: a number (whole for integers) or its text. */
export function asSchemaType(value: string | number, schema: SchemaObject): string | number {
  if (!wantsNumber(schema)) return String(value)
  const number = Number(value)
  return schemaTypes(schema).types.includes('integer') ? Math.round(number) : number
}

/** A value of the example's shape with fresh content: hex of the same length, digits of about as many. */
export function fromExample(rng: Random, hint: string): string {
  if (/^0x[0-9a-f]{40}$/i.test(hint)) return toChecksumAddress(`0x${rng.hex(40)}`)
  if (/^(0x)?[0-9a-f]{16,}$/i.test(hint))
    return `${hint.startsWith('0x') ? '0x' : ''}${rng.hex(hint.replace(/^0x/, '').length)}`
  if (/^\d{4}-\d\d-\d\dT/.test(hint)) return isoTime(rng)
  if (/^\d+$/.test(hint)) return rng.digits(Math.min(19, Math.max(1, hint.length + rng.int(-1, 1))))
  if (/^\d+\.\d+$/.test(hint) && Number(hint) > 0) return decimalText(Number(hint) * (0.5 + rng.next()))
  return hint
}
