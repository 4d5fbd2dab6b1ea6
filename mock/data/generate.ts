import { resolveComponent, resolveSchema, type SchemaObject } from '../../entries/catalogue'
import type { Random } from '../random'
import { type SchemaTable, schemaTypes, type UnionMember, unionMembers } from '../schema'
import type { AddressStyle } from './addressStyle'
import { agreeCrossFields } from './crossFields'
import { agreeDependentFields } from './dependentFields'
import { asSchemaType } from './field'
import { snakeName } from './fieldRules'
import { booleanValue, dataObject, dataScalar, saysNothing, scalarValue } from './fieldValues'
import { createScope, type ItemScope } from './itemScope'

/** Optional properties are included this often; nullable values are null this often. */
const OPTIONAL_CHANCE = 0.85
const NULL_CHANCE = 0.1
/** Below this depth lists are empty and optional properties left out, so recursion ends. */
const MAX_DEPTH = 12

/** What data is generated against: an API's schemas and the look of its addresses. */
export interface DataSource {
  readonly schemas: SchemaTable
  readonly addressStyle: AddressStyle
  /** Fields every object holds, never null, wherever they are declared (a plotted answer's time and values, snake_case). */
  readonly alwaysPresent?: ReadonlySet<string>
}

/** State shared by one generated item (one response object, or one item of a list). */
export interface GenerateContext extends DataSource {
  readonly rng: Random
  /** Where each union's member counter starts. */
  readonly round: number
  /** Next member index per union: successive uses cycle through every member. */
  readonly unionCounters: Map<string, number>
}

/** Where a value sits and what is imposed on it. */
export interface Placement {
  /** Property name (`name[]` for list items); drives realistic scalars. */
  name: string
  depth: number
  /** Values forced onto the first object met, for the properties it declares. */
  presets?: Readonly<Record<string, unknown>> | undefined
  /** Pick union members by how many preset keys they declare (echoing a request body). */
  matchPresets?: boolean
  /** Properties to leave out (the tag of an untagged union member). */
  omit?: ReadonlySet<string>
  /** Optional properties to always include (an untagged member's `x-w3data-match` keys). */
  force?: ReadonlySet<string>
  /** The object the value sits in, whose fields it agrees with. */
  scope?: ItemScope
  /** The example a list gives its items. */
  hint?: unknown
  /** The value is an item of a list: an object there is a thing of its own, not a part of `scope`. */
  listItem?: boolean
  /** Its position in that list. */
  index?: number
  /** The value may not be null (a field of `alwaysPresent`). */
  present?: boolean
}

/**
 * A context for item `index` of a list. When the items are a union, item `index` takes member
 * `index mod n`, and the unions nested in it start at `floor(index / n)`: every member of every
 * nested union then shows up among the items of each outer kind.
 */
export function contextForItem(
  source: DataSource,
  rng: Random,
  item: { schema: SchemaObject; name: string },
  index: number,
): GenerateContext {
  const { schema, name } = resolveComponent(item.schema, source.schemas)
  const unionCounters = new Map<string, number>()
  const members = schema.oneOf?.length ?? 0
  if (members === 0 || nullableMember(schema)) return { ...source, rng, round: index, unionCounters }
  unionCounters.set(unionKey(name, item.name), index)
  return { ...source, rng, round: Math.floor(index / members), unionCounters }
}

/** A context for a single response object: unions start at a seeded member. */
export function contextForObject(source: DataSource, rng: Random): GenerateContext {
  return { ...source, rng, round: rng.int(0, 999), unionCounters: new Map() }
}

