import { propertyName, resolveSchema, type SchemaObject } from '../entries/catalogue'
import { unionMember } from './unionMember'

type Schemas = Readonly<Record<string, SchemaObject>>

/**
 * Gives `value` and each list and plain object inside it a `toJSON()` that writes its part of
 * `raw`, the body as sent, found through the schema's wire names, as the SDK's generated classes
 * wrote theirs: a field `result` holds as a value object (an address, a block number, an amount,
 * a date) as that object's JSON (an address lowercase, a block number in hex), the rest as sent.
 * A union's part is read as the member its body is. The method is not enumerable, so the result
 * still reads as plain data. Value objects and maps that are data keep their own JSON.
 */
export function withWireJson<T>(value: T, raw: unknown, schema: SchemaObject, schemas: Schemas): T {
  if (typeof value !== 'object' || value === null || typeof raw !== 'object' || raw === null) return value
  const resolved = resolveSchema(schema, schemas)
  if (resolved.oneOf) {
    const member = unionMember(resolved, raw as Record<string, unknown>, schemas, 'wire')
    if (member) return withWireJson(value, raw, member, schemas)
  }
  const list = Array.isArray(value)
  if ((!list && Object.getPrototypeOf(value) !== Object.prototype) || resolved['x-w3data-data'] === true)
    return value
  const parts = raw as Record<string, unknown>
  const fields = value as Record<string, unknown>
  let json: () => unknown
  if (list) {
    for (const [index, item] of value.entries())
      withWireJson(item, parts[index], resolved.items ?? {}, schemas)
    json = () => (raw as unknown[]).map((part, index) => partJson(value[index], part))
  } else {
    const names = new Map<string, string>()
    for (const [wireName, property] of Object.entries(resolved.properties ?? {})) {
      const name = propertyName(wireName, property)
      names.set(wireName, name)
      withWireJson(fields[name], parts[wireName], property, schemas)
    }
    json = () =>
      Object.fromEntries(
        Object.entries(parts).map(([wireName, part]) => {
          const name = names.get(wireName)
          return [wireName, name === undefined ? part : partJson(fields[name], part)]
        }),
      )
  }
  Object.defineProperty(value, 'toJSON', { value: json, enumerable: false, configurable: true })
  return value
}

/** A part as the SDK's classes wrote it: the JSON of what `result` holds there where it has its own, else as sent. */
function partJson(value: unknown, part: unknown): unknown {
  const toJSON = typeof value === 'object' && value !== null && (value as { toJSON?: unknown }).toJSON
  return typeof toJSON === 'function' ? toJSON.call(value) : part
}
