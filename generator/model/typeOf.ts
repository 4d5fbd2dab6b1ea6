// A schema as a TypeModel; inline objects with properties are hoisted as named schemas.
import { sdkName } from '../../runtime/contract/names'
import { isString } from '../load/json'
import { schemaRefName } from '../load/specRef'
import type { PropertyModel, TypeModel } from './ir'
import { type Context, itemSite, propertySite, type Site } from './modelContext'
import { typeName } from './names'
import { allowsNull, describe, type SchemaObject } from './specObjects'
import { unionOf } from './unionOf'

/** String formats of whole numbers written in digits (block numbers, u64 versions and amounts). */
const INTEGER_TEXT_FORMATS = new Set(['int64', 'uint64'])

/** Converts a schema to a TypeModel; inline objects with properties are hoisted as named schemas. */
export function typeOf(schema: SchemaObject, site: Site, context: Context): TypeModel {
  if (typeof schema.$ref === 'string') {
    const key = schemaRefName(schema.$ref)
    // A reference to a schema that allows null (`type: [object, 'null']`) may be null.
    const target = context.document.components.schemas[key]
    return { kind: 'ref', name: typeName(key), ...(allowsNull(target) ? { nullable: true } : {}) }
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []
  const nullable = types.includes('null') ? { nullable: true } : {}
  // A schema with properties but no type is an object (the provider's documents have a few).
  const type = types.find((name) => name !== 'null') ?? (schema.properties ? 'object' : undefined)
  if (schema['x-w3data-data'] === true)
    return { kind: 'data', ...(type === 'object' ? { map: true } : {}), ...nullable }
  const nullableRef = asNullableRef(schema)
  if (nullableRef) return { ...typeOf(nullableRef, site, context), nullable: true }
  if (Array.isArray(schema.oneOf)) return { ...unionOf(schema, site.name, context), ...nullable }
  const valueType = schema['x-w3data-value-type']
  switch (type) {
    case 'string':
      return {
        kind: 'string',
        ...(schema.enum ? { enum: enumOf(schema.enum, isString, site.name) } : {}),
        ...(valueType ? { valueType } : {}),
        ...(INTEGER_TEXT_FORMATS.has(String(schema.format)) ? { integerText: true } : {}),
        ...(schema.pattern ? { pattern: String(schema.pattern) } : {}),
        ...nullable,
      }
    case 'number':
    case 'integer':
      // A value type decides what the caller passes and what goes out (an APT amount in octas).
      if (valueType) return { kind: 'string', valueType, ...nullable }
      return {
        kind: 'number',
        integer: type === 'integer',
        ...(schema.enum ? { enum: enumOf(schema.enum, isNumber, site.name) } : {}),
        ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
        ...nullable,
      }
    case 'boolean':
      return { kind: 'boolean', ...nullable }
    case 'array':
      return {
        kind: 'array',
        items: typeOf(schema.items ?? {}, itemSite(site), context),
        ...(typeof schema.minItems === 'number' ? { minItems: schema.minItems } : {}),
        ...(typeof schema.maxItems === 'number' ? { maxItems: schema.maxItems } : {}),
        ...(schema['x-w3data-keep-single'] === true ? { keepSingle: true } : {}),
        ...nullable,
      }
    case 'object': {
      if (!schema.properties) return { kind: 'data', map: true, ...nullable }
      const object = objectOf(schema.properties, schema.required, site, context)
      const { name, wire } = site
      if (context.schemas.has(name) || context.named.has(name)) {
        // A named schema describes itself; only inline objects are hoisted under a new name.
        return { ...object, ...nullable }
      }
      context.schemas.set(name, { name, ...describe(schema), type: object, ...(wire ? { wire } : {}) })
      return { kind: 'ref', name, ...nullable }
    }
    default:
      if (valueType) return { kind: 'string', valueType, ...nullable }
      return { kind: 'data', ...nullable }
  }
}

function objectOf(
  schemaProperties: Record<string, SchemaObject>,
  requiredNames: readonly string[] | undefined,
  site: Site,
  context: Context,
): TypeModel {
  const required = new Set(requiredNames ?? [])
  const properties: PropertyModel[] = Object.entries(schemaProperties).map(([wireName, property]) => ({
    wireName,
    name: property['x-w3data-name'] ?? sdkName(wireName),
    type: typeOf(property, propertySite(site, wireName), context),
    required: required.has(wireName),
    ...(property.default !== undefined ? { default: property.default } : {}),
    ...describe(property),
  }))
  checkUnique(
    properties.map((property) => property.name),
    `property of ${site.name}`,
  )
  return { kind: 'object', properties }
}

/** `oneOf: [{ $ref }, { type: 'null' }]` is how 3.1 writes a nullable reference. */
function asNullableRef(schema: SchemaObject): SchemaObject | undefined {
  const members = schema.oneOf
  if (!Array.isArray(members) || members.length !== 2) return undefined
  const isNull = (member: SchemaObject) => member.type === 'null'
  const [a, b] = members
  if (a && b && isNull(b) && !isNull(a)) return a
  if (a && b && isNull(a) && !isNull(b)) return b
  return undefined
}

/** An enum's values, each of its schema's type. */
function enumOf<T>(values: readonly unknown[], is: (value: unknown) => value is T, name: string): T[] {
  return values.map((value) => {
    if (!is(value))
      throw new Error(`${name}: enum value ${JSON.stringify(value)} is not of the schema's type`)
    return value
  })
}

const isNumber = (value: unknown): value is number => typeof value === 'number'

function checkUnique(names: readonly string[], what: string): void {
  const seen = new Set<string>()
  for (const name of names) {
    if (seen.has(name)) throw new Error(`duplicate ${what}: ${name}`)
    seen.add(name)
  }
}
