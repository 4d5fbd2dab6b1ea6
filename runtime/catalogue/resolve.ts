/** Following the catalogue's `$ref`s and naming its properties as the SDK does. */
import type { SchemaObject } from './types'

const REF_PREFIX = '#/components/schemas/'

/** The component name a `$ref` points at (`#/components/schemas/Block` → `Block`). */
export const refName = (ref: string): string =>
  ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : ref

/** A schema with its `$ref` chain followed, and the last component the chain named (if any). */
export interface ResolvedComponent {
  schema: SchemaObject
  name?: string
}

/**
 * The schema a `$ref` chain ends at, with the last component name met; keywords written beside a
 * `$ref` (a description, an example) win over the target's. An unknown reference is a catalogue
 * fault: it throws.
 */
export function resolveComponent(
  schema: SchemaObject,
  schemas: Readonly<Record<string, SchemaObject>>,
): ResolvedComponent {
  let current = schema
  let name: string | undefined
  for (let hops = 0; current.$ref !== undefined; hops++) {
    name = refName(current.$ref)
    const target = schemas[name]
    if (!target || hops > 32) throw new Error(`Cannot resolve schema reference ${current.$ref}`)
    const { $ref: _, ...beside } = current
    current = { ...target, ...beside }
  }
  return name === undefined ? { schema: current } : { schema: current, name }
}

/** The schema a `$ref` chain ends at (see resolveComponent). */
export function resolveSchema(
  schema: SchemaObject,
  schemas: Readonly<Record<string, SchemaObject>>,
): SchemaObject {
  return resolveComponent(schema, schemas).schema
}

/**
 * The SDK's name of a schema property. The generator writes it into the catalogue as
 * `x-w3data-name` wherever it is not the wire name, so a property without one keeps its wire name.
 */
export const propertyName = (wireName: string, property: SchemaObject): string =>
  (property['x-w3data-name'] as string | undefined) ?? wireName

/**
 * A wire-shaped value (the catalogue's examples are the wire's) in the shape the library takes and
 * returns: property names as the SDK names them; maps that are data keep their keys.
 */
export function toSdkShape(
  value: unknown,
  schema: SchemaObject,
  schemas: Readonly<Record<string, SchemaObject>>,
): unknown {
  const resolved = resolveSchema(schema, schemas)
  if (resolved['x-w3data-data'] === true) return value
  if (Array.isArray(value)) return value.map((item) => toSdkShape(item, resolved.items ?? {}, schemas))
  if (typeof value !== 'object' || value === null) return value
  const properties = resolved.properties ?? {}
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const property = properties[key]
      return property ? [propertyName(key, property), toSdkShape(inner, property, schemas)] : [key, inner]
    }),
  )
}
