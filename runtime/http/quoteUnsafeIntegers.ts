/**
 * A number literal where one can stand outside a string: after `:`, `,` or `[` and spaces (or at
 * the start, the body being a number). Only one with 16 digits before its point or with an
 * exponent can lie beyond 2^53. Strings are not skipped here, so a string may hold a match
 * (`"at 1:2345678901234567890"`).
 */
const CANDIDATE = /[:,[]\s*(-?\d(?:\d{15}|[\d.]*[eE])[\d.eE+-]*)/g
const LEADING = /\s*(-?\d[\d.eE+-]*)/y
const INTEGER = /^-?\d+$/
const SAFE = Number.MAX_SAFE_INTEGER

interface Literal {
  start: number
  text: string
}

/**
 * The text with every integer literal beyond 2^53 outside strings written as a string, digits
 * unchanged. `rounded` is how many numbers beyond ±2^53 JSON.parse found in it: when the
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
    if (!INTEGER.test(literal.text)) continue
    out += `${text.slice(copied, literal.start)}"${literal.text}"`
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
