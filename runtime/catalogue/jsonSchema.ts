/**
 * The catalogue's schemas as self-contained JSON Schema (draft 2020-12) in the SDK's names: `$ref`s
 * inlined, `example` as `examples`, value types said in the description, OpenAPI-only keywords
 * dropped. Tools for agents (w3data-mcp) publish these as their input and output schemas.
 */

import { VALUE_TYPES } from '../contract/valueTypes'
import { propertyName, refName, resolveSchema, toSdkShape } from './resolve'
import type { SchemaObject } from './types'

export type JsonSchema = { [keyword: string]: unknown }

/**
 * `input`: what the library takes, with every constraint and example. `output`: what the library
 * returns, which keeps what the schema does not know and never throws on a missing or null field:
 * so no property is required, every property may be null, and no value constraint is checked.
 */
export type SchemaUse = 'input' | 'output'

/** Formats every JSON Schema validator knows; the catalogue's own (`uint64`) stay out. */
const STANDARD_FORMATS = new Set(['date-time', 'double', 'hostname', 'int64', 'uri', 'uuid'])
const CONSTRAINTS = [
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
] as const

/** Property names: the SDK's (what the library takes and maps to), or the wire's (a raw body). */
export type SchemaNames = 'sdk' | 'wire'

export interface JsonSchemaOptions {
  use: SchemaUse
  /** @default 'sdk' */
  names?: SchemaNames
  /**
   * `inline`: every component written where it is used (what most tool callers read best).
   * `defs`: each component once under `$defs`, referred to as `#/$defs/Name`: a result schema
   * that repeats large components (Aptos transactions) stays a tenth of its inlined size.
   * @default 'inline'
   */
  components?: 'inline' | 'defs'
}

interface Walk {
  schemas: Readonly<Record<string, SchemaObject>>
  use: SchemaUse
  names: SchemaNames
  /** Components being inlined on the way here: a schema that contains itself stops as `{}`. */
  inlining: readonly string[]
  /** With `components: 'defs'`: the components converted so far, by name. */
  defs: Map<string, JsonSchema> | undefined
}

export function toJsonSchema(
  schema: SchemaObject,
  schemas: Readonly<Record<string, SchemaObject>>,
  options: JsonSchemaOptions,
): JsonSchema {
  const defs = options.components === 'defs' ? new Map<string, JsonSchema>() : undefined
  const walk: Walk = { schemas, use: options.use, names: options.names ?? 'sdk', inlining: [], defs }
  const root = convert(schema, walk)
  if (!defs?.size) return root
  const sorted = [...defs].sort(([a], [b]) => (a < b ? -1 : 1))
  return { ...root, $defs: Object.fromEntries(sorted) }
}

function convert(given: SchemaObject, walk: Walk): JsonSchema {
  const name = given.$ref === undefined ? undefined : refName(given.$ref)
  if (name !== undefined && walk.defs) return defRef(name, given, walk)
  if (name !== undefined && walk.inlining.includes(name)) return {}
  const inner: Walk = name === undefined ? walk : { ...walk, inlining: [...walk.inlining, name] }
  const schema = resolveSchema(given, walk.schemas)
  const out: JsonSchema = {}
  if (schema.title !== undefined) out.title = schema.title
  const description = describe(schema, walk.use)
  if (description !== undefined) out.description = description
  if (schema.type !== undefined) out.type = schema.type
  if (schema.deprecated) out.deprecated = true
  if (schema.default !== undefined) out.default = schema.default
  if (schema.example !== undefined && walk.use === 'input')
    out.examples = [toSdkShape(schema.example, schema, walk.schemas)]
  if (walk.use === 'input') addConstraints(out, schema)
  if (schema.items) out.items = convert(schema.items, inner)
  if (schema.oneOf) out.anyOf = schema.oneOf.map((member) => convert(member, inner))
  if (schema.properties) addProperties(out, schema, inner)
  if (typeof schema.additionalProperties === 'object')
    out.additionalProperties = convert(schema.additionalProperties, inner)
  else if (schema.additionalProperties === false && walk.use === 'input') out.additionalProperties = false
  return out
}

/** A reference to the component under `$defs`, converted there on first use. */
function defRef(name: string, given: SchemaObject, walk: Walk): JsonSchema {
  const defs = walk.defs as Map<string, JsonSchema>
  if (!defs.has(name)) {
    // Set before converting, so a component that contains itself refers to itself.
    defs.set(name, {})
    defs.set(name, convert(walk.schemas[name] ?? resolveSchema(given, walk.schemas), { ...walk }))
  }
  const ref: JsonSchema = { $ref: `#/$defs/${name}` }
  if (given.description !== undefined) ref.description = given.description
  return ref
}

/**
 * The description, with what the value type accepts when there is one: said of inputs only, since
 * an answer's field holds the value as sent (a balance in wei, where a caller gives ether).
 */
function describe(schema: SchemaObject, use: SchemaUse): string | undefined {
  const valueType = schema['x-w3data-value-type']
  const accepts = use === 'input' && valueType && `Accepts ${VALUE_TYPES[valueType].accepts}.`
  const said = schema.description?.trim()
  if (!accepts) return said
  return said ? `${/[.!?]$/.test(said) ? said : `${said}.`} ${accepts}` : accepts
}

function addConstraints(out: JsonSchema, schema: SchemaObject): void {
  if (schema.enum) out.enum = schema.enum
  if (schema.format && STANDARD_FORMATS.has(schema.format)) out.format = schema.format
  for (const keyword of CONSTRAINTS) if (schema[keyword] !== undefined) out[keyword] = schema[keyword]
  // Said as a pattern, which every validator knows: a uint64 travels as a string of digits.
  if (schema.format === 'uint64' && schema.type === 'string' && out.pattern === undefined)
    out.pattern = '^[0-9]+$'
}

/** Properties under their SDK names; a map that is data keeps its keys as sent. */
function addProperties(out: JsonSchema, schema: SchemaObject, walk: Walk): void {
  const asSent = schema['x-w3data-data'] === true || walk.names === 'wire'
  const nameOf = (wire: string, property: SchemaObject) => (asSent ? wire : propertyName(wire, property))
  const entries = Object.entries(schema.properties ?? {})
  out.properties = Object.fromEntries(
    entries.map(([wire, property]) => {
      const converted = convert(property, walk)
      return [nameOf(wire, property), walk.use === 'output' ? orNull(converted) : converted]
    }),
  )
  if (walk.use === 'input' && schema.required?.length) {
    const byWire = new Map(entries)
    out.required = schema.required.map((wire) => {
      const property = byWire.get(wire)
      return property ? nameOf(wire, property) : wire
    })
  }
}

/** The schema, also allowing null (the library passes a null it was sent). */
function orNull(schema: JsonSchema): JsonSchema {
  const { type, anyOf } = schema
  if (typeof schema.$ref === 'string') return { anyOf: [schema, { type: 'null' }] }
  if (Array.isArray(anyOf)) return { ...schema, anyOf: [...anyOf, { type: 'null' }] }
  if (type === undefined) return schema
  const types = Array.isArray(type) ? type : [type]
  return types.includes('null') ? schema : { ...schema, type: [...types, 'null'] }
}
