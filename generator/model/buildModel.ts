import { sdkName } from '../../runtime/contract/names'
import { CatalogueProblems, type Diagnostic } from '../load/diagnostics'
import type { LoadedSpec } from '../load/loadSpec'
import type { DocumentPath } from '../load/sourceMap'
import { refTarget, schemaRefName } from '../load/specRef'
import { dispatchOf } from './dispatch'
import type {
  ApiModel,
  NetworkModel,
  OperationModel,
  PagingModel,
  ParamModel,
  PlotModel,
  PropertyModel,
  SchemaModel,
  TypeModel,
  ValueType,
} from './ir'
import { pascalCase } from './names'

type Json = Record<string, unknown>
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const

/**
 * Builds the intermediate model of one API from its merged document. A schema or operation the
 * model cannot take is reported where it was written; all of them are thrown together.
 */
export function buildModel({ document, files, sourceMap }: LoadedSpec): ApiModel {
  const problems: Diagnostic[] = []
  const attempt = <T>(path: DocumentPath, build: () => T): T | undefined => {
    try {
      return build()
    } catch (error) {
      problems.push({ ...sourceMap.locate(path), message: (error as Error).message })
      return undefined
    }
  }
  const api = attempt(['x-w3data-api'], () => requireString(document['x-w3data-api'], 'x-w3data-api')) ?? ''
  const schemas = new Map<string, SchemaModel>()
  const named = new Set(Object.keys(document.components.schemas).map(typeName))
  const context: Context = { document, schemas, named, api }
  for (const [key, schema] of Object.entries(document.components.schemas)) {
    const name = typeName(key)
    const at: DocumentPath = ['components', 'schemas', key]
    if (schemas.has(name))
      problems.push({
        ...sourceMap.locate(at),
        message: `schema ${key} has the type name ${name} of another schema`,
      })
    attempt(at, () =>
      schemas.set(name, { name, ...describe(schema as Json), type: typeOf(schema as Json, name, context) }),
    )
  }
  const defaultBearer = document['x-w3data-bearer'] === true
  const operations: OperationModel[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined
      const built =
        operation &&
        attempt(['paths', path, method], () => operationOf(path, method, operation, defaultBearer, context))
      if (built) operations.push(built)
    }
  }
  const network = document['x-w3data-network']
    ? attempt(['x-w3data-network'], () => networkOf(document['x-w3data-network'] as Json))
    : undefined
  const dispatch = document['x-w3data-dispatch']
    ? dispatchOf(document['x-w3data-dispatch'] as Json, operations, attempt)
    : undefined
  if (problems.length > 0) throw new CatalogueProblems(problems)
  return {
    api,
    title: document.info.title,
    sourceFiles: files,
    baseUrl: document['x-w3data-base-url'] as ApiModel['baseUrl'],
    ...(network ? { network } : {}),
    operations: operations.sort((a, b) => compare(a.id, b.id)),
    ...(dispatch ? { dispatch } : {}),
    schemas: [...schemas.values()].sort((a, b) => compare(a.name, b.name)),
    requestSchemas: requestSchemasOf(operations, schemas),
    document,
  }
}

interface Context {
  document: LoadedSpec['document']
  schemas: Map<string, SchemaModel>
  /** Type names of the document's own schemas. */
  named: ReadonlySet<string>
  api: string
}

