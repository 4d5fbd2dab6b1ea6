// Typed views of the OpenAPI pieces the model reads, and small accessors over them.
import type { SpecDocument } from '../load/specDocument'
import { refTarget, schemaRefName } from '../load/specRef'
import type { ValueType } from './ir'

type Extensions = { [extension: `x-${string}`]: unknown }

/** A schema object, or a `$ref` to one. */
export type SchemaObject = Extensions & {
  $ref?: string
  type?: string | string[]
  description?: string
  format?: string
  pattern?: string
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
  discriminator?: { propertyName?: string; mapping?: Record<string, string> }
  'x-w3data-value-type'?: ValueType
  'x-w3data-match'?: string[]
}

/** A parameter object, or a `$ref` to one. */
export type ParameterObject = Extensions & {
  $ref?: string
  name?: unknown
  in?: unknown
  required?: unknown
  description?: string
  example?: unknown
  schema?: SchemaObject
}

/** A response or request body: its content by media type. */
export interface ResponseObject {
  required?: unknown
  content?: Record<string, { schema?: SchemaObject } | undefined>
}

export type OperationObject = Extensions & {
  operationId?: unknown
  tags?: string[]
  summary?: unknown
  description?: string
  parameters?: ParameterObject[]
  requestBody?: ResponseObject
  responses?: Record<string, ResponseObject | undefined>
  'x-w3data-paging'?: Record<string, unknown>
  'x-w3data-plot'?: Record<string, unknown>
  'x-w3data-bearer'?: boolean
  'x-w3data-network-only'?: string[]
}

/** `x-w3data-network`: which parameter, or the host, carries the network or chain. */
export interface NetworkObject {
  param?: unknown
  in?: unknown
  query?: unknown
  'value-type'?: unknown
  'default-option'?: unknown
}

/** The JSON schema of a request body or response, if it has one. */
export function jsonSchemaOf(carrier: ResponseObject | undefined): SchemaObject | undefined {
  return carrier?.content?.['application/json']?.schema
}

/** A string extension such as `x-w3data-name`, when it is set. */
export function stringExtension(node: Extensions, key: `x-${string}`): string | undefined {
  const value = node[key]
  return typeof value === 'string' ? value : undefined
}

/** The document's schemas under `components.schemas`, by key. */
export function namedSchemas(document: SpecDocument): [string, SchemaObject][] {
  return Object.entries(document.components.schemas) as [string, SchemaObject][]
}

/** The document's schema under `components.schemas`. */
export function namedSchema(document: SpecDocument, key: string): SchemaObject | undefined {
  return document.components.schemas[key] as SchemaObject | undefined
}

export function networkOfDocument(document: SpecDocument): NetworkObject | undefined {
  return document['x-w3data-network'] as NetworkObject | undefined
}

export function resolveParameter(document: SpecDocument, node: ParameterObject): ParameterObject {
  if (typeof node.$ref !== 'string') return node
  const target = refTarget(document, node.$ref) as ParameterObject | undefined
  if (!target) throw new Error(`unresolved parameter $ref ${node.$ref}`)
  return target
}

export function resolveSchema(document: SpecDocument, node: SchemaObject): SchemaObject {
  if (typeof node.$ref !== 'string') return node
  const target = namedSchema(document, schemaRefName(node.$ref))
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
