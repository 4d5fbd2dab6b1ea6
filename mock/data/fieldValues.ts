import type { SchemaObject, ValueType } from '../../entries/catalogue'
import { APTOS_NETWORK_NAMES, SOL_NETWORK_NAMES } from '../../entries/index'
import type { Random } from '../random'
import { schemaTypes } from '../schema'
import { type AddressStyle, accountAddress } from './addressStyle'
import { type Field, fromExample, hintText, isoTime, type Maker, uuid, wantsNumber } from './field'
import { type FieldRule, fieldRule, snakeName, type ValueKind } from './fieldRules'
import type { ItemScope } from './itemScope'
import { MOVE_MAKERS } from './moveMakers'
import { NUMBER_MAKERS } from './numberMakers'
import { TOKENS } from './profiles'
import { chainValue, TEXT_MAKERS } from './textMakers'
import * as words from './vocabulary'

/** One maker per kind of the field-name rules. */
const MAKERS: Readonly<Record<ValueKind, Maker>> = { ...NUMBER_MAKERS, ...TEXT_MAKERS, ...MOVE_MAKERS }
/** The rule a `format: uri` field is made by. */
const URI_RULE: FieldRule = { match: /uri$/, kind: 'url' }

/** Field-name kinds whose makers give whole numbers in digits: a valid big-number. */
const WHOLE_KINDS: ReadonlySet<ValueKind> = new Set(['block', 'amount', 'gas', 'gas-price', 'count', 'index'])

/**
 * Value types that say only how a field is read (an address, a whole number) leave the value to a
 * field-name rule that makes one of them: a token's own address, a block number of its chain.
 */
const RULE_DECIDES: Partial<Record<ValueType, (rule: FieldRule, style: AddressStyle) => boolean>> = {
  'aptos-address': (rule, style) => rule.kind === 'address' && style === 'aptos',
  'evm-address': (rule, style) => rule.kind === 'address' && style === 'evm',
  'sol-address': (rule, style) => rule.kind === 'address' && style === 'solana',
  'big-number': (rule) => WHOLE_KINDS.has(rule.kind),
  'evm-native': (rule) => WHOLE_KINDS.has(rule.kind),
  'sol-native': (rule) => WHOLE_KINDS.has(rule.kind),
  'aptos-native': (rule) => WHOLE_KINDS.has(rule.kind),
}

function ruleDecides(rule: FieldRule | undefined, field: Field): boolean {
  const valueType = field.schema['x-w3data-value-type']
  if (!rule || !valueType) return false
  return RULE_DECIDES[valueType]?.(rule, field.scope.style) ?? false
}

/**
 * An amount of the chain's coin in its smallest unit (wei, lamports, octas), whole digits of
 * about 0.1 to 1,000 coins: what a native value type reads, whatever the field's name suggests.
 */
function nativeAmount(rng: Random, style: AddressStyle): string {
  const decimals = TOKENS[style][0]?.decimals ?? 18
  return rng.digits(decimals + rng.int(0, 3))
}

/** A value from the catalogue's own facts about the field: its value type, then its format. */
function catalogueValue(rng: Random, field: Field): string | undefined {
  const { schema } = field
  switch (schema['x-w3data-value-type']) {
    case 'aptos-address':
      return accountAddress(rng, 'aptos')
    case 'evm-address':
      return accountAddress(rng, 'evm')
    case 'evm-address-lowercase':
      return accountAddress(rng, 'evm').toLowerCase()
    case 'sol-address':
      return accountAddress(rng, 'solana')
    case 'evm-chain':
      return chainValue(rng, 'hex')
    case 'evm-chain-decimal':
      return chainValue(rng, 'decimal')
    case 'aptos-network':
      return rng.pick(APTOS_NETWORK_NAMES)
    case 'sol-network':
      return rng.pick(SOL_NETWORK_NAMES)
    case 'stream-selector':
      return rng.pick(['$fromAddress', '$toAddress', '$contract'])
    case 'big-number':
      return rng.digits(rng.int(3, 19))
    case 'evm-native':
    case 'sol-native':
    case 'aptos-native':
      return nativeAmount(rng, field.scope.style)
    case 'date':
      return isoTime(rng)
  }
  switch (schema.format) {
    case 'date-time':
      return isoTime(rng)
    case 'date':
      return isoTime(rng).slice(0, 10)
    case 'uri':
      return String(MAKERS.url(rng, field, URI_RULE))
    case 'uuid':
      return uuid(rng)
    case 'int64':
      return rng.digits(rng.int(3, 19))
    default:
      return undefined
  }
}

