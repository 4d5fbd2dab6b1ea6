import {
  type ApiCatalogue,
  type OperationEntry,
  pagingName,
  propertyName,
  refName,
  resolveSchema,
  type SchemaObject,
} from 'w3data/catalogue'

/** A field a path of `result` (`result[].tokenAddress`) reads, or why none can be named. */
export type FieldAt = { schema: SchemaObject; owner: string; wireName: string } | { missing: string }

type Schemas = ApiCatalogue['schemas']

/**
 * Walks an operation's answer schema along a path of the SDK's `result` (camelCase names, `[]`
 * for items): the fields the path reads, one per union member that has it (a path through an
 * Aptos transaction's `sender` reads the pending and the user transaction's), or why none. A
 * paged EVM, Solana, Streams or Auth answer's `result` is its items; an Aptos answer's the body.
 */
export function fieldsAt(catalogue: ApiCatalogue, operation: OperationEntry, path: string): FieldAt[] {
  const itemsName = catalogue.api !== 'aptos' && operation.paging && pagingName(operation.paging, 'items')
  const steps: string[] = path.replace(/^result/, '').match(/\[\]|\.[A-Za-z0-9_$]+/g) ?? []
  if (itemsName) steps.unshift(`.${itemsName}`)
  let found: FieldAt[] = [{ schema: operation.response, owner: '(answer)', wireName: '' }]
  for (const step of steps)
    found = found.flatMap((field) =>
      'missing' in field ? [field] : stepInto(field, step, catalogue.schemas),
    )
  return found.map((field) =>
    'missing' in field ? field : { ...field, schema: resolveSchema(field.schema, catalogue.schemas) },
  )
}

/** The fields one step (`[]` or `.name`) from `field` reads: through a union, each member's. */
function stepInto(field: { schema: SchemaObject; owner: string }, step: string, schemas: Schemas): FieldAt[] {
  const owner = field.schema.$ref ? refName(field.schema.$ref) : field.owner
  const resolved = resolveSchema(field.schema, schemas)
  if (resolved.oneOf) {
    const members = resolved.oneOf
      .flatMap((member) => stepInto({ schema: member, owner }, step, schemas))
      .filter((each) => !('missing' in each))
    return members.length > 0 ? members : [{ missing: `${owner}: no member reads ${step}` }]
  }
  if (step === '[]')
    return resolved.items
      ? [{ schema: resolved.items, owner, wireName: '' }]
      : [{ missing: `${owner}: not a list` }]
  const name = step.slice(1)
  const properties = resolved.properties ?? {}
  const wireName = Object.keys(properties).find(
    (key) => propertyName(key, properties[key] as SchemaObject) === name,
  )
  return wireName
    ? [{ schema: properties[wireName] as SchemaObject, owner, wireName }]
    : [{ missing: `${owner}: no field ${name}` }]
}
