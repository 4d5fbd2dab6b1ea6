/**
 * What a plausible value looks like, stated independently of the mock's generator: for each kind
 * of the mock's field-name table (w3data/mock `fieldRule`), a check that a real provider's value
 * would pass; the catalogue's value types are parsed with the runtime's own value types.
 */
import {
  BigNumber,
  EVM_CHAINS,
  isAptosAddress,
  isAptosNetwork,
  isEvmAddress,
  isEvmChain,
  isSolAddress,
  isSolNetwork,
  parseDecimal,
  toChecksumAddress,
} from 'w3data'
import type { SchemaObject, ValueType } from 'w3data/catalogue'
import type { AddressStyle, FieldRule, ValueKind } from 'w3data/mock'

export type Scalar = string | number

/** Text of a number in plain decimal notation (JSON numbers are taken as they are). */
const DECIMAL = /^-?\d+(\.\d+)?$/
const DIGITS = /^\d+$/
const HEX = /^0x[0-9a-fA-F]*$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
const IMAGE_FILE = /\.(png|jpe?g|webp|gif|svg)$/
/** 2015-01-01 to 2030-01-01: data of the chains these APIs serve. */
const [FIRST_MS, LAST_MS] = [Date.UTC(2015, 0, 1), Date.UTC(2030, 0, 1)]

const decimal = (value: Scalar) => (typeof value === 'number' ? Number.isFinite(value) : DECIMAL.test(value))
const wholeNumber = (value: Scalar) =>
  typeof value === 'number' ? Number.isInteger(value) && value >= 0 : DIGITS.test(value)
const inRange = (low: number, high: number) => (value: Scalar) =>
  decimal(value) && Number(value) >= low && Number(value) <= high
const isoDate = (value: Scalar) =>
  typeof value === 'string' &&
  ISO.test(value) &&
  Date.parse(value) >= FIRST_MS &&
  Date.parse(value) <= LAST_MS

/** Epoch seconds, milliseconds or microseconds within the window, or an ISO date. */
function timestamp(value: Scalar): boolean {
  if (isoDate(value)) return true
  if (!wholeNumber(value)) return false
  const number = Number(value)
  return [1, 1_000, 1_000_000].some(
    (unit) => number / unit >= FIRST_MS / 1000 && number / unit <= LAST_MS / 1000,
  )
}

function https(value: Scalar, file?: RegExp): boolean {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && (!file || file.test(url.pathname))
  } catch {
    return false
  }
}

/** An account in the API's form: EVM in checksum casing, Aptos 0x + 64 hex, Solana base58 of 32 bytes. */
function address(value: Scalar, style: AddressStyle): boolean {
  if (typeof value !== 'string') return false
  if (style === 'evm') return isEvmAddress(value) && toChecksumAddress(value) === value
  if (style === 'aptos') return /^0x[0-9a-f]{64}$/.test(value) && isAptosAddress(value)
  return isSolAddress(value)
}

/** Words a readable name or sentence is made of; no single filler word. */
const readable = (value: Scalar) =>
  typeof value === 'string' && /[A-Za-z]/.test(value) && value.trim() === value

type Check = (value: Scalar, style: AddressStyle, rule: FieldRule) => boolean