/** A number when the example gives none: a byte for list items, else up to 1,000. */
function plainNumber(rng: Random, field: Field): number {
  const hint = typeof field.hint === 'number' ? field.hint : undefined
  if (hint !== undefined) return hint * (0.5 + rng.next())
  return rng.int(0, field.name.endsWith('[]') ? 255 : 1_000)
}

/**
 * A value of the schema's type: numeric text becomes a number within bounds (whole for integers,
 * and when `wholeLikeExample`, for a whole example), numbers become text.
 */
function fitType(
  rng: Random,
  value: string | number,
  field: Field,
  wholeLikeExample: boolean,
): string | number {
  const { schema } = field
  if (!wantsNumber(schema)) return String(value)
  let number = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) number = plainNumber(rng, field)
  const { types } = schemaTypes(schema)
  const integer =
    types.includes('integer') ||
    (wholeLikeExample && typeof field.hint === 'number' && Number.isInteger(field.hint))
  number = integer ? Math.round(number) : Number(number.toPrecision(10))
  if (schema.minimum !== undefined) number = Math.max(schema.minimum, number)
  if (schema.maximum !== undefined) number = Math.min(schema.maximum, number)
  return number
}

/**
 * A realistic string or number for a field: the catalogue's facts first (value type, format),
 * then the field-name rules (fieldRules.ts, which read the example as a hint), then the example's
 * shape; a pattern the result misses falls back to the example. Last resort, a label naming the field.
 */
export function scalarValue(rng: Random, field: Field): string | number {
  const rule = fieldRule(field.name, field.scope.style, field.scope.fields)
  const hint = hintText(field)
  const made =
    (ruleDecides(rule, field) ? undefined : catalogueValue(rng, field)) ??
    (rule && MAKERS[rule.kind](rng, field, rule)) ??
    (hint === undefined ? undefined : fromExample(rng, hint)) ??
    (wantsNumber(field.schema)
      ? plainNumber(rng, field)
      : `${snakeName(field.name).replace(/\[\]$/, '')}-${rng.int(1, 99)}`)
  const { pattern } = field.schema
  const fitting = pattern && hint !== undefined && !new RegExp(pattern).test(String(made)) ? hint : made
  // A rule knows whether its kind is whole (a price is not, even when the example is 1).
  return fitType(rng, fitting, field, rule === undefined)
}

/** Flags that are mostly true (success, verified), mostly false (spam, honeypot, native), else even. */
export function booleanValue(rng: Random, field: { name: string }): boolean {
  const snake = snakeName(field.name)
  if (/success|verified|confirmed|listed|open_source|complete|exists/.test(snake)) return rng.chance(0.9)
  return rng.chance(
    /spam|honey|hidden|cannot|native|proxy|mintable|debt|inactive|demo/.test(snake) ? 0.1 : 0.5,
  )
}

/** A data map (`x-w3data-data` object), such as token properties: a few short string entries. */
export function dataObject(rng: Random): Record<string, string> {
  const keys = [...words.PROPERTY_KEYS]
  const out: Record<string, string> = {}
  for (let count = rng.int(2, 4); count > 0; count--) {
    const [key] = keys.splice(rng.int(0, keys.length - 1), 1)
    if (key === undefined) break
    out[key] = /level|edition|power/.test(key)
      ? String(rng.int(1, 99))
      : key === 'name'
        ? `${rng.pick(words.PROPERTY_VALUES)} #${rng.int(1, 999)}`
        : rng.pick(words.PROPERTY_VALUES)
  }
  return out
}

/** A data value with no declared type: an NFT trait's value, else (Move arguments, table keys) an address or an amount. */
export function dataScalar(rng: Random, scope: ItemScope): string {
  if (scope.subject === 'nft') return rng.pick(words.PROPERTY_VALUES)
  return rng.chance(0.5) ? accountAddress(rng, scope.style) : rng.digits(rng.int(3, 19))
}

/** Whether a schema leaves the value's type open (no type, example, format or value type). */
export const saysNothing = (schema: SchemaObject): boolean =>
  schemaTypes(schema).types.length === 0 &&
  schema.example === undefined &&
  !schema.format &&
  !schema['x-w3data-value-type']
