import { errorClassName, runtimeInputType } from '../../../runtime/contract/index'
import type { OperationModel, ParamModel, TypeModel } from '../../model/ir'
import { pascalCase, propertyKey } from '../../model/names'
import { jsdoc } from '../header'
import { mapperName, wireConverterName } from '../models/emitModels'
import { wireRoot, wireType } from '../models/wireType'
import { isNumberish, renderParamType, renderType, type Schemas } from '../render'
import { paramsSchemaName } from '../schemas/emitSchemas'
import { exampleValue } from './exampleValue'

export interface EmittedOperations {
  runtimeValues: string[]
  runtimeTypes: string[]
  models: string[]
  modelTypes: string[]
  schemas: string[]
  /** Types taken from wire.gen.ts. */
  wire: string[]
  statements: string[]
}

/**
 * operations.gen.ts: one exported operation per catalogue entry, `getX(client, params, options?)`,
 * with `GetXParameters`, `GetXReturnType` and `GetXErrorType` beside it.
 */
export function emitOperations(schemas: Schemas): EmittedOperations {
  const used: EmittedOperations = {
    runtimeValues: [],
    runtimeTypes: [],
    models: [],
    modelTypes: [],
    schemas: [],
    wire: [],
    statements: [],
  }
  const values = new Set<string>()
  const types = new Set<string>(['W3DataError', 'TransportError'])
  const models = new Set<string>()
  const modelTypes = new Set<string>()
  const wire = new Set<string>()
  for (const operation of schemas.model.operations) {
    used.statements.push(
      ...operationStatements(operation, schemas, { values, types, models, modelTypes, wire }),
    )
    used.schemas.push(paramsSchemaName(operation.id))
  }
  used.runtimeValues = [...values].sort()
  used.runtimeTypes = [...types].sort()
  used.models = [...models].sort()
  used.modelTypes = [...modelTypes].sort()
  used.wire = [...wire].sort()
  return used
}

interface Used {
  values: Set<string>
  types: Set<string>
  models: Set<string>
  modelTypes: Set<string>
  wire: Set<string>
}

function operationStatements(operation: OperationModel, schemas: Schemas, used: Used): string[] {
  const Name = pascalCase(operation.id)
  const params = [...operation.params, ...(operation.bodyParam ? [operation.bodyParam] : [])]
  const network = schemas.model.network
  const resultType = operation.response && !operation.raw ? typeName(operation.response, used) : 'unknown'
  const item = operation.paging ? pagedItemType(operation, schemas, used) : undefined
  const allOptional = params.every((param) => !param.required)
  const paramsType = `${Name}Parameters${allOptional ? ' | void' : ''}`
  let returnType: string
  let definition: string
  if (operation.paging) {
    used.values.add('definePagedOperation')
    used.types.add('Page')
    returnType = `Page<${item}, ${resultType}>`
    definition = `definePagedOperation<${paramsType}, ${item}, ${resultType}>`
  } else {
    used.values.add('defineOperation')
    returnType = operation.nullable ? `${resultType} | null` : resultType
    definition = `defineOperation<${paramsType}, ${Name}ReturnType>`
  }
  const errors = errorTypes(operation, used)
  const doc = jsdoc([
    operation.summary,
    '',
    operation.description,
    '',
    `\`${operation.method} ${operation.path}\`${operation.bearer ? ' (also sends the Bearer header)' : ''}`,
    operation.paging
      ? '\nPaged: `page.hasNext()`, `page.next()`, or `.iterate(client, params)` over every item.'
      : undefined,
    operation.nullable
      ? '\nResolves to `null` when the provider answers 404, a not-found code or `{}`; an empty answer raises A0404.'
      : undefined,
    '',
    '@example',
    '```ts',
    `const ${operation.paging ? 'page' : 'result'} = await ${operation.id}(client, ${exampleParams(operation.id, params, schemas)})`,
    '```',
  ])
  for (const param of params) {
    collectRefs(param.type, used.modelTypes)
    collectInputTypes(param.type, used.types)
  }
  const fields = params.map(
    (param) =>
      `${jsdoc([param.description, param.default !== undefined ? `@default ${JSON.stringify(param.default)}` : undefined])}${propertyKey(param.name)}${param.required ? '' : '?'}: ${renderParamType(param.type)}${param.required ? '' : ' | undefined'}`,
  )
  if (network?.in === 'host') {
    const type: TypeModel = { kind: 'string', valueType: network.valueType }
    collectInputTypes(type, used.types)
    fields.push(
      `/** The network to call; the client's \`${network.defaultOption}\` when left out. */\n${propertyKey(network.param)}?: ${renderParamType(type)} | undefined`,
    )
  }
  const spec = specObject(operation, params, schemas, used)
  return [
    `/** Parameters of {@link ${operation.id}}. */\nexport interface ${Name}Parameters {\n${fields.join('\n')}\n}`,
    `/** What {@link ${operation.id}} resolves to. */\nexport type ${Name}ReturnType = ${returnType}`,
    `/** What {@link ${operation.id}} may reject with. */\nexport type ${Name}ErrorType = ${errors}`,
    `${doc}export const ${operation.id} = /* @__PURE__ */ ${definition}(${spec})`,
  ]
}

