/** Longest text of a value shown in a message: a caller's 100 MB string is not echoed whole. */
const MAX_SHOWN = 200

/**
 * `String(value)` for error messages, cut after 200 characters with a note of the full length. Unlike a template literal it accepts symbols, and it falls
 * back to the object tag for values whose conversion throws (null-prototype objects), so building
 * a message never raises a TypeError of its own.
 *
 * @example describeValue(Symbol('x')) // 'Symbol(x)'
 */
export function describeValue(value: unknown): string {
  let text: string
  try {
    text = String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length} characters)` : text
}
