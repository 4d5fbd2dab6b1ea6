import { resolveSchema, type SchemaObject } from 'w3data/catalogue'

type Schemas = Readonly<Record<string, SchemaObject>>

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/**
 * The places where `value` breaks `schema` (types, null, required, enums, list items, tagged
 * unions), as `path: problem` lines; empty when it conforms. Just enough JSON Schema for the
 * catalogue, so tests can prove the mock serves schema-valid data.
 */
export function schemaProblems(value: unknown, schema: SchemaObject, schemas: Schemas, path = '$'): string[] {
  const resolved = resolveSchema(schema, schemas)
  if (resolved.oneOf) return unionProblems(value, resolved, schemas, path)
  if (resolved['x-w3data-data']) return []
  const types = ([] as string[]).concat(resolved.type ?? [])
  const actual = typeOf(value)
  const accepts = (type: string) => type === actual || (type === 'integer' && Number.isInteger(value))
  if (types.length > 0 && !types.some(accepts)) return [`${path}: ${actual} is not ${types.join('|')}`]
  if (resolved.enum && !resolved.enum.includes(value as never))
    return [`${path}: ${String(value)} not in enum`]
  if (actual === 'array')
    return (value as unknown[]).flatMap((item, i) =>
      schemaProblems(item, resolved.items ?? {}, schemas, `${path}[${i}]`),
    )
  if (actual !== 'object') return []
  const record = value as Record<string, unknown>
  const missing = (resolved.required ?? [])
    .filter((name) => !(name in record))
    .map((name) => `${path}.${name}: missing`)
  const nested = Object.entries(resolved.properties ?? {}).flatMap(([name, property]) =>
    name in record ? schemaProblems(record[name], property, schemas, `${path}.${name}`) : [],
  )
  return [...missing, ...nested]
}

function unionProblems(value: unknown, schema: SchemaObject, schemas: Schemas, path: string): string[] {
  const tagName = schema.discriminator?.propertyName
  const tag =
    tagName && typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[tagName]
      : undefined
  const ref = typeof tag === 'string' ? schema.discriminator?.mapping?.[tag] : undefined
  const candidates = ref ? [{ $ref: ref }] : (schema.oneOf ?? [])
  const results = candidates.map((member) => schemaProblems(value, member, schemas, path))
  return results.some((problems) => problems.length === 0) ? [] : [`${path}: matches no member of the union`]
}
