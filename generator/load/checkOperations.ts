import { checkPlot } from './checkPlot'
import { checkSdk } from './checkSdk'
import { didYouMean } from './diagnostics'
import { type Json, jsonOr, valueAt } from './json'
import type { DocumentPath } from './sourceMap'
import { isMethod, METHODS, type Report, type SpecDocument } from './specDocument'
import { followRefs } from './specRef'

/** Keys of a path item besides its operations; `parameters` there is not read (see below). */
const PATH_ITEM_KEYS = ['summary', 'description']
/** `x-w3data-paging` keys that name a parameter of the operation, and the others. */
const PAGING_PARAMETERS = ['cursor', 'offset', 'start', 'limit']
const PAGING_KEYS = [...PAGING_PARAMETERS, 'first-page', 'items', 'position']

/**
 * Checks what ties an operation together: its operationId (present, used once), its path
 * parameters against the path template, the parameters `x-w3data-paging` names and the fields
 * `x-w3data-plot` names, and the SDK places `x-w3data-sdk` gives.
 */
export function checkOperations(document: SpecDocument, report: Report): void {
  const seenIds = new Map<string, DocumentPath>()
  const seenSdkPlaces = new Map<string, string>()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [key, operation] of Object.entries(jsonOr(item))) {
      const here: DocumentPath = ['paths', path, key]
      if (!isMethod(key)) {
        if (!PATH_ITEM_KEYS.includes(key))
          report(
            here,
            `${key} is not read in a path item`,
            didYouMean(key, METHODS).hint ?? 'declare parameters on each operation',
          )
        continue
      }
      const op = jsonOr(operation)
      const id = typeof op.operationId === 'string' && op.operationId !== '' ? op.operationId : undefined
      if (!id) {
        report(
          here,
          `${key.toUpperCase()} ${path} has no operationId`,
          "the provider's operationId names the SDK function",
        )
        continue
      }
      // `GetStreams` becomes `getStreams`: ids that differ only there name one function.
      const functionName = id.charAt(0).toLowerCase() + id.slice(1)
      const first = seenIds.get(functionName)
      if (first)
        report(
          [...here, 'operationId'],
          `duplicate operationId ${id}`,
          `also ${String(first[2]).toUpperCase()} ${first[1]}`,
        )
      else seenIds.set(functionName, here)
      const parameters = parametersOf(op, document)
      checkPathParameters(path, id, parameters, here, report)
      checkPaging(op, id, parameters, bodyPropertiesOf(op, document), here, report)
      checkPlot(op, id, document, here, report)
      checkSdk(op, functionName, here, report, seenSdkPlaces)
    }
  }
}

interface DeclaredParameter {
  name: string
  in: string
  path: DocumentPath
}

function parametersOf(operation: Json, document: SpecDocument): DeclaredParameter[] {
  const list: unknown[] = Array.isArray(operation.parameters) ? operation.parameters : []
  return list.flatMap((param, index) => {
    const resolved = followRefs(document, param)
    if (typeof resolved.name !== 'string') return []
    return [{ name: resolved.name, in: String(resolved.in), path: ['parameters', index] }]
  })
}

function bodyPropertiesOf(operation: Json, document: SpecDocument): string[] {
  const schema = followRefs(
    document,
    valueAt(operation, ['requestBody', 'content', 'application/json', 'schema']),
  )
  return Object.keys(jsonOr(schema.properties))
}

function checkPathParameters(
  path: string,
  id: string,
  parameters: readonly DeclaredParameter[],
  here: DocumentPath,
  report: Report,
): void {
  const template = [...path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']) => name)
  const declared = parameters.filter((param) => param.in === 'path')
  for (const name of template) {
    if (!declared.some((param) => param.name === name))
      report(
        here,
        `${id}: path parameter {${name}} of ${path} is not declared`,
        `add { name: ${name}, in: path, required: true } to its parameters`,
      )
  }
  for (const param of declared) {
    if (!template.includes(param.name))
      report(
        [...here, ...param.path],
        `${id}: parameter ${param.name} is in: path, but ${path} has no {${param.name}}`,
        didYouMean(param.name, template).hint,
      )
  }
}

function checkPaging(
  operation: Json,
  id: string,
  parameters: readonly DeclaredParameter[],
  bodyProperties: readonly string[],
  here: DocumentPath,
  report: Report,
): void {
  const paging = operation['x-w3data-paging']
  if (paging === undefined) return
  const at = [...here, 'x-w3data-paging']
  if (typeof paging !== 'object' || paging === null) {
    report(at, 'x-w3data-paging is a mapping', 'first-page, limit, cursor or offset or start, items')
    return
  }
  const names = [
    ...parameters.filter((param) => param.in === 'query').map((param) => param.name),
    ...bodyProperties,
  ]
  for (const [key, value] of Object.entries(paging)) {
    if (!PAGING_KEYS.includes(key))
      report([...at, key], `unknown x-w3data-paging key ${key}`, didYouMean(key, PAGING_KEYS).hint)
    else if (PAGING_PARAMETERS.includes(key) && !names.includes(String(value)))
      report(
        [...at, key],
        `${id}: x-w3data-paging.${key} names ${String(value)}, which is not a parameter of the operation`,
        didYouMean(String(value), names).hint,
      )
  }
}
