import { quoteUnsafeIntegers } from './quoteUnsafeIntegers'

/**
 * JSON.parse, except that an integer beyond 2^53 (a balance, a uint256 token id) arrives as its
 * exact decimal string instead of a rounded float: amounts stay exact, as the fields that carry
 * them are typed. Everything else parses as JSON.parse does.
 *
 * JSON.parse runs first; the text is read again only when the value holds a number it may have
 * rounded, which most bodies never do (digits inside strings cost nothing).
 */
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text)
  const rounded = countBeyondSafe(value)
  return rounded === 0 ? value : JSON.parse(quoteUnsafeIntegers(text, rounded))
}

const SAFE = Number.MAX_SAFE_INTEGER

/** The numbers in a parsed value beyond ±2^53 or infinite: the only ones JSON.parse can round. */
function countBeyondSafe(root: unknown): number {
  if (typeof root !== 'object' || root === null) return isBeyondSafe(root) ? 1 : 0
  let count = 0
  // A stack, not recursion: JSON.parse takes nesting deeper than the call stack does. Only nested
  // objects and arrays are pushed, and `for…in` reads an object's values without the array
  // `Object.values` would make for each. No closure: this runs on every call's body.
  const pending: object[] = []
  for (let value: object | undefined = root; value !== undefined; value = pending.pop()) {
    if (Array.isArray(value))
      for (let index = 0; index < value.length; index++) count += visit(value[index], pending)
    else for (const key in value) count += visit((value as Record<string, unknown>)[key], pending)
  }
  return count
}

/** 1 for a number JSON.parse may have rounded; an object or array goes on `pending`, to visit. */
function visit(item: unknown, pending: object[]): number {
  if (typeof item === 'number') return isBeyondSafe(item) ? 1 : 0
  if (typeof item === 'object' && item !== null) pending.push(item)
  return 0
}

const isBeyondSafe = (value: unknown) => typeof value === 'number' && (value > SAFE || value < -SAFE)
