import { BaseResolver, createConfig, lintDocument, Source } from '@redocly/openapi-core'
import type { Diagnostic } from '../load/diagnostics'
import { listSpecFolders, loadSpec, reporter } from '../load/loadSpec'
import type { DocumentPath } from '../load/sourceMap'
import { lintCatalogue } from './catalogueRules'

/**
 * The OpenAPI rules redocly checks for us. Not used: the path rules that would flag the
 * provider's own URL design (Aptos resource and module paths differ only by parameter name),
 * and unused-components (documentation enums and webhook payloads are used by no operation).
 */
const REDOCLY_RULES = {
  struct: 'error',
  'operation-summary': 'error',
  'operation-description': 'error',
  'operation-operationId-unique': 'error',
  'operation-singular-tag': 'error',
  'operation-tag-defined': 'error',
  'operation-parameters-unique': 'error',
  'tag-description': 'error',
  'parameter-description': 'error',
  'path-params-defined': 'error',
  'no-path-trailing-slash': 'error',
  'no-enum-type-mismatch': 'error',
  'no-invalid-parameter-examples': 'error',
  'no-invalid-schema-examples': 'error',
  'spec-components-invalid-map-name': 'error',
} as const

/** Every lint problem of the catalogue under `specRoot` (or of some folders), in file order. */
export async function lintSpec(specRoot: string, folders = listSpecFolders(specRoot)): Promise<Diagnostic[]> {
  const config = await createConfig({ extends: [], rules: REDOCLY_RULES })
  const problems: Diagnostic[] = []
  for (const folder of folders) {
    const spec = loadSpec(specRoot, folder)
    problems.push(...spec.problems)
    if (spec.problems.length > 0) continue
    const report = reporter(spec.sourceMap, problems)
    const found = await lintDocument({
      document: { source: new Source(`spec/${folder}`, ''), parsed: spec.document },
      config: config.styleguide,
      externalRefResolver: new BaseResolver(),
    })
    for (const problem of found) report(pathOf(problem.location[0]?.pointer), problem.message, problem.ruleId)
    lintCatalogue(spec, report)
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return problems.sort(
    (a, b) => order(a.file, b.file) || a.line - b.line || a.column - b.column || order(a.message, b.message),
  )
}

/** `#/paths/~1a~1{id}/get` → `['paths', '/a/{id}', 'get']`. */
function pathOf(pointer: string | undefined): DocumentPath {
  if (!pointer) return []
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
}
