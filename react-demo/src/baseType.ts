import type { SchemaObject } from 'w3data/catalogue'

/** The first non-null JSON type of a schema (`["number", "null"]` → `number`). */
export function baseType(schema: SchemaObject): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type
}