/** A schema-valid value for `schema`. Deterministic for a given context state. */
export function generate(schema: SchemaObject, ctx: GenerateContext, at: Placement): unknown {
  const { schema: resolved, name: refName } = resolveComponent(schema, ctx.schemas)
  const nonNull = nullableMember(resolved)
  const mayBeNull = at.depth > 0 && at.present !== true
  if (nonNull) return mayBeNull && ctx.rng.chance(NULL_CHANCE) ? null : generate(nonNull, ctx, at)
  if (resolved.oneOf) return generateUnion(resolved, unionKey(refName, at.name), ctx, at)
  const { types, nullable } = schemaTypes(resolved)
  if (nullable && (types.length === 0 || (mayBeNull && ctx.rng.chance(NULL_CHANCE)))) return null
  if (resolved['x-w3data-data']) {
    // Data with declared fields (a stream's advanced options) has those; free-form data is an
    // NFT's traits only where an NFT is what it describes.
    if (types.includes('object') && resolved.properties) return generateObject(resolved, ctx, at)
    if (types.includes('object')) return at.scope?.subject === 'nft' ? dataObject(ctx.rng) : {}
    return types.includes('array')
      ? []
      : dataScalar(ctx.rng, at.scope ?? createScope(ctx.rng, ctx.addressStyle, []))
  }
  if (resolved.enum && resolved.enum.length > 0) return ctx.rng.pick(resolved.enum)
  // A schema that says nothing about its value (any JSON): an empty object.
  if (saysNothing(resolved)) return {}
  switch (types[0] ?? typeof resolved.example) {
    case 'object':
      return generateObject(resolved, ctx, at)
    case 'array':
      return generateArray(resolved, ctx, at)
    case 'boolean':
      return booleanValue(ctx.rng, at)
    default: {
      const scope = at.scope ?? createScope(ctx.rng, ctx.addressStyle, [])
      const hint = resolved.example ?? at.hint
      // No type but a numeric example: a number.
      const typed =
        types.length === 0 && typeof hint === 'number' ? { ...resolved, type: 'number' } : resolved
      return scalarValue(ctx.rng, { name: at.name, schema: typed, scope, hint })
    }
  }
}

const TOKEN_IDENTITY = /^(token_)?(name|symbol|decimals|logo)$/

const unionKey = (refName: string | undefined, name: string) => refName ?? `oneOf:${name}`

/** `oneOf: [X, { type: 'null' }]` is a nullable X (3.1 style): returns X. */
function nullableMember(schema: SchemaObject): SchemaObject | undefined {
  const members = schema.oneOf
  if (members?.length !== 2 || schema.discriminator) return undefined
  const isNull = (member: SchemaObject) => member.type === 'null'
  const [first, second] = members as [SchemaObject, SchemaObject]
  if (isNull(second) && !isNull(first)) return first
  return isNull(first) && !isNull(second) ? second : undefined
}

function generateObject(schema: SchemaObject, ctx: GenerateContext, at: Placement): Record<string, unknown> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  // A required name without a property schema is a catalogue gap; it still gets a value (a flag
  // when it reads like one).
  const names = [...Object.keys(properties), ...[...required].filter((name) => !(name in properties))]
  if (names.length === 0 && schema.additionalProperties) return dataObject(ctx.rng)
  const scope = at.listItem
    ? createScope(ctx.rng, ctx.addressStyle, names, undefined, at.index)
    : createScope(ctx.rng, ctx.addressStyle, names, at.scope)
  const out: Record<string, unknown> = {}
  const fixed = new Set<string>()
  for (const name of names) {
    if (at.omit?.has(name)) continue
    const property = properties[name] ?? {
      type: /^(is_|has_)|verified|spam/.test(name) ? 'boolean' : 'string',
    }
    if (at.presets && Object.hasOwn(at.presets, name)) {
      out[name] = presetValue(at.presets[name], resolveSchema(property, ctx.schemas))
      fixed.add(name)
      continue
    }
    const present = ctx.alwaysPresent?.has(snakeName(name)) === true
    const mustHave = required.has(name) || at.force?.has(name) === true || present
    if (!mustHave && (at.depth >= MAX_DEPTH || !ctx.rng.chance(OPTIONAL_CHANCE))) continue
    out[name] = generate(property, ctx, { name, depth: at.depth + 1, scope, present })
  }
  // A token's identity comes whole: beside any of its symbol, name, decimals and logo, all of them.
  const identity = names.filter((name) => TOKEN_IDENTITY.test(snakeName(name)) && !at.omit?.has(name))
  if (scope.subject === 'token' && identity.some((name) => name in out))
    for (const name of identity)
      if (!(name in out))
        out[name] = generate(properties[name] ?? {}, ctx, { name, depth: at.depth + 1, scope })
  agreeDependentFields(out, properties, scope, fixed)
  agreeCrossFields(out, properties, scope, fixed)
  return out
}

