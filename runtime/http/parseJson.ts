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
  if (typeof root === 'number') return root > SAFE || root < -SAFE ? 1 : 0
  let count = 0
  // A stack, not recursion: JSON.parse takes nesting deeper than the call stack does.
  const pending: unknown[] = [root]
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (typeof value !== 'object' || value === null) continue
    for (const item of Object.values(value)) {
      if (typeof item === 'number') {
        if (item > SAFE || item < -SAFE) count++
      } else if (typeof item === 'object') pending.push(item)
    }
  }
  return count
}
