import type { OperationModel, ParamModel, TypeModel } from '../../model/ir'
import { propertyKey } from '../../model/names'
import type { Schemas } from '../render'

/** The runtime schema of each value type; EVM addresses are checksummed in bodies, lowercased elsewhere. */
const VALUE_SCHEMAS: Record<string, string> = {
  'aptos-address': 'aptosAddressSchema',
  'aptos-network': 'aptosNetworkSchema',
  'evm-address': 'evmAddressQuerySchema',
  'evm-address-lowercase': 'evmAddressQuerySchema',
  'evm-chain': 'evmChainSchema',
  'evm-chain-decimal': 'evmChainDecimalSchema',
  'stream-selector': 'streamSelectorSchema',
  'sol-address': 'solAddressSchema',
  'sol-network': 'solNetworkSchema',
  date: 'dateSchema',
  'big-number': 'bigNumberSchema',
}
const BODY_VALUE_SCHEMAS: Record<string, string> = { ...VALUE_SCHEMAS, 'evm-address': 'evmAddressSchema' }

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
  return source.replace(/(?<![\w.])v\.(\w+)\(/g, '/* @__PURE__ */ v.$1(')
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
    const schema = VALUE_SCHEMAS[network.valueType] ?? 'v.string()'
    if (VALUE_SCHEMAS[network.valueType]) runtime.add(schema)
    entries.push(`${propertyKey(network.param)}: v.optional(${schema})`)
  }
  return `v.object({ ${entries.join(', ')} })`
}

function entry(param: ParamModel, schemas: Schemas, runtime: Set<string>): string {
  const schema = valibot(
    param.type,
    schemas,
    runtime,
    param.in === 'body' ? BODY_VALUE_SCHEMAS : VALUE_SCHEMAS,
  )
  return `${propertyKey(param.name)}: ${param.required ? schema : `v.optional(${schema})`}`
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

/** A valibot expression for a camelCase input of `type`. Named refs use v.lazy, which allows cycles. */
function valibot(
  type: TypeModel,
  schemas: Schemas,
  runtime: Set<string>,
  values = BODY_VALUE_SCHEMAS,
): string {
  const base = valibotBase(type, schemas, runtime, values)
  return type.nullable ? `v.nullable(${base})` : base
}

function valibotBase(
  type: TypeModel,
  schemas: Schemas,
  runtime: Set<string>,
  values: Record<string, string>,
): string {
  switch (type.kind) {
    case 'ref':
      return `v.lazy(() => ${schemaConstName(type.name)})`
    case 'string': {
      if (type.valueType && values[type.valueType]) {
        const name = values[type.valueType] as string
        runtime.add(name)
        return name
      }
      if (type.enum) return `v.picklist(${JSON.stringify(type.enum)})`
      return type.pattern
        ? `v.pipe(v.string(), v.regex(/${type.pattern.replace(/\//g, '\\/')}/))`
        : 'v.string()'
    }
    case 'number': {
      if (type.enum) return `v.picklist(${JSON.stringify(type.enum)})`
      const actions = [
        type.integer ? 'v.integer()' : undefined,
        type.minimum !== undefined ? `v.minValue(${type.minimum})` : undefined,
        type.maximum !== undefined ? `v.maxValue(${type.maximum})` : undefined,
      ].filter(Boolean)
      return actions.length ? `v.pipe(v.number(), ${actions.join(', ')})` : 'v.number()'
    }
    case 'boolean':
      return 'v.boolean()'
    case 'array': {
      const actions = [
        type.minItems !== undefined ? `v.minLength(${type.minItems})` : undefined,
        type.maxItems !== undefined ? `v.maxLength(${type.maxItems})` : undefined,
      ].filter(Boolean)
      const array = `v.array(${valibot(type.items, schemas, runtime, values)})`
      return actions.length ? `v.pipe(${array}, ${actions.join(', ')})` : array
    }
    case 'object': {
      const entries = type.properties.map((property) => {
        const schema = valibot(property.type, schemas, runtime, values)
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
