/** The drift of every API folder: catalogue and reference read, compared, and the problems in one line each. */
import { listSpecFolders } from '../load/loadSpec'
import { type Comparison, compare, type Drift } from './compare'
import { readCatalogue } from './readCatalogue'
import { readReference } from './readReference'
import type { Coverage } from './shape'

export interface ApiDrift extends Comparison {
  api: string
  source: string
  coverage: Coverage
}

export function driftReport(specRoot: string, referenceRoot: string): ApiDrift[] {
  return listSpecFolders(specRoot).map((api) => {
    const reference = readReference(referenceRoot, api)
    return {
      api,
      source: reference.source,
      coverage: reference.coverage,
      ...compare(readCatalogue(specRoot, api), reference),
    }
  })
}

/** Undeclared drift and stale declarations, one line each: what makes `make spec-drift` fail. */
export function problems(reports: readonly ApiDrift[]): string[] {
  return reports.flatMap(({ api, drifts, stale }) => [
    ...drifts.filter((drift) => !drift.declared).map((drift) => `spec/${api}: ${describe(drift)}`),
    ...stale.map(
      (declaration) =>
        `spec/${api}: ${declaration.where}: x-w3data-differs matches no difference any more ("${declaration.reason}")`,
    ),
  ])
}

export function describe(drift: Drift): string {
  const at = drift.site ? ` (declare at ${drift.site})` : ''
  return `${drift.operation}: ${drift.subject}: ${drift.detail}${at}`
}
