/**
 * The operation catalogue: plain data emitted by the generator from spec/, read by the runtime
 * (how to call), the mock provider (what to serve) and the demo (what to show).
 */
import type { OperationEffect } from '../contract/effect'
import type { PagingEntry, PagingField, PagingStyle } from '../contract/paging'
import type { PlotEntry } from '../contract/plot'

export type { OperationEffect, PagingEntry, PagingField, PagingStyle, PlotEntry }

import type { ValueType } from '../contract/valueTypes'

export type { ValueType }

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

/** The JSON Schema subset the catalogue uses, with `$ref` to `#/components/schemas/<Name>`. */
export interface SchemaObject {
  $ref?: string
  type?: string | string[]
  enum?: readonly (string | number | boolean | null)[]
  default?: unknown
  format?: string
  description?: string
  items?: SchemaObject
  properties?: Record<string, SchemaObject>
  required?: readonly string[]
  additionalProperties?: boolean | SchemaObject
  oneOf?: readonly SchemaObject[]
  discriminator?: { propertyName: string; mapping?: Record<string, string> }
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  title?: string
  deprecated?: boolean
  example?: unknown
  'x-w3data-value-type'?: ValueType
  'x-w3data-data'?: boolean
  'x-w3data-match'?: readonly string[]
  [extension: `x-${string}`]: unknown
}

export interface ParameterEntry {
  /** The SDK (camelCase) name. */
  name: string
  /** The name on the wire. */
  wireName: string
  in: 'path' | 'query' | 'body' | 'header'
  required: boolean
  schema: SchemaObject
  valueType?: ValueType
  description?: string
}

export interface NetworkEntry {
  /** The SDK parameter every operation gains. */
  param: string
  in: 'host' | 'path' | 'query'
  /** With `in: 'host'`: the wire name of the query parameter that also carries the network. */
  query?: string
  valueType: ValueType
  /** Client option giving the default when the call names none. */
  defaultOption: string
}

/** Where the provider's SDK offers an operation: `Moralis.<Api>.<group>.<name>` (spec `x-w3data-sdk`). */
export interface SdkEntry {
  /** The SDK's group; absent when the function sits on the API module itself (`Moralis.Streams.add`). */
  group?: string
  name: string
  /** The `networkType` that routes the SDK's one function to this operation. */
  networkType?: 'evm' | 'aptos' | 'solana'
  /** SDK parameter name → the operation's, where the SDK named a parameter otherwise. */
  params?: Readonly<Record<string, string>>
}

/** What one call counts, in compute units: against the plan's rate limit, and on the bill. */
export interface CostEntry {
  rateLimit: number
  price: number
}

export interface OperationEntry {
  id: string
  api: string
  method: HttpMethod
  /** What a call does at the provider; a GET that starts work there (a resync) is a `change`. */
  effect: OperationEffect
  path: string
  tag: string
  summary: string
  description?: string
  params: readonly ParameterEntry[]
  /** The body is one JSON value rather than an object of parameters (a list, for example). */
  bodyParam?: ParameterEntry
  paging?: PagingEntry
  /** The answer is a series to plot. */
  plot?: PlotEntry
  nullable: boolean
  bearer: boolean
  raw: boolean
  /** The networks the operation exists on, when not all. */
  networkOnly?: readonly string[]
  /** Where the provider's SDK offers the operation; absent when it does not. */
  sdk?: readonly SdkEntry[]
  /** Compute units one call costs (`x-w3data-cost`). */
  cost: CostEntry
  /** Schema of the 200 response. */
  response: SchemaObject
}

export interface ApiCatalogue {
  api: string
  title: string
  /** One URL, or one per network. */
  baseUrl: string | Record<string, string>
  network?: NetworkEntry
  operations: readonly OperationEntry[]
  schemas: Record<string, SchemaObject>
}
