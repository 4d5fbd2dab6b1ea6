/** Reading the catalogue's JSON schemas: `$ref`s, base types, and valid examples for the form. */
import { type ApiCatalogue, type SchemaObject, sdkName, VALUE_TYPES, type ValueType } from 'w3data/catalogue'

const MAX_DEPTH = 6

export const valueTypeExample = (valueType: ValueType | undefined): string | undefined =>
  valueType && VALUE_TYPES[valueType].example

/** Wire examples (snake_case keys) in the SDK's camelCase shape. */
function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [sdkName(key), camelKeys(item)]))
}

/** The schema a `$ref` points at, followed to the end (a named enum, an object…). */
export function resolveSchema(schema: SchemaObject, catalogue: ApiCatalogue, depth = 0): SchemaObject {
  if (!schema.$ref || depth > MAX_DEPTH) return schema
  const target = catalogue.schemas[schema.$ref.split('/').pop() ?? '']
  return target ? resolveSchema({ ...target, ...without$ref(schema) }, catalogue, depth + 1) : schema
}

function without$ref({ $ref: _, ...rest }: SchemaObject): SchemaObject {
  return rest
}

/** The first non-null JSON type of a schema (`["number", "null"]` → `number`). */
export function baseType(schema: SchemaObject): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type
}

/** A plausible string for a property without an example, guessed from its name. */
function exampleString(name: string, schema: SchemaObject): string {
  if (/address|sender|signer/i.test(name)) return `0x${'a'.repeat(64)}`
  if (/signature/i.test(name)) return `0x${'b'.repeat(128)}`
  if (/public_?key/i.test(name)) return `0x${'c'.repeat(64)}`
  if (/expiration/i.test(name)) return String(Math.floor(Date.now() / 1000) + 600)
  if (/sequence/i.test(name)) return '0'
  if (/amount|price|version|number/i.test(name)) return '1000'
  if (/url/i.test(name)) return 'https://example.com/webhook'
  return schema.format === 'date-time' ? new Date(0).toISOString() : 'example'
}

/**
 * A valid example of a schema in the SDK's camelCase shape: the schema's example, its value
 * type's, an enum's first value, its default, then the first `oneOf` branch, required properties
 * only (every one when none is marked), arrays as long as `minItems` asks.
 */
export function exampleOf(given: SchemaObject, catalogue: ApiCatalogue, name = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) return null
  const schema = resolveSchema(given, catalogue)
  const data = schema['x-w3data-data'] === true
  if (schema.example !== undefined) return data ? schema.example : camelKeys(schema.example)
  const byValueType = valueTypeExample(schema['x-w3data-value-type'])
  if (byValueType !== undefined) return byValueType
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const [first] = schema.oneOf ?? []
  if (first) return exampleOf(first, catalogue, name, depth + 1)
  switch (baseType(schema)) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {})
      const required = schema.required ? new Set(schema.required) : undefined
      return Object.fromEntries(
        properties
          .filter(([key]) => !required || required.has(key))
          .map(([key, property]) => [
            data ? key : sdkName(key),
            exampleOf(property, catalogue, key, depth + 1),
          ]),
      )
    }
    case 'array': {
      const count = schema.items ? (schema.minItems ?? 0) : 0
      return Array.from({ length: count }, () => exampleOf(schema.items ?? {}, catalogue, name, depth + 1))
    }
    case 'number':
    case 'integer':
      return schema.minimum ?? 1
    case 'boolean':
      return false
    case 'string':
      return exampleString(name, schema)
    default:
      return null
  }
}
