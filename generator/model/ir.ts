import type { OperationEffect } from '../../runtime/contract/effect'
import type { PagingEntry } from '../../runtime/contract/paging'
import type { PlotEntry } from '../../runtime/contract/plot'
import type { ValueType } from '../../runtime/contract/valueTypes'
import type { SdkPlace } from '../load/checkSdk'
import type { SpecDocument } from '../load/specDocument'

export type { ValueType }

/** The intermediate model: everything the emitters need, with no ts-morph in sight. */

export type TypeModel = (
  | { kind: 'ref'; name: string }
  | {
      kind: 'string'
      enum?: readonly string[]
      valueType?: ValueType
      pattern?: string
      /** A whole number written in digits (`format: int64 | uint64`). */
      integerText?: boolean
    }
  | { kind: 'number'; integer: boolean; enum?: readonly number[]; minimum?: number; maximum?: number }
  | { kind: 'boolean' }
  | {
      kind: 'array'
      items: TypeModel
      minItems?: number
      maxItems?: number
      /** One item the caller gives goes out as that item, not as a one-item list. */
      keepSingle?: boolean
    }
  | { kind: 'object'; properties: readonly PropertyModel[] }
  /** A value that is data: any JSON, keys kept as sent. */
  | { kind: 'data'; map?: boolean }
  | { kind: 'union'; tag?: string; members: readonly UnionMember[] }
) & { nullable?: boolean }

export interface UnionMember {
  schema: string
  /** The tag value that selects this member. */
  tagValue?: string
  /** Wire keys whose presence selects this member, when it has no tag value. */
  match?: readonly string[]
}

export interface PropertyModel {
  wireName: string
  name: string
  type: TypeModel
  required: boolean
  /** Applied by the mapper when the wire value is missing or null. */
  default?: unknown
  description?: string
}

export interface SchemaModel {
  name: string
  description?: string
  type: TypeModel
  /** Where the wire types declare it; absent for objects written inline in request parameters. */
  wire?: WireLocation
}

/** Where openapi-typescript's wire.gen.ts declares a value's wire shape. */
export interface WireLocation {
  /** A schema of `components` (which may allow null), or an operation's success body (operationId and status as written). */
  root: { schema: string; nullable?: boolean } | { operation: string; status: string }
  /** The way down from the root: a property by its wire name, or the item of a list. */
  path: readonly WireStep[]
}

export type WireStep = { property: string } | 'item'

export interface ParamModel {
  name: string
  wireName: string
  in: 'path' | 'query' | 'body'
  /** Required on the wire (its default, if any, is documentation): the caller must give it. */
  required: boolean
  default?: unknown
  type: TypeModel
  /** The OpenAPI schema as written, for the catalogue. */
  schema: Record<string, unknown>
  /** The parameter's own `example` (beside its schema), as written. */
  example?: unknown
  description?: string
}

export type PagingModel = PagingEntry

/** `x-w3data-plot`, with names as the result holds them (camelCase, unless the operation is raw). */
export type PlotModel = PlotEntry

export interface NetworkModel {
  param: string
  in: 'host' | 'path' | 'query'
  /** With `in: host`: the query parameter that also carries the network. */
  query?: string
  valueType: ValueType
  defaultOption: string
}

export interface OperationModel {
  id: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  path: string
  tag: string
  summary: string
  description?: string
  params: readonly ParamModel[]
  /** A body that is one value (a list) rather than an object of parameters. */
  bodyParam?: ParamModel
  /** The 200 response type; undefined when the operation answers with no body. */
  response?: TypeModel
  /** Where the wire types declare the response body. */
  responseWire?: WireLocation
  responseSchema?: Record<string, unknown>
  /** Non-2xx statuses the spec declares. */
  errorStatuses: readonly number[]
  paging?: PagingModel
  plot?: PlotModel
  /** The call takes the API's network (every call, or those carrying the network parameter). */
  usesNetwork: boolean
  nullable: boolean
  bearer: boolean
  raw: boolean
  /** What a call does at the provider: the method's effect unless `x-w3data-effect` says otherwise. */
  effect: OperationEffect
  /** The networks the operation exists on, when not all. */
  networkOnly?: readonly string[]
  /** Where the provider's SDK offers the operation (`x-w3data-sdk`). */
  sdk?: readonly SdkPlace[]
  /** `x-w3data-cost`; absent when the operation costs the API's default. */
  cost?: CostModel
}

/** `x-w3data-cost`: compute units one call counts. */
export interface CostModel {
  /** Against the plan's per-second limit. */
  rateLimit: number
  /** On the bill. */
  price: number
}

/** `x-w3data-dispatch`: calls that route by `networkType` to one operation per value. */
export interface DispatchModel {
  /** Names the exports: `stream` gives STREAM_NETWORK_TYPES, StreamNetworkType and streamNetworkType. */
  prefix: string
  /** Every `networkType` value, in the order the error message lists them. */
  values: readonly string[]
  /** The error of any other value: `{got}` is the value given, `{valid}` the list. */
  error: { code: string; message: string }
  /** Each call with the operation id per value, in `values` order. */
  calls: readonly { name: string; routes: readonly (readonly [value: string, operation: string])[] }[]
}

export interface ApiModel {
  api: string
  title: string
  sourceFiles: readonly string[]
  baseUrl: string | Readonly<Record<string, string>>
  network?: NetworkModel
  operations: readonly OperationModel[]
  dispatch?: DispatchModel
  schemas: readonly SchemaModel[]
  /** What an operation without its own `x-w3data-cost` costs. */
  cost: CostModel
  /** Named schemas reachable from request parameters: they need valibot schemas. */
  requestSchemas: ReadonlySet<string>
  document: SpecDocument
}
