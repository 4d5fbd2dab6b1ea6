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
// `TArgs` is where the parameters go: `[params: P]`, or `[params?: P]` when every parameter is
// optional (the operation then takes `P | void`). Each builder is free of side effects, so a
// bundler drops the exports an app does not use.

/** The parameters of an operation whose parameters are all optional: `void` lets a call leave them out. */
// biome-ignore lint/suspicious/noConfusingVoidType: the generated operations take `P | void` for this reason
type Omissible<TParams> = TParams | void

/** `TArgs` where the parameters may also be skipToken. */
type Skippable<TArgs extends unknown[]> = { [K in keyof TArgs]: TArgs[K] | SkipToken }

/** `…QueryKey(client, params)`: the request's key, tagged with its data. */
export type W3DataQueryKeyFactory<TArgs extends unknown[], TResult> = (
  client: Core,
  ...args: TArgs
) => W3DataQueryKey<QueryData<TResult>>

/** `…QueryPrefix(params?)`: the start of every key of the operation, narrowed by the parameters given. */
export type W3DataQueryPrefixFactory<TParams> = (params?: Partial<TParams>) => QueryKey

/** `…QueryOptions(client, params, options?)`; `skipToken` for the parameters waits (useQuery only). */
export interface W3DataQueryOptionsFactory<TArgs extends unknown[], TResult> {
  (client: Core, ...args: [...TArgs, options?: CallOptions]): W3DataQueryOptions<QueryData<TResult>>
  (
    client: Core,
    ...args: [...Skippable<TArgs>, options?: CallOptions]
  ): W3DataSkippableQueryOptions<QueryData<TResult>>
}

/** `…InfiniteQueryKey(client, params)`: the key of the infinite query, tagged with its pages. */
export type W3DataInfiniteQueryKeyFactory<TArgs extends unknown[], TResult> = (
  client: Core,
  ...args: TArgs
) => W3DataInfiniteQueryKey<QueryData<TResult>>

/** `…InfiniteQueryOptions(client, params, options?)`. */
export interface W3DataInfiniteQueryOptionsFactory<TArgs extends unknown[], TResult> {
  (client: Core, ...args: [...TArgs, options?: CallOptions]): W3DataInfiniteQueryOptions<QueryData<TResult>>
  (
    client: Core,
    ...args: [...Skippable<TArgs>, options?: CallOptions]
  ): W3DataSkippableInfiniteQueryOptions<QueryData<TResult>>
}

/** `…MutationOptions(client, options?)`: the variables are the parameters. */
export type W3DataMutationOptionsFactory<TParams, TResult> = (
  client: Core,
  options?: CallOptions,
) => W3DataMutationOptions<TResult, TParams>

/** `use…(params, options?)`: useQuery with the provider's client. */
export type W3DataQueryHook<TArgs extends unknown[], TResult> = <TData = QueryData<TResult>>(
  ...args: [...Skippable<TArgs>, options?: W3DataHookOptions<QueryData<TResult>, TData>]
) => UseQueryResult<TData, W3DataError>

/** `use…Suspense(params, options?)`. */
export type W3DataSuspenseQueryHook<TArgs extends unknown[], TResult> = <TData = QueryData<TResult>>(
  ...args: [...TArgs, options?: W3DataSuspenseHookOptions<QueryData<TResult>, TData>]
) => UseSuspenseQueryResult<TData, W3DataError>

/** `use…Infinite(params, options?)`: pages with `fetchNextPage()`. */
export type W3DataInfiniteQueryHook<TArgs extends unknown[], TResult> = <
  TData = InfiniteData<QueryData<TResult>, W3DataPageParam>,
>(
  ...args: [...Skippable<TArgs>, options?: W3DataInfiniteHookOptions<QueryData<TResult>, TData>]
) => UseInfiniteQueryResult<TData, W3DataError>

/** `use…SuspenseInfinite(params, options?)`. */
export type W3DataSuspenseInfiniteQueryHook<TArgs extends unknown[], TResult> = <
  TData = InfiniteData<QueryData<TResult>, W3DataPageParam>,
>(
  ...args: [...TArgs, options?: W3DataSuspenseInfiniteHookOptions<QueryData<TResult>, TData>]
) => UseSuspenseInfiniteQueryResult<TData, W3DataError>

/** `use…(options?)` of a write: useMutation with the provider's client. */
export type W3DataMutationHook<TParams, TResult> = (
  options?: W3DataMutationHookOptions<TResult, TParams>,
) => UseMutationResult<TResult, W3DataError, TParams>

type PageOf<TItem, TResponse> = Page<TItem, TResponse>

