/**
 * A number literal where one can stand outside a string: after `:`, `,` or `[` and spaces (or at
 * the start, the body being a number). Only one with 16 digits before its point or with an
 * exponent can lie beyond 2^53. Strings are not skipped here, so a string may hold a match
 * (`"at 1:2345678901234567890"`).
 */
const CANDIDATE = /[:,[]\s*(-?\d(?:\d{15}|[\d.]*[eE])[\d.eE+-]*)/g
const LEADING = /\s*(-?\d[\d.eE+-]*)/y
const INTEGER = /^-?\d+$/
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/
const SAFE = Number.MAX_SAFE_INTEGER
/** Digits an integer written with an exponent is spelt out to at most: a uint256 has 78. */
const MAX_SPELT_DIGITS = 100

interface Literal {
  start: number
  text: string
}

/**
 * The text with every integer literal beyond 2^53 outside strings written as a string of its
 * exact digits (`1234567890123456789e3` and `9007199254740993.0` too), and a number too large for a double (`1e400`)
 * as the text it was sent as. `rounded` is how many numbers beyond ±2^53 JSON.parse found in it: when the
 * candidates beyond ±2^53 are as many, none of them is inside a string (every literal outside one
 * is a candidate, and a duplicate key only removes numbers), and strings need no skipping.
 */
export function quoteUnsafeIntegers(text: string, rounded: number): string {
  const beyond: Literal[] = []
  const leading = LEADING.exec(text)
  LEADING.lastIndex = 0
  for (const match of leading ? [leading] : text.matchAll(CANDIDATE)) {
    const literal = match[1] as string
    const value = Number(literal)
    if (value > SAFE || value < -SAFE)
      beyond.push({ start: match.index + match[0].length - literal.length, text: literal })
  }
  const outside = beyond.length === rounded ? beyond : outsideStrings(text, beyond)
  let out = ''
  let copied = 0
  for (const literal of outside) {
    const exact = exactText(literal.text)
    if (exact === undefined) continue
    out += `${text.slice(copied, literal.start)}"${exact}"`
    copied = literal.start + literal.text.length
  }
  return copied === 0 ? text : out + text.slice(copied)
}

/** The literals (in text order) that stand outside strings, found by skipping whole strings. */
function outsideStrings(text: string, literals: Literal[]): Literal[] {
  const kept: Literal[] = []
  let at = 0
  for (const literal of literals) {
    let quote = text.indexOf('"', at)
    while (quote !== -1 && quote < literal.start) {
      at = stringEnd(text, quote)
      quote = text.indexOf('"', at)
    }
    if (at <= literal.start) kept.push(literal)
  }
  return kept
}

/** The index just past the string that opens at `open`. */
function stringEnd(text: string, open: number): number {
  for (let close = text.indexOf('"', open + 1); close !== -1; close = text.indexOf('"', close + 1)) {
    let backslashes = 0
    while (text.charCodeAt(close - 1 - backslashes) === 92) backslashes++
    if (backslashes % 2 === 0) return close + 1
  }
  return text.length
}

/**
 * What a literal beyond 2^53 arrives as: an integer as its decimal digits, one past a double's
 * range as it was written, and any other (a fraction) as the number JSON.parse makes of it.
 */
function exactText(literal: string): string | undefined {
  if (INTEGER.test(literal)) return literal
  const spelt = speltInteger(literal)
  if (spelt !== undefined) return spelt
  return Number.isFinite(Number(literal)) ? undefined : literal
}

/** `12345e3` → `12345000`, `1.5e2` → `150`, `7.0` → `7`; undefined for a fraction or past MAX_SPELT_DIGITS. */
function speltInteger(literal: string): string | undefined {
  const parts = DECIMAL.exec(literal)
  if (!parts) return undefined
  const [, sign, whole, fraction = '', exponent = '0'] = parts as unknown as [
    string,
    string,
    string,
    string?,
    string?,
  ]
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '')
  const zeros = Number(exponent) - fraction.length
  if (zeros >= 0)
    return digits.length + zeros > MAX_SPELT_DIGITS ? undefined : `${sign}${digits}${'0'.repeat(zeros)}`
  const kept = digits.slice(0, zeros)
  return /^0*$/.test(digits.slice(zeros)) && kept !== '' ? `${sign}${kept}` : undefined
}
