import { valueTypeEntry } from '../../../runtime/contract/valueTypes'
import type { OperationModel, ParamModel, TypeModel, ValueType } from '../../model/ir'
import { propertyKey } from '../../model/names'
import type { Schemas } from '../render'

/** The runtime schema of a value type in `place` (the contract names it). */
function valueSchemaName(valueType: ValueType, place: Place): string {
  const entry = valueTypeEntry(valueType)
  return (place === 'body' && entry.bodySchema) || entry.schema
}

/**
 * schemas.gen.ts: a valibot schema per operation for its camelCase parameters, plus schemas of
 * the named types that request bodies use. Built once at import, reused on every call.
 */
export function emitSchemas(schemas: Schemas): { imports: string[]; statements: string[] } {
  const runtime = new Set<string>()
  const statements: string[] = []
  for (const name of ordered(schemas)) {
    statements.push(
      `export const ${schemaConstName(name)} = ${valibot(schemas.get(name).type, schemas, runtime)}`,
    )
  }
  for (const operation of schemas.model.operations) {
    statements.push(
      `export const ${paramsSchemaName(operation.id)} = ${paramsSchema(operation, schemas, runtime)}`,
    )
  }
  return { imports: [...runtime].sort(), statements: statements.map(pure) }
}

/**
 * Marks every valibot call `@__PURE__`: a bundler keeps the arguments of a pure call it drops
 * unless they are pure too, so one unmarked inner call would keep an unused schema alive.
 */
function pure(source: string): string {
  return source.replace(
    /(?<![\w.])(v\.\w+|numberishSchema|oneOrMany(?:Kept)?Schema)\(/g,
    '/* @__PURE__ */ $1(',
  )
}

export function paramsSchemaName(operationId: string): string {
  return `${operationId}Schema`
}

function schemaConstName(schema: string): string {
  return `${schema}Schema`
}

function paramsSchema(operation: OperationModel, schemas: Schemas, runtime: Set<string>): string {
  const entries = operation.params.map((param) => entry(param, schemas, runtime))
  if (operation.bodyParam) entries.push(entry(operation.bodyParam, schemas, runtime))
  const network = schemas.model.network
  if (network?.in === 'host') {
    const schema = valueSchemaName(network.valueType, 'url')
    runtime.add(schema)
    entries.push(`${propertyKey(network.param)}: v.optional(${schema})`)
  }
  return `v.object({ ${entries.join(', ')} })`
}

function entry(param: ParamModel, schemas: Schemas, runtime: Set<string>): string {
  const place: Place = param.in === 'body' ? 'body' : 'url'
  const schema =
    param.type.kind === 'array'
      ? oneOrMany(param.type, schemas, runtime, place)
      : valibot(param.type, schemas, runtime, place)
  return `${propertyKey(param.name)}: ${param.required ? schema : `v.optional(${schema})`}`
}

/**
 * A list parameter also takes a single item: wrapped before the list's own checks, or, where the
 * wire takes either (`x-w3data-keep-single`), checked and sent as that item.
 */
function oneOrMany(
  type: Extract<TypeModel, { kind: 'array' }>,
  schemas: Schemas,
  runtime: Set<string>,
  place: Place,
): string {
  const item = valibot(type.items, schemas, runtime, place)
  const schema = type.keepSingle
    ? `oneOrManyKeptSchema(${item}, ${withLengths(`v.array(${item})`, type)})`
    : withLengths(`oneOrManySchema(${item})`, type)
  runtime.add(type.keepSingle ? 'oneOrManyKeptSchema' : 'oneOrManySchema')
  return type.nullable ? `v.nullable(${schema})` : schema
}

function withLengths(schema: string, type: Extract<TypeModel, { kind: 'array' }>): string {
  const actions = [
    type.minItems !== undefined ? `v.minLength(${type.minItems})` : undefined,
    type.maxItems !== undefined ? `v.maxLength(${type.maxItems})` : undefined,
  ].filter(Boolean)
  return actions.length ? `v.pipe(${schema}, ${actions.join(', ')})` : schema
}

/** Every number a caller gives goes through one rule: number, bigint or decimal text in, the wire's form out. */
function numberish(rule: Record<string, unknown>, runtime: Set<string>): string {
  runtime.add('numberishSchema')
  return `numberishSchema(${JSON.stringify(rule)})`
}

/** Request-body schemas in dependency order, so each constant exists before it is used. */
function ordered(schemas: Schemas): string[] {
  const out: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (name: string) => {
    if (state.get(name)) return
    state.set(name, 'visiting')
    for (const dependency of refsOf(schemas.get(name).type, schemas)) visit(dependency)
    state.set(name, 'done')
    out.push(name)
  }
  for (const name of [...schemas.model.requestSchemas].sort()) visit(name)
  return out
}

function refsOf(type: TypeModel, schemas: Schemas): string[] {
  switch (type.kind) {
    case 'ref':
      return [type.name]
    case 'array':
      return refsOf(type.items, schemas)
    case 'object':
      return type.properties.flatMap((property) => refsOf(property.type, schemas))
    case 'union':
      return type.members.map((member) => member.schema)
    default:
      return []
  }
}

/**
 * Where a value goes: in a JSON body (EVM addresses checksummed, numbers as JSON numbers) or in
 * the URL (addresses lowercased, numbers as their digits).
 */
type Place = 'body' | 'url'

/** A valibot expression for a camelCase input of `type`. Named refs use v.lazy, which allows cycles. */
function valibot(type: TypeModel, schemas: Schemas, runtime: Set<string>, place: Place = 'body'): string {
  const base = valibotBase(type, schemas, runtime, place)
  return type.nullable ? `v.nullable(${base})` : base
}

function valibotBase(type: TypeModel, schemas: Schemas, runtime: Set<string>, place: Place): string {
  switch (type.kind) {
    case 'ref':
      return `v.lazy(() => ${schemaConstName(type.name)})`
    case 'string': {
      if (type.valueType) {
        const name = valueSchemaName(type.valueType, place)
        runtime.add(name)
        return name
      }
      if (type.enum) return `v.picklist(${JSON.stringify(type.enum)})`
      if (type.integerText) return numberish({ integer: true, wire: 'string' }, runtime)
      return type.pattern
        ? `v.pipe(v.string(), v.regex(/${type.pattern.replace(/\//g, '\\/')}/))`
        : 'v.string()'
    }
    case 'number':
      return numberish(
        {
          ...(type.integer ? { integer: true } : {}),
          ...(type.minimum !== undefined ? { minimum: type.minimum } : {}),
          ...(type.maximum !== undefined ? { maximum: type.maximum } : {}),
          ...(type.enum ? { enum: type.enum } : {}),
          wire: place === 'body' ? 'number' : 'string',
        },
        runtime,
      )
    case 'boolean':
      return 'v.boolean()'
    case 'array':
      return withLengths(`v.array(${valibot(type.items, schemas, runtime, place)})`, type)
    case 'object': {
      const entries = type.properties.map((property) => {
        const schema = valibot(property.type, schemas, runtime, place)
        return `${propertyKey(property.name)}: ${property.required ? schema : `v.optional(${schema})`}`
      })
      return `v.looseObject({ ${entries.join(', ')} })`
    }
    case 'union':
      return `v.union([${type.members.map((member) => `v.lazy(() => ${schemaConstName(member.schema)})`).join(', ')}])`
    case 'data':
      return 'v.unknown()'
  }
}
