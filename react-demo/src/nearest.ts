/** Edits (insert, delete, replace one character) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
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

/** The candidate fewest edits away from `text`, ignoring case; the first of equals wins. */
export function nearest(text: string, candidates: readonly string[]): string | undefined {
  const wanted = text.toLowerCase()
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase())
    if (!best || distance < best.distance) best = { candidate, distance }
  }
  return best?.candidate
}
