import { sdkName } from '../../../runtime/contract/names'
import type { PropertyModel, SchemaModel, TypeModel } from '../../model/ir'
import { propertyAccess, propertyKey } from '../../model/names'
import { jsdoc } from '../header'
import { renderType, type Schemas } from '../render'

/**
 * models.gen.ts: for every named schema its camelCase type and, where the shape changes, a
 * wire → camelCase mapper; for schemas sent in request bodies also a camelCase → wire converter.
 */
export function emitModels(schemas: Schemas): { imports: string[]; statements: string[] } {
  const statements: string[] = []
  const runtime = new Set<string>()
  for (const schema of schemas.model.schemas) {
    statements.push(typeDeclaration(schema))
    if (schemas.needsMapping({ kind: 'ref', name: schema.name }))
      statements.push(mapper(schema, schemas, runtime))
    if (
      schemas.model.requestSchemas.has(schema.name) &&
      schemas.needsMapping({ kind: 'ref', name: schema.name })
    ) {
      statements.push(wireConverter(schema, schemas, runtime))
    }
  }
  return { imports: [...runtime].sort(), statements }
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

function knownName(schema: string, direction: 'wire' | 'sdk'): string {
  return `${direction === 'wire' ? 'WIRE' : 'SDK'}_KEYS_${schema}`
}

function mapper(schema: SchemaModel, schemas: Schemas, runtime: Set<string>): string {
  const name = mapperName(schema.name)
  const type = schema.type
  const doc = `/** ${schema.name}: wire (snake_case) → camelCase. */\n`
  if (type.kind === 'object') {
    runtime.add('isRecord').add('keepUnknown')
    const known = `const ${knownName(schema.name, 'wire')} = /* @__PURE__ */ new Set(${JSON.stringify(type.properties.map((p) => p.wireName))})`
    const fields = type.properties.map(
      (p) =>
        `${propertyKey(p.name)}: ${withDefault(p, valueMapper(p.type, propertyAccess('w', p.wireName), schemas, runtime, 'sdk'))}`,
    )
    return `${known}\n\n${doc}export function ${name}(w: unknown): ${schema.name} {
  if (!isRecord(w)) return w as ${schema.name}
  return keepUnknown(w, { ${fields.join(', ')} }, ${knownName(schema.name, 'wire')}) as ${schema.name}
}`
  }
  if (type.kind === 'union') {
    runtime.add('resolveUnion')
    if (type.tag) runtime.add('type UnknownMember')
    return `${doc}export function ${name}(w: unknown): ${schema.name} {
  return resolveUnion(${unionArguments(schema.name, type, 'sdk')}) as ${schema.name}
}`
  }
  return `${doc}export function ${name}(w: unknown): ${schema.name} {
  return ${valueMapper(type, 'w', schemas, runtime, 'sdk')} as ${schema.name}
}`
}

function wireConverter(schema: SchemaModel, schemas: Schemas, runtime: Set<string>): string {
  const name = wireConverterName(schema.name)
  const type = schema.type
  const doc = `/** ${schema.name}: camelCase → wire (snake_case), for request bodies. */\n`
  if (type.kind === 'object') {
    runtime.add('isRecord').add('keepUnknownWire')
    const known = `const ${knownName(schema.name, 'sdk')} = /* @__PURE__ */ new Set(${JSON.stringify(type.properties.map((p) => p.name))})`
    const fields = type.properties.map(
      (p) =>
        `${propertyKey(p.wireName)}: ${valueMapper(p.type, propertyAccess('v', p.name), schemas, runtime, 'wire')}`,
    )
    return `${known}\n\n${doc}export function ${name}(v: unknown): unknown {
  if (!isRecord(v)) return v
  return keepUnknownWire(v, { ${fields.join(', ')} }, ${knownName(schema.name, 'sdk')})
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

/** A documented default fills in for a missing or null wire value (e.g. a token's empty name). */
function withDefault(property: PropertyModel, expression: string): string {
  return property.default === undefined ? expression : `${expression} ?? ${JSON.stringify(property.default)}`
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
    const fn =
      item.kind === 'ref'
        ? convert(item.name)
        : `(x: unknown) => ${valueMapper(item, 'x', schemas, runtime, direction)}`
    return `mapList(${source}, ${fn})`
  }
  throw new Error(`inline ${type.kind} should have been hoisted`)
}
