// Import-free, so that the generator (which may import runtime/contract/ only) and the catalogue
// toolkit offer the same `did you mean`.
/** Edits (insert, delete, replace one character) that turn `a` into `b`, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * The candidate fewest edits away from `text`, ignoring case; the first of equals wins. With
 * `closeEnough`, only a candidate within about a third of the text's length is offered (a typo,
 * not a different word).
 */
export function nearestName(
  text: string,
  candidates: Iterable<string>,
  options: { closeEnough?: boolean } = {},
): string | undefined {
  const wanted = text.toLowerCase()
  let best: string | undefined
  let bestDistance = options.closeEnough ? Math.max(2, Math.floor(text.length / 3)) + 1 : Infinity
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase())
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance]
  }
  return best
}
