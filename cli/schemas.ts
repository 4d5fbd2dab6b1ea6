import { type SchemaObject, sdkName } from 'w3data/catalogue'

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

/**
 * A wire-shaped value (the catalogue's examples are the wire's) in the shape the library takes:
 * property names as the SDK names them, following the schema; maps that are data keep their keys.
 */
export function toSdkShape(
  value: unknown,
  schema: SchemaObject,
  schemas: Record<string, SchemaObject>,
): unknown {
  const resolved = resolveSchema(schema, schemas)
  if (resolved['x-w3data-data'] === true) return value
  if (Array.isArray(value)) return value.map((item) => toSdkShape(item, resolved.items ?? {}, schemas))
  if (typeof value !== 'object' || value === null || !resolved.properties) return value
  const properties = resolved.properties
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const property = properties[key]
      if (!property) return [key, inner]
      return [propertyName(key, property), toSdkShape(inner, property, schemas)]
    }),
  )
}

/** The SDK's name of a schema property: its `x-w3data-name`, else the camelCase of the wire name. */
export const propertyName = (wireName: string, property: SchemaObject): string =>
  (property['x-w3data-name'] as string | undefined) ?? sdkName(wireName)
