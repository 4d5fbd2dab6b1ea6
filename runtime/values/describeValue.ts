/**
 * `String(value)` for error messages. Unlike a template literal it accepts symbols, and it falls
 * back to the object tag for values whose conversion throws (null-prototype objects), so building
 * a message never raises a TypeError of its own.
 *
 * @example describeValue(Symbol('x')) // 'Symbol(x)'
 */
export function describeValue(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}
