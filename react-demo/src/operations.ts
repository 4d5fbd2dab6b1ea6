/**
 * The one loosely typed boundary: the demo picks an operation by its id at run time, so it looks
 * up the bound operation (`client.<api>.<id>`) and the TanStack factories of `w3data/react` by name.
 */
import type {
  InfiniteData,
  UseInfiniteQueryOptions,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query'
import type { W3DataClient } from 'w3data'
import type { OperationEntry } from 'w3data/catalogue'
import type { PageData, W3DataPageParam } from 'w3data/react'
import * as factories from 'w3data/react'

export type Params = Record<string, unknown>
/** A page as w3data/react caches it: plain fields. */
export type AnyPage = PageData<unknown, unknown>

type BoundOperation = (params: Params) => Promise<unknown>
type QueryOptionsFactory = (
  client: W3DataClient,
  params: Params,
) => UseQueryOptions<unknown, Error, unknown, readonly unknown[]>
type InfiniteOptionsFactory = (
  client: W3DataClient,
  params: Params,
) => UseInfiniteQueryOptions<
  AnyPage,
  Error,
  InfiniteData<AnyPage, W3DataPageParam>,
  readonly unknown[],
  W3DataPageParam
>
type MutationOptionsFactory = (client: W3DataClient) => UseMutationOptions<unknown, Error, Params>

const reactFactories = factories as Readonly<Record<string, unknown>>

function lookUp<T>(table: Readonly<Record<string, unknown>> | undefined, name: string): T {
  const found = table?.[name]
  if (typeof found !== 'function') throw new Error(`w3data has no ${name}`)
  return found as T
}

/** `aptosGetNFTsByCreatorsQueryOptions`: w3data/react names each factory by its API (APIs share ids). */
const factoryName = (operation: OperationEntry, suffix: string) =>
  `${operation.api}${operation.id.charAt(0).toUpperCase()}${operation.id.slice(1)}${suffix}`

const hasFactory = (operation: OperationEntry, suffix: string) =>
  typeof reactFactories[factoryName(operation, suffix)] === 'function'

export type RunKind = 'query' | 'infinite' | 'mutation'

/** Whatever the package offers for the operation: a mutation, an infinite query, or a query. */
export function runKind(operation: OperationEntry): RunKind {
  if (hasFactory(operation, 'MutationOptions')) return 'mutation'
  return operation.paging && hasFactory(operation, 'InfiniteQueryOptions') ? 'infinite' : 'query'
}

/** The operation bound to `client`: `client.aptos.getNFTsByCreators`. */
export const boundOperation = (client: W3DataClient, operation: OperationEntry) =>
  lookUp<BoundOperation>(
    (client as unknown as Record<string, Record<string, unknown>>)[operation.api],
    operation.id,
  )

export const queryOptionsFactory = (operation: OperationEntry) =>
  lookUp<QueryOptionsFactory>(reactFactories, factoryName(operation, 'QueryOptions'))

export const infiniteOptionsFactory = (operation: OperationEntry) =>
  lookUp<InfiniteOptionsFactory>(reactFactories, factoryName(operation, 'InfiniteQueryOptions'))

export const mutationOptionsFactory = (operation: OperationEntry) =>
  lookUp<MutationOptionsFactory>(reactFactories, factoryName(operation, 'MutationOptions'))
