/** A run of 16 digits: the only place an integer past 2^53 can be. Most bodies have none. */
const LONG_DIGITS = /\d{16}/
const NUMBER_CHAR = /[0-9.eE+-]/
const INTEGER = /^-?\d+$/

/**
 * JSON.parse, except that an integer beyond 2^53 (a balance, a uint256 token id) arrives as its
 * exact decimal string instead of a rounded float: amounts stay exact, as the fields that carry
 * them are typed. Everything else parses as JSON.parse does.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(LONG_DIGITS.test(text) ? quoteUnsafeIntegers(text) : text)
}

function quoteUnsafeIntegers(text: string): string {
  let out = ''
  let copied = 0
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string
    if (char === '"') {
      // Skip the string, escapes included: digits inside it are text.
      for (at++; at < text.length && text[at] !== '"'; at++) if (text[at] === '\\') at++
      continue
    }
    if (char !== '-' && (char < '0' || char > '9')) continue
    let end = at + 1
    while (end < text.length && NUMBER_CHAR.test(text[end] as string)) end++
    const literal = text.slice(at, end)
    if (INTEGER.test(literal) && !Number.isSafeInteger(Number(literal))) {
      out += `${text.slice(copied, at)}"${literal}"`
      copied = end
    }
    at = end - 1
  }
  return copied === 0 ? text : out + text.slice(copied)
}
