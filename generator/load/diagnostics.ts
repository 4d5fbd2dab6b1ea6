import { nearestName } from '../../runtime/contract/nearest'

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

/** `did you mean X?` for the closest candidate, or nothing. */
export function didYouMean(name: string, candidates: Iterable<string>): { hint?: string } {
  const match = nearestName(name, candidates, { closeEnough: true })
  return match === undefined ? {} : { hint: `did you mean ${match}?` }
}
