import { propertyName, resolveSchema, type SchemaObject } from '../entries/catalogue'

type Schemas = Readonly<Record<string, SchemaObject>>

/**
 * Gives `value` and each list and plain object inside it a `toJSON()` that writes its part of
 * `raw`, the body as sent, found through the schema's wire names: `JSON.stringify` of any part of
 * the result then writes what the provider sent for it. The method is not enumerable, so the
 * result still reads as plain data. Value objects and maps that are data keep their own JSON.
 */
export function withWireJson<T>(value: T, raw: unknown, schema: SchemaObject, schemas: Schemas): T {
  if (typeof value !== 'object' || value === null || typeof raw !== 'object' || raw === null) return value
  const resolved = resolveSchema(schema, schemas)
  const list = Array.isArray(value)
  if ((!list && Object.getPrototypeOf(value) !== Object.prototype) || resolved['x-w3data-data'] === true)
    return value
  Object.defineProperty(value, 'toJSON', { value: () => raw, enumerable: false, configurable: true })
  const parts = raw as Record<string, unknown>
  if (list)
    for (const [index, item] of value.entries())
      withWireJson(item, parts[index], resolved.items ?? {}, schemas)
  else
    for (const [wireName, property] of Object.entries(resolved.properties ?? {}))
      withWireJson(
        (value as Record<string, unknown>)[propertyName(wireName, property)],
        parts[wireName],
        property,
        schemas,
      )
  return value
}
