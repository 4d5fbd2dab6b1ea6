import type { SchemaObject } from '../runtime/index'

/** The components a catalogue's `$ref`s point into. */
export type SchemaTable = Readonly<Record<string, SchemaObject>>

const REF_PREFIX = '#/components/schemas/'

/** A schema with its `$ref` chain followed; `name` is the last component name met, if any. */
export interface ResolvedSchema {
  schema: SchemaObject
  name?: string
}

/** Follows `$ref`s to the schema they name. An unknown reference is a catalogue bug: it throws. */
export function resolveSchema(schema: SchemaObject, schemas: SchemaTable): ResolvedSchema {
  let current = schema
  let name: string | undefined
  for (let hops = 0; current.$ref !== undefined; hops++) {
    name = current.$ref.startsWith(REF_PREFIX) ? current.$ref.slice(REF_PREFIX.length) : current.$ref
    const target = schemas[name]
    if (!target || hops > 32) throw new Error(`Cannot resolve schema reference ${current.$ref}`)
    current = target
  }
  return name === undefined ? { schema: current } : { schema: current, name }
}

/** The non-null types a schema allows, and whether it also allows null (`type: [x, 'null']`). */
export function schemaTypes(schema: SchemaObject): { types: string[]; nullable: boolean } {
  const listed = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]
  const types = listed.filter((type) => type !== 'null')
  if (types.length === 0 && (schema.properties || schema.additionalProperties)) types.push('object')
  if (types.length === 0 && schema.items) types.push('array')
  return { types, nullable: listed.includes('null') }
}

/** One member of a `oneOf`: its schema, and its tag value when the discriminator maps one. */
export interface UnionMember {
  schema: SchemaObject
  name?: string
  tag?: string
}

/** The members of a `oneOf`, each with the discriminator value that selects it (if any). */
export function unionMembers(schema: SchemaObject, schemas: SchemaTable): UnionMember[] {
  const mapping = Object.entries(schema.discriminator?.mapping ?? {})
  return (schema.oneOf ?? []).map((member) => {
    const resolved = resolveSchema(member, schemas)
    const tag = member.$ref === undefined ? undefined : mapping.find(([, ref]) => ref === member.$ref)?.[0]
    return tag === undefined ? resolved : { ...resolved, tag }
  })
}

/** The element schema of an array schema after `$ref`s, or undefined when it is not a list. */
export function listItemSchema(schema: SchemaObject, schemas: SchemaTable): SchemaObject | undefined {
  const resolved = resolveSchema(schema, schemas).schema
  return schemaTypes(resolved).types.includes('array') ? (resolved.items ?? {}) : undefined
}
