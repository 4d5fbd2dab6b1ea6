import type { SchemaObject } from 'w3data/catalogue'

const REF = '#/components/schemas/'

/** Follows `$ref`s (at most a few deep: the catalogue's aliases are short) to the schema itself. */
export function resolveSchema(schema: SchemaObject, schemas: Record<string, SchemaObject>): SchemaObject {
  let current = schema
  for (let depth = 0; current.$ref?.startsWith(REF) && depth < 8; depth++) {
    const target = schemas[current.$ref.slice(REF.length)]
    if (!target) break
    const { $ref: _, ...local } = current
    current = { ...target, ...local }
  }
  return current
}
