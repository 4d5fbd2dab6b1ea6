import { sdkName } from '../../../runtime/contract/names'
import type { PropertyModel, SchemaModel, TypeModel } from '../../model/ir'
import { propertyAccess, propertyKey } from '../../model/names'
import { jsdoc } from '../header'
import { renderType, type Schemas } from '../render'
import { convertedSchemas, mappedSchemas } from './reachable'
import { wireRoot, wireType } from './wireType'

export interface EmittedModels {
  /** Names taken from the runtime. */
  imports: string[]
  /** Types taken from wire.gen.ts (`components`, `operations`). */
  wireImports: string[]
  statements: string[]
}

/**
 * models.gen.ts: for every named schema its camelCase type; a wire → camelCase mapper where the
 * shape changes and a response reaches it, taking the wire type openapi-typescript declares; a
 * camelCase → wire converter where a request body reaches it.
 */
export function emitModels(schemas: Schemas): EmittedModels {
  const statements: string[] = []
  const runtime = new Set<string>()
  const wire = new Set<string>()
  const mapped = mappedSchemas(schemas)
  const converted = convertedSchemas(schemas)
  for (const schema of schemas.model.schemas) {
    statements.push(typeDeclaration(schema))
    if (schema.type.kind === 'union' && schema.type.tag) runtime.add('type UnknownMember')
    if (mapped.has(schema.name)) statements.push(mapper(schema, schemas, runtime, wire))
    if (converted.has(schema.name)) statements.push(wireConverter(schema, schemas, runtime))
  }
  return { imports: [...runtime].sort(), wireImports: [...wire].sort(), statements }
}

function typeDeclaration(schema: SchemaModel): string {
  const doc = jsdoc([schema.description])
  const type = schema.type
  if (type.kind !== 'object') return `${doc}export type ${schema.name} = ${renderType(type)}`
  const fields = type.properties.map(
    (property) =>
      `${jsdoc([property.description])}${propertyKey(property.name)}${isPresent(property) ? '' : '?'}: ${fieldType(property)}`,
  )
  return `${doc}export interface ${schema.name} {\n${fields.join('\n')}\n}`
}

/** Optional fields may be absent or explicitly undefined after mapping. */
function fieldType(property: PropertyModel): string {
  if (property.default !== undefined) return renderType({ ...property.type, nullable: false })
  const type = renderType(property.type)
  return property.required ? type : `${type} | undefined`
}

/** Required fields, and fields the mapper fills with their default, are always there. */
function isPresent(property: PropertyModel): boolean {
  return property.required || property.default !== undefined
}

export function mapperName(schema: string): string {
  return `map${schema}`
}

export function wireConverterName(schema: string): string {
  return `toWire${schema}`
}

function sdkKeysName(schema: string): string {
  return `SDK_KEYS_${schema}`
}

/**
 * `mapX(w)`: reads the schema's wire type, as openapi-typescript declares it in wire.gen.ts, or a
 * missing value, which comes back as it came (see the runtime's `Missing`). A value that breaks
 * its wire type (not an object where one is documented) passes through untouched too.
 */
function mapper(schema: SchemaModel, schemas: Schemas, runtime: Set<string>, wire: Set<string>): string {
  if (!schema.wire) throw new Error(`${schema.name}: a response reaches it, but no wire type declares it`)
  wire.add(wireRoot(schema.wire))
  runtime.add('type Missing')
  const type = schema.type
  const signature = `/** ${schema.name}: wire (snake_case) → camelCase. */
export function ${mapperName(schema.name)}<N = never>(w: ${wireType(schema.wire)} | Missing<N>): ${schema.name} | Missing<N>`
  if (type.kind === 'object') {
    runtime.add('fields').add('mapFields')
    const table = `const ${fieldsName(schema.name)} = /* @__PURE__ */ fields<${wireType(schema.wire)}>(${fieldsArguments(schema.name, type.properties, schemas)})`
    return `${table}\n\n${signature} {
  return mapFields(w, ${fieldsName(schema.name)})
}`
  }
  if (type.kind === 'union') runtime.add('resolveUnion')
  const body =
    type.kind === 'union'
      ? `resolveUnion(${unionArguments(schema.name, type, 'sdk')})`
      : valueMapper(type, 'w', schemas, runtime, 'sdk')
  return `${signature} {
  return ${body}
}`
}

function fieldsName(schema: string): string {
  return `FIELDS_${schema}`
}

/**
 * What `fields()` takes for an object schema: its wire keys, then only what the rule does not give
 * (the mapper of each field that needs one, SDK names other than the camelCase of the wire name,
 * defaults), empty tables at the end left out.
 */
