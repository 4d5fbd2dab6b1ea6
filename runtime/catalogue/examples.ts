/** Valid example values of the catalogue's schemas, in the shape the library takes (SDK names). */

import { VALUE_TYPES } from '../contract/valueTypes'
import { propertyName, resolveSchema, toSdkShape } from './resolve'
import type { SchemaObject } from './types'

/** Deep enough for every schema of the catalogue; a schema that contains itself stops here. */
const MAX_DEPTH = 8

/**
 * An example of a schema: its own example, its value type's, an enum's first value, its default,
 * then the first `oneOf` member; objects with their required properties (every one when none is
 * marked), arrays as long as `minItems` asks. Undefined when nothing plausible is known.
 */
export function exampleOf(
  given: SchemaObject,
  schemas: Readonly<Record<string, SchemaObject>>,
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH) return undefined
  const schema = resolveSchema(given, schemas)
  if (schema.example !== undefined) return toSdkShape(schema.example, schema, schemas)
  const valueType = schema['x-w3data-value-type']
  if (valueType)
    return schema.type === 'array' ? [VALUE_TYPES[valueType].example] : VALUE_TYPES[valueType].example
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const [first] = schema.oneOf ?? []
  if (first) return exampleOf(first, schemas, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type
  switch (type) {
    case 'object':
      return objectExample(schema, schemas, depth)
    case 'array': {
      const item = exampleOf(schema.items ?? {}, schemas, depth + 1)
      return item === undefined ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item)
    }
    case 'string':
      if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z'
      return schema.format === 'uint64' || schema.format === 'int64' ? '1' : 'example'
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return false
    default:
      return undefined
  }
}

function objectExample(schema: SchemaObject, schemas: Readonly<Record<string, SchemaObject>>, depth: number) {
  const properties = Object.entries(schema.properties ?? {})
  const required = schema.required?.length ? new Set(schema.required) : undefined
  const example: Record<string, unknown> = {}
  for (const [wire, property] of properties) {
    if (required && !required.has(wire)) continue
    const value = exampleOf(property, schemas, depth + 1)
    if (value !== undefined) example[schema['x-w3data-data'] ? wire : propertyName(wire, property)] = value
  }
  return example
}
