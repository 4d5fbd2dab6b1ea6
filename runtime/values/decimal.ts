import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'
import { describeValue } from './describeValue'
import { numberLikeText } from './numberLike'

/*
 * Exact conversion between decimal amounts ('1.5') and integers in the smallest unit
 * ('150000000' with 8 decimals), by string arithmetic only. Every failure is a W3DataError with
 * code C0500 (BIG_NUMBER_ERROR) and one of these messages:
 *
 *   Invalid decimals                                     decimals negative, not an integer, or above 255
 *   Decimal value is empty                               ''
 *   Decimal value has more than one dot: {value}         '1.2.3'
 *   Decimal value has an empty fragment: {value}         '1.', '.5', '.', '-'
 *   Decimal value is not numeric: {value}                '1a', '1e5', ' 1', '+1', '0x1.5', a plain
 *                                                        object, a list, another non-string input
 *   Decimal value has more than {decimals} fraction digits: {value}
 *   Number value is not finite: {value}                  NaN, Infinity
 *   Number value is not exact, pass it as a string: {value}
 *                                                        an unsafe integer (>= 2^53) or exponent form (1e-7)
 *   Integer value is not valid: {value}                  formatDecimal input other than -?digits
 */

const DIGITS = /^\d+$/
const INTEGER = /^-?\d+$/
// An integer in hex, as the SDK reads and writes them: '0x100', '-0x0a'.
const HEX = /^(-?)0x([0-9a-f]+)$/i

/** The integer that hex text ('0x10', '-0X0a') writes, or undefined for other text. */
export function hexInteger(text: string): bigint | undefined {
  const hex = HEX.exec(text)
  if (!hex) return undefined
  const units = BigInt(`0x${hex[2]}`)
  return hex[1] ? -units : units
}

function fail(message: string): never {
  throw new W3DataError({ code: CoreErrorCode.BIG_NUMBER_ERROR, message })
}

/** Token decimals are a uint8 on every chain served; more would only build huge strings (or throw RangeError). */
const MAX_DECIMALS = 255

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) fail('Invalid decimals')
}

/** The exact decimal text of a number, or an error when the number cannot be trusted to be exact. */
function numberToText(value: number): string {
  if (!Number.isFinite(value)) fail(`Number value is not finite: ${value}`)
  if (Number.isSafeInteger(value)) return String(value)
  const text = String(value)
  // Integers past 2^53 have already lost digits; exponent forms would need their own parser.
  if (Number.isInteger(value) || /e/i.test(text))
    fail(`Number value is not exact, pass it as a string: ${text}`)
  return text
}

/** The text an amount is read from: a number's exact digits, a number object's own (see numberLike.ts). */
function amountText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return numberToText(value)
  if (typeof value === 'bigint') return value.toString()
  const text = typeof value === 'object' && value !== null ? numberLikeText(value) : undefined
  return text ?? fail(`Decimal value is not numeric: ${describeValue(value)}`)
}

/**
 * Converts a decimal amount to an integer string in the smallest unit. Negative amounts are
 * allowed; numbers are accepted only when exact (safe integers, or decimals printed without an
 * exponent), otherwise pass a string. As in the provider's SDK, a hex integer ('0x10') and a
 * number object of another library (by its `toString()`) are read too; unlike it, a hex fraction
 * ('0x1.5'), surrounding spaces, a `+` and the `0b`/`0o` forms, which its `BigInt()` let through,
 * are not.
 *
 * @throws W3DataError C0500 on any of the rules listed at the top of this file.
 * @example parseDecimal('1.5', 8) // '150000000'
 * @example parseDecimal('0x10', 0) // '16'
 */
export function parseDecimal(value: string | number | bigint, decimals: number): string {
  assertDecimals(decimals)
  const text = amountText(value)
  const hex = hexInteger(text)
  if (hex !== undefined) return (hex * 10n ** BigInt(decimals)).toString()

  if (text === '') fail('Decimal value is empty')
  const negative = text.startsWith('-')
  const parts = (negative ? text.slice(1) : text).split('.')
  if (parts.length > 2) fail(`Decimal value has more than one dot: ${text}`)
  const [integer, fraction] = parts
  if (!integer || fraction === '') fail(`Decimal value has an empty fragment: ${text}`)
  if (!DIGITS.test(integer) || (fraction !== undefined && !DIGITS.test(fraction))) {
    fail(`Decimal value is not numeric: ${text}`)
  }
  const digits = fraction ?? ''
  if (digits.length > decimals) fail(`Decimal value has more than ${decimals} fraction digits: ${text}`)

  const units = BigInt(integer + digits.padEnd(decimals, '0'))
  return (negative ? -units : units).toString()
}

/**
 * Converts an integer in the smallest unit back to a decimal amount, without trailing zeros
 * (and without a dot for whole amounts).
 *
 * @throws W3DataError C0500 `Invalid decimals` or `Integer value is not valid: {value}`.
 * @example formatDecimal('150000000', 8) // '1.5'
 */
export function formatDecimal(value: string | bigint, decimals: number): string {
  assertDecimals(decimals)
  if (typeof value !== 'bigint' && (typeof value !== 'string' || !INTEGER.test(value))) {
    fail(`Integer value is not valid: ${describeValue(value)}`)
  }
  const units = BigInt(value)
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

/**
 * `formatDecimal` as the provider's SDK writes amounts: with decimals, a whole amount keeps one
 * fraction digit ('1.0'); with none it has no dot ('256').
 *
 * @example formatDecimalAsSdk('1000000000000000000', 18) // '1.0'
 */
export function formatDecimalAsSdk(value: string | bigint, decimals: number): string {
  const text = formatDecimal(value, decimals)
  return decimals > 0 && !text.includes('.') ? `${text}.0` : text
}