function specObject(
  operation: OperationModel,
  params: readonly ParamModel[],
  schemas: Schemas,
  used: Used,
): string {
  const lines = [
    `api: ${JSON.stringify(schemas.model.api)}`,
    `id: ${JSON.stringify(operation.id)}`,
    `method: ${JSON.stringify(operation.method)}`,
    `path: ${JSON.stringify(operation.path)}`,
    `params: { ${params.map((param) => `${propertyKey(param.name)}: [${JSON.stringify(param.wireName)}, ${JSON.stringify(param.in)}]`).join(', ')} }`,
  ]
  const required = params.filter((param) => param.required).map((param) => param.name)
  if (required.length) lines.push(`required: ${JSON.stringify(required)}`)
  if (operation.bodyParam) lines.push(`bodyParam: ${JSON.stringify(operation.bodyParam.name)}`)
  lines.push(`schema: ${paramsSchemaName(operation.id)}`)
  const converters = params.filter((param) => param.in === 'body' && schemas.needsMapping(param.type))
  if (converters.length) {
    lines.push(
      `toWire: { ${converters.map((param) => `${propertyKey(param.name)}: ${wireExpression(param.type, used)}`).join(', ')} }`,
    )
  }
  if (operation.response && !operation.raw && schemas.needsMapping(operation.response))
    lines.push(`map: ${responseMapper(operation, operation.response, used)}`)
  if (operation.paging) lines.push(`paging: ${JSON.stringify(operation.paging)}`)
  if (operation.nullable) lines.push('nullable: true')
  if (operation.bearer) lines.push('bearer: true')
  if (schemas.model.network && operation.usesNetwork)
    lines.push(`network: ${JSON.stringify(schemas.model.network)}`)
  if (operation.networkOnly) lines.push(`networkOnly: ${JSON.stringify(operation.networkOnly)}`)
  // The budget's per-call figure; the runtime takes 1 when it is absent.
  const rateLimit = (operation.cost ?? schemas.model.cost).rateLimit
  if (rateLimit !== 1) lines.push(`cost: ${rateLimit}`)
  return `{\n${lines.join(',\n')},\n}`
}

/** The mapper of the success body, which the runtime hands in as the body's wire type. */
function responseMapper(operation: OperationModel, type: TypeModel, used: Used): string {
  if (type.kind === 'ref') {
    used.models.add(mapperName(type.name))
    return mapperName(type.name)
  }
  if (type.kind === 'array' && type.items.kind === 'ref' && operation.responseWire) {
    used.models.add(mapperName(type.items.name))
    used.values.add('mapList')
    used.wire.add(wireRoot(operation.responseWire))
    return `(w: ${wireType(operation.responseWire)}) => mapList(w, ${mapperName(type.items.name)})`
  }
  throw new Error(`unsupported response shape ${type.kind}`)
}

function wireExpression(type: TypeModel, used: Used): string {
  if (type.kind === 'ref') {
    used.models.add(wireConverterName(type.name))
    return wireConverterName(type.name)
  }
  if (type.kind === 'array' && type.items.kind === 'ref') {
    used.models.add(wireConverterName(type.items.name))
    used.values.add('mapList')
    return `(v: unknown) => mapList(v, ${wireConverterName(type.items.name)})`
  }
  throw new Error(`unsupported body shape ${type.kind}`)
}

/** The type of one item of a paged response: the `items` property's element, or a bare list's. */
function pagedItemType(operation: OperationModel, schemas: Schemas, used: Used): string {
  const response = operation.response ? schemas.resolve(operation.response) : undefined
  const list =
    response?.kind === 'array'
      ? response
      : response?.kind === 'object'
        ? response.properties.find((property) => property.wireName === operation.paging?.items)?.type
        : undefined
  const resolved = list && schemas.resolve(list)
  if (resolved?.kind !== 'array')
    throw new Error(`${operation.id}: paged response has no list at ${operation.paging?.items ?? '(root)'}`)
  return typeName(resolved.items, used)
}

function typeName(type: TypeModel, used: Used): string {
  collectRefs(type, used.modelTypes)
  return renderType(type)
}

/** Runtime input types that parameter types name (see renderInputType). */
function collectInputTypes(type: TypeModel, into: Set<string>): void {
  if (type.kind === 'array') into.add('OneOrMany')
  const item = type.kind === 'array' ? type.items : type
  if (isNumberish(item)) into.add('Numberish')
  const input = item.kind === 'string' && item.valueType ? runtimeInputType(item.valueType) : undefined
  if (input) into.add(input)
}

function collectRefs(type: TypeModel, into: Set<string>): void {
  if (type.kind === 'ref') into.add(type.name)
  else if (type.kind === 'array') collectRefs(type.items, into)
}

function errorTypes(operation: OperationModel, used: Used): string {
  const classes = operation.errorStatuses.map(errorClassName)
  const unique = [...new Set([...classes, 'HttpError', 'TransportError', 'W3DataError'])]
  for (const name of unique) used.types.add(name)
  return unique.join(' | ')
}

function exampleParams(operationId: string, params: readonly ParamModel[], schemas: Schemas): string {
  const required = params.filter((param) => param.required)
  if (required.length === 0) return '{}'
  const values = required.map((param) => {
    const value = exampleValue(param, schemas)
    if (value === undefined)
      throw new Error(`${operationId} ${param.name}: the catalogue gives no example value (add \`example:\`)`)
    return `${propertyKey(param.name)}: ${JSON.stringify(value)}`
  })
  return `{ ${values.join(', ')} }`
}
