import { VALUE_TYPES } from '../../../runtime/contract/valueTypes'
import { followRefs } from '../../load/specRef'
import type { ParamModel, TypeModel } from '../../model/ir'
import type { Schemas } from '../render'

type Json = Record<string, unknown>

/** Deep enough for the catalogue's request bodies. */
const MAX_DEPTH = 6

/**
 * The value a parameter's example passes, in the SDK's form (camelCase keys where the catalogue
 * names the properties), from the catalogue: the parameter's example, else its default, else one
 * built from its schema's examples, enums and value types. Undefined when the catalogue gives
 * nothing to build one from: no placeholder stands in for a value.
 */
export function exampleValue(param: ParamModel, schemas: Schemas): unknown {
  const given = param.example ?? param.schema.example ?? param.default
  return given !== undefined
    ? toSdk(given, param.type, schemas)
    : fromSchema(param.type, param.schema, schemas, 0)
}

/** A catalogue example as written (wire keys) in the SDK's camelCase form. */
function toSdk(value: unknown, type: TypeModel, schemas: Schemas): unknown {
  if (type.kind === 'ref') return toSdk(value, schemas.get(type.name).type, schemas)
  if (type.kind === 'array')
    return Array.isArray(value) ? value.map((item) => toSdk(item, type.items, schemas)) : value
  if (type.kind !== 'object' || value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const property = type.properties.find((candidate) => candidate.wireName === key)
      return property ? [property.name, toSdk(inner, property.type, schemas)] : [key, inner]
    }),
  )
}

const resolve = (node: Json | undefined, schemas: Schemas): Json | undefined =>
  node && followRefs(schemas.model.document, node)

/** Walks the type and the catalogue's schema together: the schema has the examples, the type the SDK names. */
function fromSchema(type: TypeModel, raw: Json | undefined, schemas: Schemas, depth: number): unknown {
  if (depth > MAX_DEPTH) return undefined
  const node = resolve(raw, schemas)
  if (node?.example !== undefined) return toSdk(node.example, type, schemas)
  switch (type.kind) {
    case 'ref':
      return fromSchema(schemas.get(type.name).type, node, schemas, depth + 1)
    case 'string':
      return type.enum?.[0] ?? (type.valueType ? VALUE_TYPES[type.valueType].example : undefined)
    case 'number':
      return type.enum?.[0] ?? type.minimum ?? 1
    case 'boolean':
      return true
    case 'array': {
      // A list the catalogue gives no item for is empty, when it may be.
      const item = fromSchema(type.items, node?.items as Json | undefined, schemas, depth + 1)
      if (item === undefined) return type.minItems ? undefined : []
      return Array.from({ length: Math.max(1, type.minItems ?? 1) }, () => item)
    }
    case 'object': {
      const properties = (node?.properties ?? {}) as Record<string, Json>
      const entries = type.properties
        .filter((property) => property.required)
        .map((property) => [
          property.name,
          fromSchema(property.type, properties[property.wireName], schemas, depth + 1),
        ])
      return entries.some(([, value]) => value === undefined) ? undefined : Object.fromEntries(entries)
    }
    case 'union': {
      // The first member: its own schema sets its tag (an enum of the tag value).
      const [member] = type.members
      const members = (node?.oneOf ?? node?.anyOf) as Json[] | undefined
      return member
        ? fromSchema({ kind: 'ref', name: member.schema }, members?.[0], schemas, depth + 1)
        : undefined
    }
    default:
      return undefined
  }
}
