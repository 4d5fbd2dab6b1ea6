import { withoutDeclarations } from '../drift/withoutDeclarations'
import { CatalogueProblems, type Diagnostic } from '../load/diagnostics'
import { loadSpec } from '../load/loadSpec'
import { buildModel } from './buildModel'
import type { ApiModel } from './ir'

/**
 * Loads and models API folders. Every problem is collected (a folder's model is built once its
 * own load checks pass) and thrown together as CatalogueProblems.
 */
export function buildModels(specRoot: string, folders: readonly string[]): ApiModel[] {
  const problems: Diagnostic[] = []
  const models: ApiModel[] = []
  for (const spec of folders.map((folder) => loadSpec(specRoot, folder))) {
    problems.push(...spec.problems)
    if (spec.problems.length > 0) continue
    try {
      models.push(buildModel(withoutDeclarations(spec)))
    } catch (error) {
      if (!(error instanceof CatalogueProblems)) throw error
      problems.push(...error.diagnostics)
    }
  }
  if (problems.length > 0) throw new CatalogueProblems(problems)
  return models
}
