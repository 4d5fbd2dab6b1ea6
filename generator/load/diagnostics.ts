/** One problem of the catalogue, at the place in a spec file where it was written. */
export interface Diagnostic {
  /** The file as a user would open it from the working directory: `spec/evm/nft.yaml`. */
  file: string
  /** 1-based, from the YAML parser's source ranges. */
  line: number
  column: number
  message: string
  /** How to fix it, when there is a likely fix: `did you mean x-w3data-paging?`. */
  hint?: string
}

/** `spec/evm/chainstats.yaml:5:7  unknown extension x-w3data-pagng (did you mean x-w3data-paging?)` */
export function formatDiagnostic({ file, line, column, message, hint }: Diagnostic): string {
  return `${file}:${line}:${column}  ${message}${hint ? ` (${hint})` : ''}`
}

/** Every problem of one run, thrown together once the whole catalogue has been read. */
export class CatalogueProblems extends Error {
  override readonly name = 'CatalogueProblems'
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'))
  }
}

/** The candidate closest to a misspelt name, when it is close enough to be the one meant. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance]
  }
  return best
}

/** `did you mean X?` for the closest candidate, or nothing. */
export function didYouMean(name: string, candidates: Iterable<string>): { hint?: string } {
  const match = closest(name, candidates)
  return match === undefined ? {} : { hint: `did you mean ${match}?` }
}

/** Levenshtein distance, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1)
      row[j] = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, substitution)
    }
    previous = row
  }
  return previous[b.length] as number
}
