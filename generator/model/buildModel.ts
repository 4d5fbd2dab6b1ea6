import { CatalogueProblems, type Diagnostic } from '../load/diagnostics'
import { type LoadedSpec, reporter } from '../load/loadSpec'
import type { DocumentPath } from '../load/sourceMap'
import { METHODS } from '../load/specDocument'
import { costOf, DEFAULT_COST } from './costOf'
import { dispatchOf } from './dispatch'
import type { ApiModel, OperationModel, SchemaModel, WireLocation } from './ir'
import type { Context } from './modelContext'
import { compare, typeName } from './names'
import { networkOf } from './network'
import { operationOf } from './operationOf'
import { reachSchemas } from './reach'
import { readSpec } from './readSpec'
import { allowsNull, describe, requireString } from './specObjects'
import { typeOf } from './typeOf'

/**
 * Builds the intermediate model of one API from its merged document. A schema or operation the
 * model cannot take is reported where it was written; all of them are thrown together.
 */
export function buildModel({ document: merged, files, sourceMap }: LoadedSpec): ApiModel {
  const problems: Diagnostic[] = []
  const report = reporter(sourceMap, problems)
  const document = readSpec(merged, report)
  if (!document) throw new CatalogueProblems(problems)
  const attempt = <T>(path: DocumentPath, build: () => T): T | undefined => {
    try {
      return build()
    } catch (error) {
      report(path, error instanceof Error ? error.message : String(error))
      return undefined
    }
  }
  const api = attempt(['x-w3data-api'], () => requireString(document['x-w3data-api'], 'x-w3data-api')) ?? ''
  const schemas = new Map<string, SchemaModel>()
  const named = new Set(Object.keys(document.components.schemas).map(typeName))
  const context: Context = { document, schemas, named, api }
  for (const [key, schema] of Object.entries(document.components.schemas)) {
    const name = typeName(key)
    const at: DocumentPath = ['components', 'schemas', key]
    if (schemas.has(name))
      problems.push({
        ...sourceMap.locate(at),
        message: `schema ${key} has the type name ${name} of another schema`,
      })
    const wire: WireLocation = {
      root: { schema: key, ...(allowsNull(schema) ? { nullable: true } : {}) },
      path: [],
    }
    attempt(at, () =>
      schemas.set(name, {
        name,
        ...describe(schema),
        type: typeOf(schema, { name, wire }, context),
        wire,
      }),
    )
  }
  const defaultBearer = document['x-w3data-bearer'] === true
  const operations: OperationModel[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      const built =
        operation &&
        attempt(['paths', path, method], () => operationOf(path, method, operation, defaultBearer, context))
      if (built) operations.push(built)
    }
  }
  const networkObject = document['x-w3data-network']
  const network = networkObject ? attempt(['x-w3data-network'], () => networkOf(networkObject)) : undefined
  const dispatchObject = document['x-w3data-dispatch']
  const dispatch = dispatchObject ? dispatchOf(dispatchObject, operations, attempt) : undefined
  if (problems.length > 0) throw new CatalogueProblems(problems)
  return {
    api,
    title: document.info.title,
    sourceFiles: files,
    baseUrl: document['x-w3data-base-url'],
    ...(network ? { network } : {}),
    operations: operations.sort((a, b) => compare(a.id, b.id)),
    cost: document['x-w3data-cost'] ? costOf(document['x-w3data-cost']) : DEFAULT_COST,
    ...(dispatch ? { dispatch } : {}),
    schemas: [...schemas.values()].sort((a, b) => compare(a.name, b.name)),
    requestSchemas: requestSchemasOf(operations, schemas),
    document: merged,
  }
}

/** Named schemas reachable from request parameters: they need valibot schemas. */
function requestSchemasOf(
  operations: readonly OperationModel[],
  schemas: Map<string, SchemaModel>,
): Set<string> {
  const roots = operations.flatMap((operation) => [
    ...operation.params.map((param) => param.type),
    ...(operation.bodyParam ? [operation.bodyParam.type] : []),
  ])
  return reachSchemas(roots, (name) => schemas.get(name))
}
