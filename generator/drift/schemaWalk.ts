/** Reading OpenAPI schemas (3.0 or 3.1) into normalised types and response field lists. */
import type { FieldEntry, Site } from './shape'

export type Json = Record<string, unknown>

/**
 * The catalogue site of an entry written across the given nodes (a `$ref` and its target, say):
 * the first that carries a declaration, else the first with a known place. The reference has none.
 */
export type SiteOf = (...nodes: unknown[]) => Site | undefined

/** Nested fields deeper than this are not compared: the report stays about the shapes callers read. */
const MAX_DEPTH = 4

/** Follows local `$ref`s (`#/components/<section>/<name>`) to the node they name. */
export function resolve(document: Json, node: unknown): Json | undefined {
  let current = node as Json | undefined
  for (let hops = 0; current && typeof current['$ref'] === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${String(current['$ref'])}`)
    const segments = (current['$ref'] as string).replace(/^#\//, '').split('/')
    let target: unknown = document
    for (const segment of segments) target = (target as Json | undefined)?.[decodePointer(segment)]
    current = target as Json | undefined
  }
  return current
}

function decodePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~')
}

/** One object for `allOf` (properties and required merged); other schemas as they are. */
function flatten(document: Json, node: unknown): Json | undefined {
  const schema = resolve(document, node)
  if (!schema || !Array.isArray(schema['allOf'])) return schema
  const merged: Json = { ...schema, type: 'object', properties: {}, required: [] }
  delete merged['allOf']
  for (const part of [schema, ...(schema['allOf'] as unknown[])]) {
    const flat = part === schema ? { ...schema, allOf: undefined } : flatten(document, part)
    Object.assign(merged['properties'] as Json, flat?.['properties'] ?? {})
    ;(merged['required'] as string[]).push(...((flat?.['required'] as string[] | undefined) ?? []))
  }
  return merged
}

/** A union with one non-null member (`anyOf: [T, null]`) is that member, nullable. */
function unwrapNullable(document: Json, schema: Json): { schema: Json; nullable: boolean } {
  const members = (schema['oneOf'] ?? schema['anyOf']) as unknown[] | undefined
  if (!members) return { schema, nullable: false }
  const resolved = members.map((member) => flatten(document, member) ?? {})
  const nonNull = resolved.filter((member) => member['type'] !== 'null')
  if (nonNull.length !== 1 || !nonNull[0]) return { schema, nullable: false }
  return { schema: nonNull[0], nullable: nonNull.length < resolved.length }
}

/**
 * The type as one comparable word: `string`, `integer`, `object`, `union`, `any`, arrays as
 * `T[]`, and ` | null` when null is allowed (3.0 `nullable: true` and 3.1 `type: [T, 'null']` alike).
 */
export function typeName(document: Json, node: unknown): string {
  const flat = flatten(document, node)
  if (!flat) return 'any'
  const { schema, nullable } = unwrapNullable(document, flat)
  const types = (Array.isArray(schema['type']) ? schema['type'] : [schema['type']]).filter(
    (type) => type !== undefined,
  ) as string[]
  const base = types.find((type) => type !== 'null') ?? baseWithoutType(schema)
  const name = base === 'array' ? `${typeName(document, schema['items']).replace(' | null', '')}[]` : base
  const isNull = nullable || schema['nullable'] === true || types.includes('null')
  return isNull ? `${name} | null` : name
}

/** `T[]` or `T[] | null`. */
function isList(type: string): boolean {
  return type.replace(/ \| null$/, '').endsWith('[]')
}

function baseWithoutType(schema: Json): string {
  if (schema['properties']) return 'object'
  if (schema['oneOf'] || schema['anyOf']) return 'union'
  return 'any'
}

/** The enum values of a schema (or of its array items), as sorted text. */
export function enumOf(document: Json, node: unknown): string[] | undefined {
  const schema = flatten(document, node)
  const values = (schema?.['enum'] ??
    (schema?.['items'] ? flatten(document, schema['items'])?.['enum'] : undefined)) as unknown[] | undefined
  if (!values) return undefined
  return values
    .filter((value) => value !== null)
    .map(String)
    .sort()
}

/**
 * Every field of a success body down to MAX_DEPTH, with its type and the declarations on the
 * property and on the object holding it. A component schema already on the way down is not entered
 * again (recursive shapes).
 */
export function responseFields(document: Json, body: unknown, siteOf: SiteOf): FieldEntry[] {
  const fields: FieldEntry[] = []
  const visit = (node: unknown, path: string, depth: number, stack: readonly unknown[]): void => {
    const flat = flatten(document, node)
    if (!flat || depth > MAX_DEPTH || stack.includes(flat)) return
    const { schema } = unwrapNullable(document, flat)
    if (schema['items'] !== undefined && isList(typeName(document, schema))) {
      visit(schema['items'], `${path}[]`, depth, [...stack, flat])
      return
    }
    const properties = schema['properties'] as Json | undefined
    if (!properties) return
    const holder = siteOf(resolve(document, node), schema)
    for (const name of Object.keys(properties).sort()) {
      const property = properties[name] as Json
      const site = siteOf(property, resolve(document, property))
      const fieldPath = path ? `${path}.${name}` : name
      fields.push({
        path: fieldPath,
        type: typeName(document, property),
        ...(site ? { site } : {}),
        ...(holder ? { holder } : {}),
      })
      visit(property, fieldPath, depth + 1, [...stack, flat])
    }
  }
  visit(body, '', 1, [])
  return fields
}
