import type { SchemaObject } from '../../runtime/index'
import { createRandom, type Random } from '../random'
import * as words from './vocabulary'

/** How account addresses look in an API: Aptos (32 bytes hex), EVM (20 bytes hex), Solana (base58). */
export type AddressStyle = 'aptos' | 'evm' | 'solana'

/**
 * What a scalar is generated from: its property name (`name[]` for the items of a list), its
 * schema (for format, value type, bounds) and the schema's example, used as a hint.
 */
export interface Field {
  name: string
  schema: SchemaObject
  addressStyle: AddressStyle
}

type Maker = (rng: Random, field: Field) => string

// Ledger time runs from the Aptos mainnet launch (2022-10-12) to mid 2025, fixed so output never drifts.
const FIRST_MS = Date.UTC(2022, 9, 12)
const LAST_MS = Date.UTC(2025, 5, 1)

const hex64 = (rng: Random) => `0x${rng.hex(64)}`
const BASE58 = [...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz']
const base58 = (rng: Random) => Array.from({ length: rng.int(43, 44) }, () => rng.pick(BASE58)).join('')

/** An account address in the API's style. */
function address(rng: Random, style: AddressStyle): string {
  if (style === 'evm') return `0x${rng.hex(40)}`
  return style === 'solana' ? base58(rng) : hex64(rng)
}

const millis = (rng: Random) => rng.int(FIRST_MS, LAST_MS)
const micros = (rng: Random) => `${millis(rng)}${String(rng.int(0, 999)).padStart(3, '0')}`
const isoTime = (rng: Random) => new Date(millis(rng)).toISOString()
const between = (low: number, high: number) => (rng: Random) => String(rng.int(low, high))
const oneOf = (items: readonly string[]) => (rng: Random) => rng.pick(items)
const example = (field: Field) =>
  typeof field.schema.example === 'string' ? field.schema.example : undefined
const isDigits = (text: string | undefined) => text !== undefined && /^\d+$/.test(text)

/** A coin type; the publishing address is derived from the struct, so a coin keeps one address. */
export function coinType(rng: Random): string {
  const struct = rng.pick(words.COIN_STRUCTS)
  const address = struct === 'aptos_coin::AptosCoin' ? '0x1' : `0x${createRandom(struct).hex(64)}`
  return `${address}::${struct}`
}

const amount = (rng: Random) => rng.digits(rng.int(3, 19))
/** Amounts keep the magnitude of the example when there is one (an NFT supply is not a coin supply). */
const amountLike: Maker = (rng, field) => {
  const hint = example(field)
  return hint !== undefined && isDigits(hint) ? fromExample(rng, hint) : amount(rng)
}

const url = (rng: Random) =>
  `https://${rng.pick(words.URL_HOSTS)}/${rng.hex(32)}/${rng.int(1, 9999)}.${rng.pick(['png', 'json', 'webp'])}`

const sentence = (rng: Random) => {
  const pool: string[] = [...words.DESCRIPTION_WORDS]
  const picked = Array.from({ length: rng.int(4, 8) }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0])
  const text = picked.join(' ').toLowerCase()
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

/**
 * `name` means different things: an NFT ("Topaz Troopers 123"), a coin ("GEGG Coin"), a token
 * ("Tether USD"), a Move identifier (no example).
 */
const nameLike: Maker = (rng, field) => {
  const hint = example(field)
  if (hint && /\d$/.test(hint)) return `${rng.pick(words.COLLECTION_NAMES)} #${rng.int(1, 9999)}`
  if (hint && /coin$/i.test(hint)) return `${rng.pick(words.COIN_WORDS)} Coin`
  if (hint && /[A-Z ]/.test(hint)) return `${rng.pick(words.COIN_WORDS)} ${rng.pick(words.TOKEN_SUFFIXES)}`
  return rng.pick([...words.MODULE_NAMES, ...words.FUNCTION_NAMES])
}

const hashLike: Maker = (rng, field) =>
  /^[0-9a-f]{64}$/.test(example(field) ?? '') ? rng.hex(64) : hex64(rng)

const timestampLike: Maker = (rng, field) => (isDigits(example(field)) ? micros(rng) : isoTime(rng))

type Rule = readonly [RegExp, Maker]

/** Move vocabulary, for Aptos data only. Enums and union tags are settled before any rule. */
const MOVE_RULES: readonly Rule[] = [
  [/^(function|entry_function_id_str)$/, oneOf(words.ENTRY_FUNCTIONS)],
  [/^activity_type$/, oneOf(words.COIN_ACTIVITY_TYPES)],
  [/^transfer_type$/, oneOf(words.TOKEN_EVENT_TYPES)],
  [/^table_type$/, () => '0x3::token::TokenStore'],
  [/^(type|resource)$/, oneOf(words.MOVE_TYPES)],
  [/^(module|friends\[\])$/, (rng) => `0x1::${rng.pick(words.MODULE_NAMES)}`],
  [/^(coin_type|type_arguments\[\]|coin_type_(black|white)list\[\])$/, coinType],
  [/^vm_status$/, oneOf(words.VM_STATUSES)],
  [/^visibility$/, oneOf(words.VISIBILITIES)],
  [/^(abilities|constraints)\[\]$/, oneOf(words.MOVE_ABILITIES)],
  [/^(params|return)\[\]$|^(key|value)_type$/, oneOf(words.MOVE_PRIMITIVES)],
  [/^(bytecode|modules\[\])$/, (rng) => `0xa11ceb0b${rng.hex(rng.int(12, 48) * 2)}`],
  [/^signatures?(\[\])?$/, (rng) => `0x${rng.hex(128)}`],
  [/^(public_keys?(\[\])?|authentication_key)$/, hex64],
  [/^bitmap$/, (rng) => `0x${rng.hex(8)}`],
  [/^(key|value)$/, (rng) => `0x${rng.hex(rng.int(4, 32) * 2)}`],
  [/^handle$|_handle$|_table_key$/, hex64],
]

/** Rules by property name for every API, after the Move ones; the first match wins. */
const COMMON_RULES: readonly Rule[] = [
  [/^symbol$/, oneOf(words.COIN_SYMBOLS)],
  [/^collection_name$/, oneOf(words.COLLECTION_NAMES)],
  [/^description$/, sentence],
  [/^name$/, nameLike],
  [/uri|url|logo|image|thumbnail|icon/, url],
  [/label$|entity$/, oneOf(words.ENTITY_NAMES)],
  [/address|^(owner|sender|creator|proposer|execute_as)$/, (rng, field) => address(rng, field.addressStyle)],
  [/hash|^id$/, hashLike],
  [/_secs$/, (rng) => String(Math.floor(millis(rng) / 1000))],
  [/timestamp|date/, timestampLike],
  [/^gas_unit_price$/, between(100, 150)],
  [/^max_gas_amount$/, between(2_000, 200_000)],
  [/^gas_used$/, between(1, 5_000)],
  [/(^|_)(sequence|creation)_number$/, between(0, 5_000)],
  [/^(maximum|supply|amount|balance|value|coin_amount)$|_amount$|_balance$/, amountLike],
  [/^epoch$/, between(1, 9_000)],
  [/^round$/, between(0, 99_999)],
]

const APTOS_RULES: readonly Rule[] = [...MOVE_RULES, ...COMMON_RULES]

/** Hints from the example: same shape of value, fresh content. */
function fromExample(rng: Random, hint: string): string {
  if (/^0x[0-9a-f]{64}$/i.test(hint)) return hex64(rng)
  if (/^0x[0-9a-f]{40}$/i.test(hint)) return `0x${rng.hex(40)}`
  if (/^[0-9a-f]{64}$/.test(hint)) return rng.hex(64)
  if (/^\d{4}-\d\d-\d\dT/.test(hint)) return isoTime(rng)
  if (isDigits(hint)) return rng.digits(Math.min(19, Math.max(1, hint.length + rng.int(-1, 1))))
  return hint
}

/** A realistic string for a property, by value type, format, name and example, in that order. */
export function stringValue(rng: Random, field: Field): string {
  const { schema } = field
  const valueType = schema['x-w3data-value-type']
  if (valueType === 'aptos-address') return address(rng, 'aptos')
  if (valueType === 'evm-address' || valueType === 'evm-address-lowercase') return address(rng, 'evm')
  if (valueType === 'sol-address') return address(rng, 'solana')
  if (valueType === 'evm-chain') return rng.pick(['0x1', '0x89', '0x38', '0xa4b1', '0x2105'])
  if (valueType === 'evm-chain-decimal') return rng.pick(['1', '137', '56', '42161', '8453'])
  if (valueType === 'big-number') return amount(rng)
  if (valueType === 'date' || schema.format === 'date-time' || schema.format === 'date') return isoTime(rng)
  if (schema.format === 'uri') return url(rng)
  const name = field.name.toLowerCase()
  for (const [pattern, make] of field.addressStyle === 'aptos' ? APTOS_RULES : COMMON_RULES)
    if (pattern.test(name)) return make(rng, field)
  const hint = example(field)
  if (hint !== undefined) return fromExample(rng, hint)
  if (/version|height|number|index|count|nonce/.test(name)) return rng.digits(rng.int(1, 10))
  return rng.pick(words.PLAIN_WORDS)
}

/**
 * A number: by name, else near the example (a fraction when the example is one, such as a USD
 * price), always within the schema's bounds.
 */
export function numberValue(rng: Random, field: Field): number {
  const { schema } = field
  const name = field.name.toLowerCase()
  const hint = typeof schema.example === 'number' ? schema.example : undefined
  const integer = ([] as unknown[]).concat(schema.type).includes('integer')
  const whole = integer || (hint !== undefined && Number.isInteger(hint))
  let value: number
  if (name === 'decimals') value = rng.pick([6, 8, 8, 8, 18])
  else if (name === 'threshold') value = rng.int(1, 3)
  else if (name.endsWith('[]')) value = rng.int(0, 255)
  else if (hint !== undefined) value = hint * (0.5 + rng.next())
  else value = rng.int(0, 1_000)
  value = whole ? Math.round(value) : Number(value.toPrecision(6))
  if (schema.minimum !== undefined) value = Math.max(schema.minimum, value)
  if (schema.maximum !== undefined) value = Math.min(schema.maximum, value)
  return value
}

/** Success flags are mostly true; other flags are even. */
export function booleanValue(rng: Random, field: Field): boolean {
  return rng.chance(/success/.test(field.name) ? 0.9 : 0.5)
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
        ? `${rng.pick(words.PLAIN_WORDS)} #${rng.int(1, 999)}`
        : rng.pick(words.PROPERTY_VALUES)
  }
  return out
}

/** A data value with no declared type (Move arguments, table keys): an address or an amount. */
export function dataScalar(rng: Random, style: AddressStyle): string {
  return rng.chance(0.5) ? address(rng, style) : amount(rng)
}