function fieldsArguments(schema: string, properties: readonly PropertyModel[], schemas: Schemas): string {
  const table = (entryOf: (property: PropertyModel) => string | undefined) => {
    const entries = properties.flatMap((p) => {
      const value = entryOf(p)
      return value === undefined ? [] : [`${propertyKey(p.wireName)}: ${value}`]
    })
    return entries.length === 0 ? undefined : `{ ${entries.join(', ')} }`
  }
  const tables = [
    table((p) => fieldMapper(p.type, schemas)),
    table((p) => (p.name === sdkName(p.wireName) ? undefined : JSON.stringify(p.name))),
    table((p) => (p.default === undefined ? undefined : JSON.stringify(sharedDefault(schema, p)))),
  ]
  while (tables.length > 0 && tables.at(-1) === undefined) tables.pop()
  return [JSON.stringify(properties.map((p) => p.wireName)), ...tables.map((t) => t ?? '{}')].join(', ')
}

/** Every mapped response shares a default, so it must be a value no caller can change. */
function sharedDefault(schema: string, property: PropertyModel): unknown {
  if (typeof property.default !== 'object' || property.default === null) return property.default
  throw new Error(
    `${schema}.${property.wireName}: a default that is an object or a list cannot fill in a mapped field`,
  )
}

/** A nested field's mapper as `fields()` takes it: the schema's mapper, or `[inner]` for a list. */
function fieldMapper(type: TypeModel, schemas: Schemas): string | undefined {
  if (!schemas.needsMapping(type)) return undefined
  if (type.kind === 'ref') return mapperName(type.name)
  if (type.kind === 'array') return `[${fieldMapper(type.items, schemas)}]`
  throw new Error(`inline ${type.kind} should have been hoisted`)
}

function wireConverter(schema: SchemaModel, schemas: Schemas, runtime: Set<string>): string {
  const name = wireConverterName(schema.name)
  const type = schema.type
  const doc = `/** ${schema.name}: camelCase → wire (snake_case), for request bodies. */\n`
  if (type.kind === 'object') {
    runtime.add('isRecord').add('keepUnknownWire')
    const known = `const ${sdkKeysName(schema.name)} = /* @__PURE__ */ new Set(${JSON.stringify(type.properties.map((p) => p.name))})`
    const fields = type.properties.map(
      (p) =>
        `${propertyKey(p.wireName)}: ${valueMapper(p.type, propertyAccess('v', p.name), schemas, runtime, 'wire')}`,
    )
    return `${known}\n\n${doc}export function ${name}(v: unknown): unknown {
  if (!isRecord(v)) return v
  return keepUnknownWire(v, { ${fields.join(', ')} }, ${sdkKeysName(schema.name)})
}`
  }
  if (type.kind === 'union') {
    runtime.add('resolveUnion')
    return `${doc}export function ${name}(v: unknown): unknown {
  return resolveUnion(${unionArguments(schema.name, type, 'wire')})
}`
  }
  return `${doc}export function ${name}(v: unknown): unknown {
  return ${valueMapper(type, 'v', schemas, runtime, 'wire')}
}`
}

function unionArguments(
  union: string,
  type: Extract<TypeModel, { kind: 'union' }>,
  direction: 'wire' | 'sdk',
): string {
  const convert = direction === 'sdk' ? mapperName : wireConverterName
  const value = direction === 'sdk' ? 'w' : 'v'
  const byTag = type.members
    .filter((member) => member.tagValue !== undefined)
    .map((member) => `${JSON.stringify(member.tagValue)}: ${convert(member.schema)}`)
  // Shape keys are written as wire names; camelCase input is matched by their camelCase forms.
  const byShape = type.members
    .filter((member) => member.match)
    .map((member) => {
      const keys = (member.match ?? []).map((key) => (direction === 'sdk' ? key : sdkName(key)))
      return `[${JSON.stringify(keys)}, ${convert(member.schema)}]`
    })
  const tag = type.tag ? JSON.stringify(type.tag) : 'undefined'
  const args = `${JSON.stringify(union)}, ${value}, ${tag}, { ${byTag.join(', ')} }, [${byShape.join(', ')}]`
  return direction === 'sdk' ? args : `${args}, 'wire'`
}

/** The expression that converts `source` of `type` in the given direction. */
function valueMapper(
  type: TypeModel,
  source: string,
  schemas: Schemas,
  runtime: Set<string>,
  direction: 'wire' | 'sdk',
): string {
  if (!schemas.needsMapping(type)) return source
  const convert = direction === 'sdk' ? mapperName : wireConverterName
  if (type.kind === 'ref') return `${convert(type.name)}(${source})`
  if (type.kind === 'array') {
    runtime.add('mapList')
    const item = type.items
    // From the wire the item's type is the list's (mapList infers it); towards it, it is unknown.
    const fn =
      item.kind === 'ref'
        ? convert(item.name)
        : `(x${direction === 'wire' ? ': unknown' : ''}) => ${valueMapper(item, 'x', schemas, runtime, direction)}`
    return `mapList(${source}, ${fn})`
  }
  throw new Error(`inline ${type.kind} should have been hoisted`)
}
