// The OpenAPI objects and `x-w3data-*` extensions the model reads, and small accessors over them.
// readSpec.ts narrows a merged document to these types; a field typed `unknown` is checked by
// the reader that takes it, with its own message.
import type { OperationEffect } from '../../runtime/contract/effect'
import type { PlotKind } from '../load/checkPlot'
import type { Json } from '../load/json'
import type { Method } from '../load/specDocument'
import { parameterRefName, schemaRefName } from '../load/specRef'
import type { ValueType } from './ir'

/** A schema object, or a `$ref` to one. */
export type SchemaObject = {
  $ref?: string
  type?: string | string[]
  description?: unknown
  format?: unknown
  pattern?: unknown
  enum?: unknown[]
  default?: unknown
  minimum?: unknown
  maximum?: unknown
  minItems?: unknown
  maxItems?: unknown
  items?: SchemaObject
  properties?: Record<string, SchemaObject>
  required?: string[]
  oneOf?: SchemaObject[]
  discriminator?: DiscriminatorObject
  'x-w3data-value-type'?: ValueType
  'x-w3data-match'?: string[]
  'x-w3data-name'?: string
  'x-w3data-data'?: unknown
  'x-w3data-keep-single'?: unknown
}

export type DiscriminatorObject = { propertyName?: string; mapping?: Record<string, string> }

/** A parameter object, or a `$ref` to one. */
export type ParameterObject = {
  $ref?: string
  name?: unknown
  in?: unknown
  required?: unknown
  description?: unknown
  example?: unknown
  schema?: SchemaObject
  'x-w3data-name'?: string
}

/** A response or request body: its content by media type. */
export type ResponseObject = {
  required?: unknown
  content?: Record<string, MediaObject>
}

export type MediaObject = { schema?: SchemaObject }

/** `x-w3data-plot`, as load/checkPlot.ts accepts it. */
export type PlotObject = {
  kind: PlotKind
  items?: string
  time?: string
  label?: string
  values: string[]
  series?: string
}

export type OperationObject = {
  operationId?: unknown
  tags?: string[]
  summary?: unknown
  description?: unknown
  parameters?: ParameterObject[]
  requestBody?: ResponseObject
  responses?: Record<string, ResponseObject>
  'x-w3data-paging'?: Json
  'x-w3data-plot'?: PlotObject
  'x-w3data-bearer'?: boolean
  'x-w3data-nullable'?: unknown
  'x-w3data-raw'?: unknown
  'x-w3data-effect'?: OperationEffect
  'x-w3data-network-only'?: string[]
  'x-w3data-sdk'?: unknown
  'x-w3data-cost'?: CostObject
}

/** `x-w3data-cost`: compute units per call, against the rate limit and billed. */
export type CostObject = { 'rate-limit': number; price: number }

export type PathItemObject = { [M in Method]?: OperationObject }

/** `x-w3data-network`: which parameter, or the host, carries the network or chain. */
export type NetworkObject = {
  param?: unknown
  in: 'host' | 'path' | 'query'
  query?: unknown
  'value-type': ValueType
  'default-option'?: unknown
}

/** The document the model reads: one API's merged catalogue. */
export type SpecObjects = {
  info: { title: string }
  paths: Record<string, PathItemObject>
  components: { schemas: Record<string, SchemaObject>; parameters: Record<string, ParameterObject> }
  'x-w3data-api'?: unknown
  'x-w3data-base-url': string | Record<string, string>
  'x-w3data-bearer'?: unknown
  'x-w3data-network'?: NetworkObject
  'x-w3data-dispatch'?: Json
  'x-w3data-cost'?: CostObject
}

/** The JSON schema of a request body or response, if it has one. */
export function jsonSchemaOf(carrier: ResponseObject | undefined): SchemaObject | undefined {
  return carrier?.content?.['application/json']?.schema
}

export function resolveParameter(document: SpecObjects, node: ParameterObject): ParameterObject {
  if (typeof node.$ref !== 'string') return node
  const name = parameterRefName(node.$ref)
  const target = name === undefined ? undefined : document.components.parameters[name]
  if (!target) throw new Error(`unresolved parameter $ref ${node.$ref}`)
  return target
}

export function resolveSchema(document: SpecObjects, node: SchemaObject): SchemaObject {
  if (typeof node.$ref !== 'string') return node
  const target = document.components.schemas[schemaRefName(node.$ref)]
  if (!target) throw new Error(`unresolved $ref ${node.$ref}`)
  return target
}

/** `type: [object, 'null']`: the schema's value may be null. */
export function allowsNull(schema: SchemaObject | undefined): boolean {
  return Array.isArray(schema?.type) && schema.type.includes('null')
}

export function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${what} must be a non-empty string`)
  return value
}

export function describe(node: { description?: unknown }): { description?: string } {
  return node.description ? { description: String(node.description) } : {}
}
