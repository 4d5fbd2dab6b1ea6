import type {
  InfiniteData,
  QueryKey,
  SkipToken,
  UseInfiniteQueryResult,
  UseMutationResult,
  UseQueryResult,
  UseSuspenseInfiniteQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query'
import type { CallOptions, Core, Operation, Page, PagedOperation, W3DataError } from '../internal'
import {
  useW3DataInfiniteQuery,
  useW3DataMutation,
  useW3DataQuery,
  useW3DataSuspenseInfiniteQuery,
  useW3DataSuspenseQuery,
  type W3DataHookOptions,
  type W3DataInfiniteHookOptions,
  type W3DataMutationHookOptions,
  type W3DataSuspenseHookOptions,
  type W3DataSuspenseInfiniteHookOptions,
} from './hooks'
import type { QueryData } from './pageData'
import {
  type W3DataInfiniteQueryKey,
  type W3DataPageParam,
  type W3DataQueryKey,
  w3dataQueryKey,
  w3dataQueryPrefix,
} from './queryKeys'
import {
  type W3DataInfiniteQueryOptions,
  type W3DataMutationOptions,
  type W3DataQueryOptions,
  type W3DataSkippableInfiniteQueryOptions,
  type W3DataSkippableQueryOptions,
  w3dataInfiniteQueryOptions,
  w3dataMutationOptions,
  w3dataQueryOptions,
} from './typedOptions'
import { useW3DataClient } from './W3DataProvider'

// One operation's factories and hooks, each the runtime's logic with the operation bound: a
// generated export of react.gen.ts is one of these, so it is a line that names its operation.
// `TParams` is the operation's own, `| void` when every parameter is optional, so that callers may
// leave the parameters out; mutations take the parameters themselves as their variables.
// Each builder is free of side effects, so a bundler drops the exports an app does not use.

/** The parameters an operation's variables and key prefixes take: its own, never `void`. */
type Given<TParams> = Exclude<TParams, void>

/** `…QueryKey(client, params)`: the request's key, tagged with its data. */
export type W3DataQueryKeyFactory<TParams, TResult> = (
  client: Core,
  params: TParams,
) => W3DataQueryKey<QueryData<TResult>>

/** `…QueryPrefix(params?)`: the start of every key of the operation, narrowed by the parameters given. */
export type W3DataQueryPrefixFactory<TParams> = (params?: Partial<Given<TParams>>) => QueryKey

/** `…QueryOptions(client, params, options?)`; `skipToken` for the parameters waits (useQuery only). */
export interface W3DataQueryOptionsFactory<TParams, TResult> {
  (client: Core, params: TParams, options?: CallOptions): W3DataQueryOptions<QueryData<TResult>>
  (
    client: Core,
    params: TParams | SkipToken,
    options?: CallOptions,
  ): W3DataSkippableQueryOptions<QueryData<TResult>>
}

/** `…InfiniteQueryKey(client, params)`: the key of the infinite query, tagged with its pages. */
export type W3DataInfiniteQueryKeyFactory<TParams, TResult> = (
  client: Core,
  params: TParams,
) => W3DataInfiniteQueryKey<QueryData<TResult>>

/** `…InfiniteQueryOptions(client, params, options?)`. */
export interface W3DataInfiniteQueryOptionsFactory<TParams, TResult> {
  (client: Core, params: TParams, options?: CallOptions): W3DataInfiniteQueryOptions<QueryData<TResult>>
  (
    client: Core,
    params: TParams | SkipToken,
    options?: CallOptions,
  ): W3DataSkippableInfiniteQueryOptions<QueryData<TResult>>
}

/** `…MutationOptions(client, options?)`: the variables are the parameters. */
export type W3DataMutationOptionsFactory<TParams, TResult> = (
  client: Core,
  options?: CallOptions,
) => W3DataMutationOptions<TResult, Given<TParams>>

/** `use…(params, options?)`: useQuery with the provider's client. */
export type W3DataQueryHook<TParams, TResult> = <TData = QueryData<TResult>>(
  params: TParams | SkipToken,
  options?: W3DataHookOptions<QueryData<TResult>, TData>,
) => UseQueryResult<TData, W3DataError>

/** `use…Suspense(params, options?)`. */
export type W3DataSuspenseQueryHook<TParams, TResult> = <TData = QueryData<TResult>>(
  params: TParams,
  options?: W3DataSuspenseHookOptions<QueryData<TResult>, TData>,
) => UseSuspenseQueryResult<TData, W3DataError>

/** `use…Infinite(params, options?)`: pages with `fetchNextPage()`. */
export type W3DataInfiniteQueryHook<TParams, TResult> = <
  TData = InfiniteData<QueryData<TResult>, W3DataPageParam>,
>(
  params: TParams | SkipToken,
  options?: W3DataInfiniteHookOptions<QueryData<TResult>, TData>,
) => UseInfiniteQueryResult<TData, W3DataError>

/** `use…SuspenseInfinite(params, options?)`. */
export type W3DataSuspenseInfiniteQueryHook<TParams, TResult> = <
  TData = InfiniteData<QueryData<TResult>, W3DataPageParam>,
>(
  params: TParams,
  options?: W3DataSuspenseInfiniteHookOptions<QueryData<TResult>, TData>,
) => UseSuspenseInfiniteQueryResult<TData, W3DataError>

/** `use…(options?)` of a write: useMutation with the provider's client. */
export type W3DataMutationHook<TParams, TResult> = (
  options?: W3DataMutationHookOptions<TResult, Given<TParams>>,
) => UseMutationResult<TResult, W3DataError, Given<TParams>>

/** The page a paged operation resolves to, as its React types name it. */
type PageOf<TItem, TResponse> = Page<TItem, TResponse>

/** @__NO_SIDE_EFFECTS__ */
export function w3dataQueryKeyFactory<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryKeyFactory<TParams, TResult> {
  return (client, params) => w3dataQueryKey(client, operation, params)
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataQueryPrefixFactory<TParams>(
  operation: Operation<TParams, unknown>,
): W3DataQueryPrefixFactory<TParams> {
  return (params) => w3dataQueryPrefix(operation, params)
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataQueryOptionsFactory<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryOptionsFactory<TParams, TResult> {
  function queryOptionsOf(
    client: Core,
    params: TParams,
    options?: CallOptions,
  ): W3DataQueryOptions<QueryData<TResult>>
  function queryOptionsOf(
    client: Core,
    params: TParams | SkipToken,
    options?: CallOptions,
  ): W3DataSkippableQueryOptions<QueryData<TResult>>
  function queryOptionsOf(
    client: Core,
    params: TParams | SkipToken,
    options?: CallOptions,
  ): W3DataQueryOptions<QueryData<TResult>> | W3DataSkippableQueryOptions<QueryData<TResult>> {
    return w3dataQueryOptions(client, operation, params, options)
  }
  return queryOptionsOf
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataInfiniteQueryKeyFactory<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryKeyFactory<TParams, PageOf<TItem, TResponse>> {
  return (client, params) => w3dataQueryKey(client, operation, params, true)
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataInfiniteQueryOptionsFactory<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryOptionsFactory<TParams, PageOf<TItem, TResponse>> {
  type Data = QueryData<PageOf<TItem, TResponse>>
  function infiniteQueryOptionsOf(
    client: Core,
    params: TParams,
    options?: CallOptions,
  ): W3DataInfiniteQueryOptions<Data>
  function infiniteQueryOptionsOf(
    client: Core,
    params: TParams | SkipToken,
    options?: CallOptions,
  ): W3DataSkippableInfiniteQueryOptions<Data>
  function infiniteQueryOptionsOf(
    client: Core,
    params: TParams | SkipToken,
    options?: CallOptions,
  ): W3DataInfiniteQueryOptions<Data> | W3DataSkippableInfiniteQueryOptions<Data> {
    return w3dataInfiniteQueryOptions(client, operation, params, options)
  }
  return infiniteQueryOptionsOf
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataMutationOptionsFactory<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataMutationOptionsFactory<TParams, TResult> {
  return (client, options) => w3dataMutationOptions<Given<TParams>, TResult>(client, operation, options)
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataQueryHook<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryHook<TParams, TResult> {
  return function useOperationQuery(params, options) {
    return useW3DataQuery(w3dataQueryOptions(useW3DataClient(), operation, params), options)
  }
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataSuspenseQueryHook<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataSuspenseQueryHook<TParams, TResult> {
  const options = w3dataQueryOptionsFactory(operation)
  return function useOperationSuspenseQuery(params, hookOptions) {
    return useW3DataSuspenseQuery(options(useW3DataClient(), params), hookOptions)
  }
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataInfiniteQueryHook<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryHook<TParams, PageOf<TItem, TResponse>> {
  return function useOperationInfiniteQuery(params, options) {
    return useW3DataInfiniteQuery(w3dataInfiniteQueryOptions(useW3DataClient(), operation, params), options)
  }
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataSuspenseInfiniteQueryHook<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataSuspenseInfiniteQueryHook<TParams, PageOf<TItem, TResponse>> {
  const options = w3dataInfiniteQueryOptionsFactory(operation)
  return function useOperationSuspenseInfiniteQuery(params, hookOptions) {
    return useW3DataSuspenseInfiniteQuery(options(useW3DataClient(), params), hookOptions)
  }
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataMutationHook<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataMutationHook<TParams, TResult> {
  return function useOperationMutation(options) {
    return useW3DataMutation(
      w3dataMutationOptions<Given<TParams>, TResult>(useW3DataClient(), operation, undefined),
      options,
    )
  }
}