const CHECKS: Readonly<Record<ValueKind, Check>> = {
  address,
  hash: (value, style) =>
    typeof value === 'string' &&
    (/^0x[0-9a-f]{64}$/.test(value) || (style === 'solana' && BASE58.test(value) && value.length >= 80)),
  hex: (value) => typeof value === 'string' && HEX.test(value) && value.length % 2 === 0,
  id: (value) => typeof value === 'string' && (UUID.test(value) || /^0x[0-9a-f]{64}$/.test(value)),
  cursor: (value) => typeof value === 'string' && /^[A-Za-z0-9_-]{8,}$/.test(value),
  chain: (value) => isEvmChain(value) || EVM_CHAINS.some((chain) => chain.name === value),
  usd: (value) => decimal(value) && Number(value) >= 0,
  price: (value) => decimal(value) && Number(value) > 0,
  'native-price': (value) => decimal(value) && Number(value) > 0,
  percent: inRange(0, 100),
  'percent-change': inRange(-100, 1000),
  change: decimal,
  amount: wholeNumber,
  formatted: (value) => decimal(value) && Number(value) >= 0,
  gas: (value) => wholeNumber(value) && Number(value) > 0,
  'gas-price': (value) => wholeNumber(value) && Number(value) > 0,
  block: wholeNumber,
  index: wholeNumber,
  count: wholeNumber,
  page: wholeNumber,
  decimals: (value) => wholeNumber(value) && Number(value) <= 24,
  pixels: (value) => wholeNumber(value) && Number(value) >= 16 && Number(value) <= 8192,
  'token-id': wholeNumber,
  timestamp,
  ticker: (value) => typeof value === 'string' && /^[A-Z0-9]{2,10}$/.test(value),
  'token-name': readable,
  name: readable,
  collection: readable,
  venue: readable,
  entity: readable,
  'pair-label': (value) => typeof value === 'string' && /^[A-Z0-9]{2,10}\/[A-Z0-9]{2,10}$/.test(value),
  text: (value) => readable(value) && String(value).includes(' '),
  tag: (value) => typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value),
  image: (value) => https(value, IMAGE_FILE),
  url: (value) => https(value),
  'metadata-url': (value) => https(value, /\.json$/),
  term: (value, _, rule) => (rule.terms ?? []).includes(String(value)),
  selector: (value) => typeof value === 'string' && /^\$[a-zA-Z]+$/.test(value),
  'entry-function': (value) => typeof value === 'string' && /^0x[0-9a-f]+::\w+::\w+$/.test(value),
  'move-event': (value) => typeof value === 'string' && /^0x[0-9a-f]+::\w+::\w+$/.test(value),
  'token-event': (value) => typeof value === 'string' && /^0x[0-9a-f]+::\w+::\w+$/.test(value),
  'move-type': (value) => typeof value === 'string' && /^0x[0-9a-f]+::\w+::\w+(<.+>)?$/.test(value),
  'move-module': (value) => typeof value === 'string' && /^0x[0-9a-f]+::\w+$/.test(value),
  'coin-type': (value) => typeof value === 'string' && /^0x[0-9a-f]{1,64}::\w+::\w+$/.test(value),
  'vm-status': readable,
  visibility: (value) => ['public', 'private', 'friend'].includes(String(value)),
  'move-ability': (value) => ['copy', 'drop', 'store', 'key'].includes(String(value)),
  'move-primitive': (value) => typeof value === 'string' && /^&?[\w<>:]+$/.test(value),
}

/**
 * Value types parsed with the runtime's own value types; one with no check here is held to its
 * schema's enum, format and pattern like any field.
 */
const VALUE_CHECKS: Readonly<Partial<Record<ValueType, (value: Scalar) => boolean>>> = {
  'aptos-address': isAptosAddress,
  'aptos-native': wholeNumber,
  'aptos-network': isAptosNetwork,
  'evm-address': isEvmAddress,
  'evm-address-lowercase': (value) => isEvmAddress(value) && value === String(value).toLowerCase(),
  'evm-chain': isEvmChain,
  'evm-chain-decimal': (value) => isEvmChain(value) && DIGITS.test(String(value)),
  'evm-native': wholeNumber,
  'stream-selector': (value) => /^\$[a-zA-Z]+$/.test(String(value)) || isEvmAddress(value),
  'sol-address': isSolAddress,
  'sol-native': wholeNumber,
  'sol-network': isSolNetwork,
  date: isoDate,
  'big-number': (value) => {
    try {
      return BigNumber.from(value).toString() !== ''
    } catch {
      return false
    }
  },
}

const FORMATS: Readonly<Record<string, (value: Scalar) => boolean>> = {
  'date-time': isoDate,
  date: (value) => /^\d{4}-\d\d-\d\d$/.test(String(value)),
  uri: (value) => https(value),
  uuid: (value) => UUID.test(String(value)),
  hostname: (value) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(String(value)),
  int64: (value) => /^-?\d+$/.test(String(value)),
  double: decimal,
  float: decimal,
}

/** A value of the same shape as the catalogue's example: hex, digits, decimal, date, or the example's own text. */
function likeExample(value: Scalar, example: unknown): boolean {
  const hint = String(example)
  if (typeof example === 'number') return decimal(value)
  if (HEX.test(hint) && hint.length > 2)
    return typeof value === 'string' && HEX.test(value) && value.length === hint.length
  if (/^[0-9a-f]{16,}$/.test(hint))
    return typeof value === 'string' && new RegExp(`^[0-9a-f]{${hint.length}}$`).test(value)
  if (DIGITS.test(hint)) return wholeNumber(value)
  if (DECIMAL.test(hint)) return decimal(value)
  if (ISO.test(hint)) return isoDate(value)
  return value === hint
}

