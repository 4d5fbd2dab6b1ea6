import {
  type ApiCatalogue,
  type OperationEntry,
  pagingName,
  propertyName,
  refName,
  resolveSchema,
  type SchemaObject,
} from 'w3data/catalogue'

/** The field a path of `result` (`result[].tokenAddress`) reads, or why none can be named. */
export type FieldAt = { schema: SchemaObject; owner: string; wireName: string } | { missing: string }

/**
 * Walks an operation's answer schema along a path of the SDK's `result` (camelCase names, `[]`
 * for items). A paged EVM, Solana, Streams or Auth answer's `result` is its items; an Aptos
 * answer's is the body.
 */
export function fieldAt(catalogue: ApiCatalogue, operation: OperationEntry, path: string): FieldAt {
  let schema: SchemaObject = operation.response
  const itemsName = catalogue.api !== 'aptos' && operation.paging && pagingName(operation.paging, 'items')
  const steps: string[] = path.replace(/^result/, '').match(/\[\]|\.[A-Za-z0-9_$]+/g) ?? []
  if (itemsName) steps.unshift(`.${itemsName}`)
  let owner = '(answer)'
  let wireName = ''
  for (const step of steps) {
    if (schema.$ref) owner = refName(schema.$ref)
    const resolved = resolveSchema(schema, catalogue.schemas)
    if (step === '[]') {
      if (!resolved.items) return { missing: `${owner}: not a list` }
      schema = resolved.items
      continue
    }
    const name = step.slice(1)
    const properties = resolved.properties ?? {}
    const found = Object.keys(properties).find(
      (key) => propertyName(key, properties[key] as SchemaObject) === name,
    )
    if (!found) return { missing: `${owner}: no field ${name}${resolved.oneOf ? ' (a union)' : ''}` }
    wireName = found
    schema = properties[found] as SchemaObject
  }
  return { schema: resolveSchema(schema, catalogue.schemas), owner, wireName }
}