function operationOf(
  path: string,
  method: (typeof METHODS)[number],
  operation: Json,
  defaultBearer: boolean,
  context: Context,
): OperationModel {
  const id = functionName(requireString(operation.operationId, `${method} ${path} operationId`))
  const owner = pascalCase(id)
  const params = ((operation.parameters as Json[] | undefined) ?? []).map((param) =>
    paramOf(resolveParameter(param, context), owner, context),
  )
  const body = bodyOf(operation, owner, context)
  const responses = (operation.responses as Json | undefined) ?? {}
  // The success answer: 200, else 201 or 202 (accepted for later processing).
  const response = (responses['200'] ?? responses['201'] ?? responses['202']) as Json | undefined
  const responseSchema = (response?.content as Json | undefined)?.['application/json'] as Json | undefined
  const errorStatuses = Object.keys((operation.responses as Json | undefined) ?? {})
    .map(Number)
    .filter((status) => status >= 400)
    .sort((a, b) => a - b)
  const paging = operation['x-w3data-paging'] as Json | undefined
  const plot = operation['x-w3data-plot'] as Json | undefined
  const raw = operation['x-w3data-raw'] === true
  return {
    id,
    method: method.toUpperCase() as OperationModel['method'],
    path,
    tag: ((operation.tags as string[] | undefined) ?? ['Other'])[0] ?? 'Other',
    summary: String(operation.summary ?? id),
    ...(operation.description ? { description: String(operation.description) } : {}),
    params: [...params, ...(Array.isArray(body) ? body : [])],
    ...(body && !Array.isArray(body) ? { bodyParam: body } : {}),
    ...(responseSchema?.schema
      ? {
          response: typeOf(responseSchema.schema as Json, `${owner}Response`, context),
          responseSchema: responseSchema.schema as Json,
        }
      : {}),
    errorStatuses,
    ...(paging ? { paging: pagingOf(paging, id) } : {}),
    ...(plot ? { plot: plotOf(plot, raw ? (name) => name : sdkName) } : {}),
    usesNetwork: usesNetwork(operation, context),
    nullable: operation['x-w3data-nullable'] === true,
    bearer: (operation['x-w3data-bearer'] as boolean | undefined) ?? defaultBearer,
    raw,
    readOnly: operation['x-w3data-read-only'] === true,
    ...(Array.isArray(operation['x-w3data-network-only'])
      ? { networkOnly: operation['x-w3data-network-only'] as string[] }
      : {}),
  }
}

function paramOf(param: Json, owner: string, context: Context): ParamModel {
  const schema = (param.schema as Json | undefined) ?? {}
  const wireName = requireString(param.name, `${owner} parameter name`)
  const location = param.in as ParamModel['in']
  if (location !== 'path' && location !== 'query')
    throw new Error(`${owner}.${wireName}: parameters in ${String(param.in)} are not supported`)
  // The parameter that carries the network or chain is filled in by the client's default. A
  // documented default stays documentation: a wire-required parameter is required of the caller.
  const fromClient = carriesNetwork(wireName, schema, context)
  return {
    name: (param['x-w3data-name'] as string | undefined) ?? sdkName(wireName),
    wireName,
    in: location,
    required: (param.required === true || location === 'path') && !fromClient,
    ...(schema.default !== undefined ? { default: schema.default } : {}),
    type: typeOf(schema, `${owner}${pascalCase(wireName)}`, context),
    schema,
    ...(param.example !== undefined ? { example: param.example } : {}),
    ...(param.description ? { description: String(param.description) } : {}),
  }
}

/** An object body becomes one parameter per property; any other body is one `body` parameter. */
function bodyOf(operation: Json, owner: string, context: Context): ParamModel[] | ParamModel | undefined {
  const content = ((operation.requestBody as Json | undefined)?.content as Json | undefined)?.[
    'application/json'
  ] as Json | undefined
  if (!content?.schema) return undefined
  const schema = content.schema as Json
  const resolved = resolveRef(schema, context)
  const required = (operation.requestBody as Json).required === true
  if (resolved.type !== 'object' || !resolved.properties) {
    const name = (schema['x-w3data-name'] as string | undefined) ?? 'body'
    return {
      name,
      wireName: name,
      in: 'body',
      required,
      type: typeOf(schema, `${owner}Body`, context),
      schema,
    }
  }
  const requiredNames = new Set((resolved.required as string[] | undefined) ?? [])
  const baseName = typeof schema.$ref === 'string' ? typeName(schemaRefName(schema.$ref)) : `${owner}Body`
  return Object.entries(resolved.properties as Record<string, Json>).map(([wireName, property]) => ({
    name: (property['x-w3data-name'] as string | undefined) ?? sdkName(wireName),
    wireName,
    in: 'body' as const,
    required: requiredNames.has(wireName) && !carriesNetwork(wireName, property, context),
    ...(property.default !== undefined ? { default: property.default } : {}),
    type: typeOf(property, `${baseName}${pascalCase(wireName)}`, context),
    schema: property,
    ...(property.description ? { description: String(property.description) } : {}),
  }))
}