/**
 * Why `value` is not a plausible value of its field, or undefined when it is. The catalogue's
 * facts come first (value type, enum, format, pattern), then the field-name rule, then the
 * example's shape; a string field that none of them describes is a problem of its own.
 */
export function implausible(
  value: Scalar,
  field: { schema: SchemaObject; rule: FieldRule | undefined; style: AddressStyle; example: unknown },
): string | undefined {
  const { schema, rule, style, example } = field
  const valueType = schema['x-w3data-value-type']
  const check = valueType && VALUE_CHECKS[valueType]
  if (check) return check(value) ? undefined : `not a valid ${valueType}`
  if (schema.enum) return schema.enum.includes(value) ? undefined : 'not in the enum'
  const format = schema.format === undefined ? undefined : FORMATS[schema.format]
  if (format) return format(value) ? undefined : `not a ${schema.format}`
  if (schema.pattern)
    return new RegExp(schema.pattern).test(String(value)) ? undefined : `does not match ${schema.pattern}`
  if (rule) {
    if (CHECKS[rule.kind](value, style, rule)) return undefined
    // The catalogue's example still has the last word on shape (a version "1.0", an event signature).
    return example !== undefined && likeExample(value, example) ? undefined : `not a plausible ${rule.kind}`
  }
  if (example !== undefined) return likeExample(value, example) ? undefined : 'not shaped like the example'
  return typeof value === 'number' && Number.isFinite(value)
    ? undefined
    : 'no rule or catalogue fact describes it'
}

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
const digitsOf = (text: string) => text.replace('.', '').replace(/^0+/, '').replace(/0+$/, '')
const isDigits = (value: unknown): value is string => typeof value === 'string' && /^\d+$/.test(value)

/** Fields of one object that must agree: formatted versus raw amounts, value versus price, lows versus highs. */
export function agreementProblems(record: Record<string, unknown>, path: string): string[] {
  const bySnake = new Map(Object.entries(record).map(([key, value]) => [snake(key), value]))
  const problems: string[] = []
  const decimals = Number(bySnake.get('decimals') ?? bySnake.get('token_decimals') ?? Number.NaN)
  const pairs: [string, string][] = [
    ['balance_formatted', 'balance'],
    ['total_supply_formatted', 'total_supply'],
    ['value_formatted', 'value'],
    ['amount', 'amount_raw'],
    ['solana', 'lamports'],
  ]
  for (const [formatted, raw] of pairs) {
    const [shown, units] = [bySnake.get(formatted), bySnake.get(raw)]
    if (typeof shown !== 'string' || !isDigits(units)) continue
    const places = raw === 'lamports' ? 9 : decimals
    // Without the item's decimals: the same digits, with a point somewhere.
    const exact = Number.isInteger(places)
      ? parseDecimal(shown, places) === units
      : digitsOf(shown) === digitsOf(units)
    if (!exact) problems.push(`${path}.${formatted}: ${shown} is not ${raw} ${units} over 10^${places}`)
  }
  const [price, quantity, value] = ['usd_price', 'balance_formatted', 'usd_value'].map((name) =>
    bySnake.get(name),
  )
  if (price != null && quantity != null && typeof value === 'number') {
    const expected = Number(price) * Number(quantity)
    if (Math.abs(expected - value) > 0.01 + expected * 1e-9)
      problems.push(`${path}.usd_value: ${value} is not usd_price × balance_formatted = ${expected}`)
  }
  for (const [low, high] of [
    ['low', 'high'],
    ['gas_used', 'gas_limit'],
  ] as const) {
    const [a, b] = [bySnake.get(low), bySnake.get(high)]
    if (a != null && b != null && Number(a) > Number(b))
      problems.push(`${path}: ${low} ${a} exceeds ${high} ${b}`)
  }
  const list = Object.values(record).find(Array.isArray)
  const pageSize = bySnake.get('page_size')
  if (list && pageSize != null && list.length > Number(pageSize))
    problems.push(`${path}: ${list.length} items on a page of ${pageSize}`)
  return problems
}
