import {
  type ResolvedComponent,
  resolveComponent,
  resolveSchema,
  type SchemaObject,
} from '../entries/catalogue'

/** The components a catalogue's `$ref`s point into. */
export type SchemaTable = Readonly<Record<string, SchemaObject>>

/** The non-null types a schema allows, and whether it also allows null (`type: [x, 'null']`). */
export function schemaTypes(schema: SchemaObject): { types: string[]; nullable: boolean } {
  const listed = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]
  const types = listed.filter((type) => type !== 'null')
  if (types.length === 0 && (schema.properties || schema.additionalProperties)) types.push('object')
  if (types.length === 0 && schema.items) types.push('array')
  return { types, nullable: listed.includes('null') }
}

/** One member of a `oneOf`: its schema, and its tag value when the discriminator maps one. */
export interface UnionMember extends ResolvedComponent {
  tag?: string
}

/** The members of a `oneOf`, each with the discriminator value that selects it (if any). */
export function unionMembers(schema: SchemaObject, schemas: SchemaTable): UnionMember[] {
  const mapping = Object.entries(schema.discriminator?.mapping ?? {})
  return (schema.oneOf ?? []).map((member) => {
    const resolved = resolveComponent(member, schemas)
    const tag = member.$ref === undefined ? undefined : mapping.find(([, ref]) => ref === member.$ref)?.[0]
    return tag === undefined ? resolved : { ...resolved, tag }
  })
}

/** The element schema of an array schema after `$ref`s, or undefined when it is not a list. */
export function listItemSchema(schema: SchemaObject, schemas: SchemaTable): SchemaObject | undefined {
  const resolved = resolveSchema(schema, schemas)
  return schemaTypes(resolved).types.includes('array') ? (resolved.items ?? {}) : undefined
}
