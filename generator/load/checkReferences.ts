import { didYouMean } from './diagnostics'
import type { DocumentPath } from './sourceMap'
import type { Report, SpecDocument } from './specDocument'
import { eachEntry } from './walk'

const LOCAL = /^#\/components\/(schemas|parameters)\/([^/]+)$/

/**
 * Reports every `$ref` that does not name a schema or parameter of the merged document, before
 * openapi-typescript (which would only say "Can't resolve $ref") or the model builder sees it.
 */
export function checkReferences(document: SpecDocument, folder: string, report: Report): void {
  const checkReference = (ref: unknown, path: DocumentPath) => {
    const [, section, name] = LOCAL.exec(String(ref)) ?? []
    if (!section || !name) {
      report(path, `unsupported $ref ${String(ref)}`, 'references are local: #/components/schemas/Name')
      return
    }
    const names = Object.keys(
      section === 'schemas' ? document.components.schemas : document.components.parameters,
    )
    if (names.includes(name)) return
    const kind = section === 'schemas' ? 'schema' : 'parameter'
    report(
      path,
      `unresolved $ref ${String(ref)}: ${folder} has no ${kind} ${name}`,
      didYouMean(name, names).hint,
    )
  }
  eachEntry(document, (key, value, path) => {
    if (key !== '$ref') return true
    checkReference(value, path)
    return false
  })
}
