import type { TypeModel } from '../../model/ir'
import { reachSchemas } from '../../model/reach'
import type { Schemas } from '../render'

/** The schemas whose wire → camelCase mapper a response reaches: the only mappers emitted. */
export function mappedSchemas(schemas: Schemas): Set<string> {
  const roots = schemas.model.operations.flatMap((operation) =>
    operation.response && !operation.raw ? [operation.response] : [],
  )
  return reachedToMap(roots, schemas)
}

/** The schemas whose camelCase → wire converter a request body reaches: the only converters emitted. */
export function convertedSchemas(schemas: Schemas): Set<string> {
  const roots = schemas.model.operations.flatMap((operation) =>
    [...operation.params, ...(operation.bodyParam ? [operation.bodyParam] : [])]
      .filter((param) => param.in === 'body')
      .map((param) => param.type),
  )
  return reachedToMap(roots, schemas)
}

/** Named schemas reached from `roots` through values that change shape on the way. */
function reachedToMap(roots: readonly TypeModel[], schemas: Schemas): Set<string> {
  return reachSchemas(
    roots,
    (name) => schemas.get(name),
    (type) => schemas.needsMapping(type),
  )
}