/** A preset in the property's type: the pager's numbers become text where the schema says string. */
function presetValue(value: unknown, schema: SchemaObject): unknown {
  const scalar = typeof value === 'number' || typeof value === 'string'
  const { types } = schemaTypes(schema)
  return scalar && types.length === 1 && types[0] !== 'array' && types[0] !== 'object'
    ? asSchemaType(value, schema)
    : value
}

function generateArray(schema: SchemaObject, ctx: GenerateContext, at: Placement): unknown[] {
  // A successful answer lists no failures.
  if (/(^|_)(failures|errors)$/.test(at.name)) return []
  const items = schema.items ?? {}
  const isUnion = resolveSchema(items, ctx.schemas).oneOf !== undefined
  const low = schema.minItems ?? (at.depth >= MAX_DEPTH ? 0 : isUnion ? 2 : 1)
  const high = Math.min(schema.maxItems ?? Number.POSITIVE_INFINITY, Math.max(low, isUnion ? 4 : 3))
  const length = ctx.rng.int(low, high)
  const hints = Array.isArray(schema.example) ? schema.example : []
  return Array.from({ length }, (_, index) =>
    generate(items, ctx, {
      name: `${at.name}[]`,
      depth: at.depth + 1,
      listItem: true,
      index,
      ...(at.scope && { scope: at.scope }),
      ...(hints.length > 0 && { hint: hints[index % hints.length] }),
    }),
  )
}

function generateUnion(schema: SchemaObject, key: string, ctx: GenerateContext, at: Placement): unknown {
  const members = unionMembers(schema, ctx.schemas)
  if (members.length === 0) {
    const scope = at.scope ?? createScope(ctx.rng, ctx.addressStyle, [])
    return scalarValue(ctx.rng, { name: at.name, schema, scope, hint: schema.example })
  }
  let index: number
  if (at.matchPresets && at.presets) {
    index = bestMatch(members, Object.keys(at.presets))
  } else {
    const counter = ctx.unionCounters.get(key) ?? ctx.round
    ctx.unionCounters.set(key, counter + 1)
    index = counter % members.length
  }
  const member = members[index] as UnionMember
  const tagName = schema.discriminator?.propertyName
  const tagged = member.tag !== undefined && tagName !== undefined
  const presets = tagged ? { ...at.presets, [tagName]: member.tag } : at.presets
  return generate(member.schema, ctx, {
    name: at.name,
    depth: at.depth,
    presets,
    // The provider sends untagged members (a pending transaction) without the tag at all.
    ...(!tagged && tagName !== undefined && { omit: new Set([tagName]) }),
    force: new Set(member.schema['x-w3data-match'] ?? []),
  })
}

/** The member declaring most of `keys`; ties go to tagged members, then to catalogue order. */
function bestMatch(members: readonly UnionMember[], keys: readonly string[]): number {
  let best = 0
  let bestScore = -1
  members.forEach((member, index) => {
    const declared = member.schema.properties ?? {}
    const score = keys.filter((key) => key in declared).length * 2 + (member.tag === undefined ? 0 : 1)
    if (score > bestScore) {
      best = index
      bestScore = score
    }
  })
  return best
}