/** @__NO_SIDE_EFFECTS__ */
export function w3dataQueryKeyFactory<TParams, TResult>(
  operation: Operation<Omissible<TParams>, TResult>,
): W3DataQueryKeyFactory<[params?: TParams], TResult>
export function w3dataQueryKeyFactory<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryKeyFactory<[params: TParams], TResult>
export function w3dataQueryKeyFactory<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryKeyFactory<[params: TParams], TResult> {
  return (client, params) => w3dataQueryKey(client, operation, params)
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataQueryPrefixFactory<TParams>(
  operation: Operation<TParams, unknown>,
): W3DataQueryPrefixFactory<Exclude<TParams, void>> {
  return (params) => w3dataQueryPrefix(operation, params)
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataQueryOptionsFactory<TParams, TResult>(
  operation: Operation<Omissible<TParams>, TResult>,
): W3DataQueryOptionsFactory<[params?: TParams], TResult>
export function w3dataQueryOptionsFactory<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryOptionsFactory<[params: TParams], TResult>
export function w3dataQueryOptionsFactory<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryOptionsFactory<[params: TParams], TResult> {
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
  operation: PagedOperation<Omissible<TParams>, TItem, TResponse>,
): W3DataInfiniteQueryKeyFactory<[params?: TParams], PageOf<TItem, TResponse>>
export function w3dataInfiniteQueryKeyFactory<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryKeyFactory<[params: TParams], PageOf<TItem, TResponse>>
export function w3dataInfiniteQueryKeyFactory<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryKeyFactory<[params: TParams], PageOf<TItem, TResponse>> {
  return (client, params) => w3dataQueryKey(client, operation, params, true)
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataInfiniteQueryOptionsFactory<TParams, TItem, TResponse>(
  operation: PagedOperation<Omissible<TParams>, TItem, TResponse>,
): W3DataInfiniteQueryOptionsFactory<[params?: TParams], PageOf<TItem, TResponse>>
export function w3dataInfiniteQueryOptionsFactory<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryOptionsFactory<[params: TParams], PageOf<TItem, TResponse>>
export function w3dataInfiniteQueryOptionsFactory<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryOptionsFactory<[params: TParams], PageOf<TItem, TResponse>> {
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
): W3DataMutationOptionsFactory<Exclude<TParams, void>, TResult> {
  return (client, options) =>
    w3dataMutationOptions<Exclude<TParams, void>, TResult>(client, operation, options)
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataQueryHook<TParams, TResult>(
  operation: Operation<Omissible<TParams>, TResult>,
): W3DataQueryHook<[params?: TParams], TResult>
export function w3dataQueryHook<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryHook<[params: TParams], TResult>
export function w3dataQueryHook<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataQueryHook<[params: TParams], TResult> {
  return function useOperationQuery(params, options) {
    return useW3DataQuery(w3dataQueryOptions(useW3DataClient(), operation, params), options)
  }
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataSuspenseQueryHook<TParams, TResult>(
  operation: Operation<Omissible<TParams>, TResult>,
): W3DataSuspenseQueryHook<[params?: TParams], TResult>
export function w3dataSuspenseQueryHook<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataSuspenseQueryHook<[params: TParams], TResult>
export function w3dataSuspenseQueryHook<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataSuspenseQueryHook<[params: TParams], TResult> {
  const options = w3dataQueryOptionsFactory(operation)
  return function useOperationSuspenseQuery(params, hookOptions) {
    return useW3DataSuspenseQuery(options(useW3DataClient(), params), hookOptions)
  }
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataInfiniteQueryHook<TParams, TItem, TResponse>(
  operation: PagedOperation<Omissible<TParams>, TItem, TResponse>,
): W3DataInfiniteQueryHook<[params?: TParams], PageOf<TItem, TResponse>>
export function w3dataInfiniteQueryHook<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryHook<[params: TParams], PageOf<TItem, TResponse>>
export function w3dataInfiniteQueryHook<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataInfiniteQueryHook<[params: TParams], PageOf<TItem, TResponse>> {
  return function useOperationInfiniteQuery(params, options) {
    return useW3DataInfiniteQuery(w3dataInfiniteQueryOptions(useW3DataClient(), operation, params), options)
  }
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataSuspenseInfiniteQueryHook<TParams, TItem, TResponse>(
  operation: PagedOperation<Omissible<TParams>, TItem, TResponse>,
): W3DataSuspenseInfiniteQueryHook<[params?: TParams], PageOf<TItem, TResponse>>
export function w3dataSuspenseInfiniteQueryHook<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataSuspenseInfiniteQueryHook<[params: TParams], PageOf<TItem, TResponse>>
export function w3dataSuspenseInfiniteQueryHook<TParams, TItem, TResponse>(
  operation: PagedOperation<TParams, TItem, TResponse>,
): W3DataSuspenseInfiniteQueryHook<[params: TParams], PageOf<TItem, TResponse>> {
  const options = w3dataInfiniteQueryOptionsFactory(operation)
  return function useOperationSuspenseInfiniteQuery(params, hookOptions) {
    return useW3DataSuspenseInfiniteQuery(options(useW3DataClient(), params), hookOptions)
  }
}

/** @__NO_SIDE_EFFECTS__ */
export function w3dataMutationHook<TParams, TResult>(
  operation: Operation<TParams, TResult>,
): W3DataMutationHook<Exclude<TParams, void>, TResult> {
  return function useOperationMutation(options) {
    return useW3DataMutation(
      w3dataMutationOptions<Exclude<TParams, void>, TResult>(useW3DataClient(), operation),
      options,
    )
  }
}
