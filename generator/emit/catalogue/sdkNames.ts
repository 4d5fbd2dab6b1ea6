import { sdkName } from '../../../runtime/contract/names'
import type { PagingEntry, PagingField } from '../../../runtime/contract/paging'

type Json = Record<string, unknown>

/** Keywords whose value is a schema, or a list of schemas. */
const SUBSCHEMAS = ['items', 'additionalProperties'] as const
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf'] as const

/**
 * A copy of `schema` in which every property whose SDK name is not its wire name says it in
 * `x-w3data-name`, so the catalogue's readers take the names from the catalogue instead of
 * working them out. Examples, defaults and enums are values, not schemas: they stay as written.
 */
export function withSdkNames(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema
  const out: Json = { ...(schema as Json) }
  for (const keyword of SUBSCHEMAS) if (keyword in out) out[keyword] = withSdkNames(out[keyword])
  for (const keyword of SCHEMA_LISTS)
    if (Array.isArray(out[keyword])) out[keyword] = (out[keyword] as unknown[]).map(withSdkNames)
  if (typeof out.properties === 'object' && out.properties !== null)
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Json).map(([wire, property]) => [wire, namedProperty(wire, property)]),
    )
  return out
}

function namedProperty(wire: string, property: unknown): unknown {
  const named = withSdkNames(property)
  if (typeof named !== 'object' || named === null || 'x-w3data-name' in named) return named
  const name = sdkName(wire)
  return name === wire ? named : { ...named, 'x-w3data-name': name }
}

const PAGING_FIELDS: readonly PagingField[] = ['cursor', 'offset', 'start', 'position', 'limit', 'items']

/** A copy of `paging` whose `names` gives the SDK name of each field that is not its wire name. */
export function withPagingNames(paging: PagingEntry): PagingEntry {
  const renamed = PAGING_FIELDS.flatMap((field) => {
    const wireName = paging[field]
    return wireName === undefined || sdkName(wireName) === wireName
      ? []
      : [[field, sdkName(wireName)] as const]
  })
  return renamed.length === 0 ? paging : { ...paging, names: Object.fromEntries(renamed) }
}