/** String formats of whole numbers written in digits (block numbers, u64 versions and amounts). */
const INTEGER_TEXT_FORMATS = new Set(['int64', 'uint64'])

/** Converts a schema to a TypeModel; inline objects with properties are hoisted as named schemas. */
function typeOf(schema: Json, hoistName: string, context: Context): TypeModel {
  if (typeof schema.$ref === 'string') return { kind: 'ref', name: typeName(schemaRefName(schema.$ref)) }
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : schema.type
      ? [schema.type as string]
      : []
  const nullable = types.includes('null') ? { nullable: true } : {}
  // A schema with properties but no type is an object (the provider's documents have a few).
  const type = types.find((name) => name !== 'null') ?? (schema.properties ? 'object' : undefined)
  if (schema['x-w3data-data'] === true)
    return { kind: 'data', ...(type === 'object' ? { map: true } : {}), ...nullable }
  const nullableRef = asNullableRef(schema)
  if (nullableRef) return { ...typeOf(nullableRef, hoistName, context), nullable: true }
  if (Array.isArray(schema.oneOf)) return { ...unionOf(schema, hoistName, context), ...nullable }
  const valueType = schema['x-w3data-value-type'] as ValueType | undefined
  switch (type) {
    case 'string':
      return {
        kind: 'string',
        ...(schema.enum ? { enum: schema.enum as string[] } : {}),
        ...(valueType ? { valueType } : {}),
        ...(INTEGER_TEXT_FORMATS.has(String(schema.format)) ? { integerText: true } : {}),
        ...(schema.pattern ? { pattern: String(schema.pattern) } : {}),
        ...nullable,
      }
    case 'number':
    case 'integer':
      // A value type decides what the caller passes and what goes out (an APT amount in octas).
      if (valueType) return { kind: 'string', valueType, ...nullable }
      return {
        kind: 'number',
        integer: type === 'integer',
        ...(schema.enum ? { enum: schema.enum as number[] } : {}),
        ...(typeof schema.minimum === 'number' ? { minimum: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { maximum: schema.maximum } : {}),
        ...nullable,
      }
    case 'boolean':
      return { kind: 'boolean', ...nullable }
    case 'array':
      return {
        kind: 'array',
        items: typeOf((schema.items as Json | undefined) ?? {}, `${hoistName}Item`, context),
        ...(typeof schema.minItems === 'number' ? { minItems: schema.minItems } : {}),
        ...(typeof schema.maxItems === 'number' ? { maxItems: schema.maxItems } : {}),
        ...(schema['x-w3data-keep-single'] === true ? { keepSingle: true } : {}),
        ...nullable,
      }
    case 'object': {
      if (!schema.properties) return { kind: 'data', map: true, ...nullable }
      const object = objectOf(schema, hoistName, context)
      if (context.schemas.has(hoistName) || context.named.has(hoistName)) {
        // A named schema describes itself; only inline objects are hoisted under a new name.
        return { ...object, ...nullable }
      }
      context.schemas.set(hoistName, { name: hoistName, ...describe(schema), type: object })
      return { kind: 'ref', name: hoistName, ...nullable }
    }
    default:
      if (valueType) return { kind: 'string', valueType, ...nullable }
      return { kind: 'data', ...nullable }
  }
}

function objectOf(schema: Json, name: string, context: Context): TypeModel {
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const properties: PropertyModel[] = Object.entries(schema.properties as Record<string, Json>).map(
    ([wireName, property]) => ({
      wireName,
      name: (property['x-w3data-name'] as string | undefined) ?? sdkName(wireName),
      type: typeOf(property, `${name}${pascalCase(wireName)}`, context),
      required: required.has(wireName),
      ...(property.default !== undefined ? { default: property.default } : {}),
      ...(property.description ? { description: String(property.description) } : {}),
    }),
  )
  checkUnique(
    properties.map((property) => property.name),
    `property of ${name}`,
  )
  return { kind: 'object', properties }
}

/** `oneOf: [{ $ref }, { type: 'null' }]` is how 3.1 writes a nullable reference. */
function asNullableRef(schema: Json): Json | undefined {
  const members = schema.oneOf
  if (!Array.isArray(members) || members.length !== 2) return undefined
  const isNull = (member: Json) => member.type === 'null'
  const [a, b] = members as Json[]
  if (a && b && isNull(b) && !isNull(a)) return a
  if (a && b && isNull(a) && !isNull(b)) return b
  return undefined
}

function unionOf(schema: Json, name: string, context: Context): TypeModel {
  const discriminator = schema.discriminator as
    | { propertyName?: string; mapping?: Record<string, string> }
    | undefined
  const byRef = new Map(
    Object.entries(discriminator?.mapping ?? {}).map(([value, ref]) => [schemaRefName(ref), value]),
  )
  const members = (schema.oneOf as Json[]).map((member, index) => {
    if (typeof member.$ref !== 'string') throw new Error(`${name}: oneOf member ${index} must be a $ref`)
    const memberName = schemaRefName(member.$ref)
    const target = context.document.components.schemas[memberName] as Json | undefined
    if (!target) throw new Error(`${name}: unknown member ${memberName}`)
    const tagValue = byRef.get(memberName)
    const match = target['x-w3data-match'] as string[] | undefined
    if (tagValue === undefined && !match)
      throw new Error(`${name}: member ${memberName} has neither a tag value nor x-w3data-match`)
    return {
      schema: typeName(memberName),
      ...(tagValue !== undefined ? { tagValue } : {}),
      ...(match ? { match } : {}),
    }
  })
  return {
    kind: 'union',
    ...(discriminator?.propertyName ? { tag: discriminator.propertyName } : {}),
    members,
  }
}

/** Host networks apply to every call; a wire network only to calls that carry its parameter. */
function usesNetwork(operation: Json, context: Context): boolean {
  const network = context.document['x-w3data-network'] as Json | undefined
  if (!network) return false
  if (network.in === 'host') return true
  const inQuery = ((operation.parameters as Json[] | undefined) ?? []).some((param) => {
    const resolved = resolveParameter(param, context)
    return carriesNetwork(String(resolved.name), (resolved.schema as Json | undefined) ?? {}, context)
  })
  return inQuery || bodyCarriesNetwork(operation, context)
}

/** A request body with a property of the network's value type (EVM getFilteredTokens' chain). */
function bodyCarriesNetwork(operation: Json, context: Context): boolean {
  const content = ((operation.requestBody as Json | undefined)?.content as Json | undefined)?.[
    'application/json'
  ] as Json | undefined
  const body = content?.schema ? resolveRef(content.schema as Json, context) : undefined
  const properties = (body?.properties as Record<string, Json> | undefined) ?? {}
  return Object.entries(properties).some(([wireName, property]) =>
    carriesNetwork(wireName, property, context),
  )
}

/** True for the wire parameter the client fills with its default network or chain. */
function carriesNetwork(wireName: string, schema: Json, context: Context): boolean {
  const network = context.document['x-w3data-network'] as Json | undefined
  return (
    network !== undefined &&
    network.in !== 'host' &&
    network.param === wireName &&
    schema['x-w3data-value-type'] === network['value-type']
  )
}

function pagingOf(paging: Json, id: string): PagingModel {
  const firstPage = paging['first-page'] ?? 0
  if (firstPage !== 0 && firstPage !== 1) throw new Error(`${id}: the first page index must be 0 or 1`)
  const optional = (key: string) => (typeof paging[key] === 'string' ? { [key]: paging[key] as string } : {})
  return {
    firstPage,
    ...optional('limit'),
    ...optional('cursor'),
    ...optional('offset'),
    ...optional('start'),
    ...optional('position'),
    ...optional('items'),
  }
}

/** `x-w3data-plot` (checked by load/checkPlot.ts) with its wire names as `name` gives them. */
function plotOf(plot: Json, name: (wireName: string) => string): PlotModel {
  const optional = (key: string) =>
    typeof plot[key] === 'string' ? { [key]: name(plot[key] as string) } : {}
  return {
    kind: plot.kind as PlotModel['kind'],
    items: typeof plot.items === 'string' ? plot.items.split('.').map(name) : [],
    ...optional('time'),
    ...optional('label'),
    values: (plot.values as string[]).map(name),
    ...optional('series'),
  }
}

function networkOf(network: Json): NetworkModel {
  return {
    param: requireString(network.param, 'x-w3data-network.param'),
    in: network.in as NetworkModel['in'],
    ...(typeof network.query === 'string' ? { query: network.query } : {}),
    valueType: network['value-type'] as ValueType,
    defaultOption: requireString(network['default-option'], 'x-w3data-network.default-option'),
  }
}

/** Named schemas reachable from request parameters: they need valibot schemas and, for bodies, wire converters. */
function requestSchemasOf(
  operations: readonly OperationModel[],
  schemas: Map<string, SchemaModel>,
): Set<string> {
  const found = new Set<string>()
  const visit = (type: TypeModel): void => {
    if (type.kind === 'ref') {
      if (found.has(type.name)) return
      found.add(type.name)
      const schema = schemas.get(type.name)
      if (schema) visit(schema.type)
    } else if (type.kind === 'array') visit(type.items)
    else if (type.kind === 'object') for (const property of type.properties) visit(property.type)
    else if (type.kind === 'union')
      for (const member of type.members) visit({ kind: 'ref', name: member.schema })
  }
  for (const operation of operations) {
    for (const param of operation.params) visit(param.type)
    if (operation.bodyParam) visit(operation.bodyParam.type)
  }
  return found
}

function resolveParameter(node: Json, context: Context): Json {
  if (typeof node.$ref !== 'string') return node
  const target = refTarget(context.document, node.$ref)
  if (!target) throw new Error(`unresolved parameter $ref ${node.$ref}`)
  return target
}

function resolveRef(node: Json, context: Context): Json {
  if (typeof node.$ref !== 'string') return node
  const target = context.document.components.schemas[schemaRefName(node.$ref)] as Json | undefined
  if (!target) throw new Error(`unresolved $ref ${node.$ref}`)
  return target
}

/** A function name from an operationId: `GetStreams` → `getStreams`; `getNFTsByIds` stays. */
function functionName(operationId: string): string {
  return operationId.charAt(0).toLowerCase() + operationId.slice(1)
}

/** TypeScript type name of a schema: PascalCase, so it never clashes with an operation's name. */
function typeName(schemaName: string): string {
  return pascalCase(schemaName)
}

function describe(schema: Json): { description?: string } {
  return schema.description ? { description: String(schema.description) } : {}
}

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${what} must be a non-empty string`)
  return value
}

function checkUnique(names: readonly string[], what: string): void {
  const seen = new Set<string>()
  for (const name of names) {
    if (seen.has(name)) throw new Error(`duplicate ${what}: ${name}`)
    seen.add(name)
  }
}

/** Locale-independent ordering, so output never depends on the machine. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
