import fc from 'fast-check'

/*
 * Independent statements of the rules under test, from the validation rules and the documented tables, so that
 * a property compares the implementation against the rule rather than against itself.
 */

/** The valid decimal forms: optional '-', digits, optionally '.' and digits. ASCII digits only. */
export const DECIMAL_FORM = /^-?[0-9]+(\.[0-9]+)?$/

/** Hex integers, read in the unit as the SDK's BigInt() read them: optional '-', 0x or 0X, hex digits. */
export const HEX_FORM = /^(-?)0[xX]([0-9a-fA-F]+)$/

/** Token decimals are a uint8: 0 to 255. */
export const MAX_DECIMALS = 255

export type DecimalVerdict = { ok: true; units: bigint } | { ok: false; message: string }

/** `String(value)` (cut after 200 characters), or the object tag when that throws, as error messages print values. */
export function printed(value: unknown): string {
  let text: string
  try {
    text = String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
  // Messages show at most 200 characters of a value, then its full length.
  return text.length <= 200 ? text : `${text.slice(0, 200)}… (${text.length} characters)`
}

/** A number object's text: an object, not a list, whose own class writes it (not Object's toString). */
function ownText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  try {
    const write: unknown = Reflect.get(value, 'toString')
    const text: unknown =
      typeof write === 'function' && write !== Object.prototype.toString ? write.call(value) : undefined
    return typeof text === 'string' ? text : undefined
  } catch {
    return undefined
  }
}

/** What parseDecimal must do with `value` at `decimals`, message for message (decimal.ts's table). */
export function decimalVerdict(value: unknown, decimals: number): DecimalVerdict {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS)
    return { ok: false, message: 'Invalid decimals' }
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: `Number value is not finite: ${value}` }
    text = String(value)
    if (!Number.isSafeInteger(value) && (Number.isInteger(value) || /e/i.test(text)))
      return { ok: false, message: `Number value is not exact, pass it as a string: ${text}` }
  } else if (typeof value === 'string') text = value
  else if (typeof value === 'bigint') text = value.toString()
  else if (ownText(value) !== undefined) text = ownText(value) as string
  else return { ok: false, message: `Decimal value is not numeric: ${printed(value)}` }
  const hex = HEX_FORM.exec(text)
  if (hex) {
    const units = BigInt(`0x${hex[2]}`) * 10n ** BigInt(decimals)
    return { ok: true, units: hex[1] ? -units : units }
  }

  if (text === '') return { ok: false, message: 'Decimal value is empty' }
  const negative = text.startsWith('-')
  const parts = (negative ? text.slice(1) : text).split('.')
  if (parts.length > 2) return { ok: false, message: `Decimal value has more than one dot: ${text}` }
  const [integer = '', fraction] = parts
  if (integer === '' || fraction === '')
    return { ok: false, message: `Decimal value has an empty fragment: ${text}` }
  if (!DECIMAL_FORM.test(text)) return { ok: false, message: `Decimal value is not numeric: ${text}` }
  const digits = fraction ?? ''
  if (digits.length > decimals)
    return { ok: false, message: `Decimal value has more than ${decimals} fraction digits: ${text}` }
  const units =
    BigInt(integer) * 10n ** BigInt(decimals) +
    BigInt(digits === '' ? 0 : digits) * 10n ** BigInt(decimals - digits.length)
  return { ok: true, units: negative ? -units : units }
}

/** The decimal text of `units / 10^decimals` without trailing zeros, by bigint arithmetic. */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const negative = units < 0n
  const magnitude = negative ? -units : units
  const scale = 10n ** BigInt(decimals)
  const whole = magnitude / scale
  const rest = magnitude % scale
  const fraction = rest === 0n ? '' : rest.toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative && magnitude !== 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max })

/** Valid decimal texts: sign, integer part (leading zeros included), optional fraction. */
export const validDecimalText: fc.Arbitrary<string> = fc
  .tuple(fc.boolean(), digits(1, 40), fc.option(digits(1, 24), { nil: undefined }))
  .map(
    ([negative, integer, fraction]) =>
      `${negative ? '-' : ''}${integer}${fraction === undefined ? '' : `.${fraction}`}`,
  )

/** Texts near the valid forms: a valid text with characters inserted or removed. */
export const nearDecimalText: fc.Arbitrary<string> = fc
  .tuple(
    validDecimalText,
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('.', '-', '+', 'e', 'E', ' ', '\n', '_', ',', 'x', '٣', '０', '', '\u0000'),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([text, edits]) =>
    edits.reduce((out, [at, insert]) => {
      const index = at % (out.length + 1)
      return insert === ''
        ? out.slice(0, index) + out.slice(index + 1)
        : out.slice(0, index) + insert + out.slice(index)
    }, text),
  )

/** Hex integer texts, and hex with a fraction (refused). */
const hexText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', '-'),
    fc.constantFrom('0x', '0X'),
    fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 1, maxLength: 30 }),
    fc.constantFrom('', '.5'),
  )
  .map((parts) => parts.join(''))

/** Every kind of decimal input text. */
export const decimalText: fc.Arbitrary<string> = fc.oneof(
  validDecimalText,
  hexText,
  nearDecimalText,
  fc.stringMatching(/^[-.0-9eE+ ]{0,12}$/),
  fc.string(),
)

/** Decimals counts: the usual ones, the bounds, and invalid ones. */
export const decimalsCount: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 0, max: 40 }),
  fc.constantFrom(
    0,
    8,
    9,
    18,
    255,
    256,
    -1,
    1.5,
    Number.NaN,
    2 ** 30,
    2 ** 31 - 1,
    Number.MAX_SAFE_INTEGER,
    Number.POSITIVE_INFINITY,
  ),
)
