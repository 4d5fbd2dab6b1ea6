import {
  type InfiniteData,
  infiniteQueryOptions,
  type MutationKey,
  mutationOptions,
  type QueryKey,
  queryOptions,
  type SkipToken,
  skipToken,
  type UndefinedInitialDataInfiniteOptions,
  type UndefinedInitialDataOptions,
  type UnusedSkipTokenInfiniteOptions,
  type UnusedSkipTokenOptions,
  type UseMutationOptions,
} from '@tanstack/react-query'
import type { CallOptions, Core, Operation, Page, PagedOperation, W3DataError } from '../internal'
import { type PageData, type QueryData, toQueryData } from './pageData'
import {
  W3DATA_QUERY_SCOPE,
  type W3DataInfiniteQueryKey,
  type W3DataPageParam,
  type W3DataQueryKey,
  w3dataQueryKey,
} from './queryKeys'

// TanStack's factories with w3data's error type on w3data's own queries and mutations only: an
// app's other queries keep the error type it registered (or Error), as no Register is declared.
// The generated factories name these types in their signatures, so the published declarations
// spell them with @tanstack/react-query's names instead of expanding TanStack's internals.
// Every query sets `retry: false`: the client already retries what may be retried (429, 5xx,
// network), so TanStack's retries would multiply them. A `retry` given beside the options wins.

/** Query options of a w3data operation caching `TData`, with parameters (not skipToken). */
export type W3DataQueryOptions<TData> = UnusedSkipTokenOptions<TData, W3DataError, TData, QueryKey> & {
  queryKey: W3DataQueryKey<TData>
}

/** Query options whose parameters may be skipToken: for useQuery, not for suspense or prefetching. */
export type W3DataSkippableQueryOptions<TData> = UndefinedInitialDataOptions<
  TData,
  W3DataError,
  TData,
  QueryKey
> & {
  queryKey: W3DataQueryKey<TData>
}

/** Infinite-query options of a paged w3data operation whose cached pages are `TPage`. */
export type W3DataInfiniteQueryOptions<TPage> = UnusedSkipTokenInfiniteOptions<
  TPage,
  W3DataError,
  InfiniteData<TPage, W3DataPageParam>,
  QueryKey,
  W3DataPageParam
> & { queryKey: W3DataInfiniteQueryKey<TPage> }

/** Infinite-query options whose parameters may be skipToken. */
export type W3DataSkippableInfiniteQueryOptions<TPage> = UndefinedInitialDataInfiniteOptions<
  TPage,
  W3DataError,
  InfiniteData<TPage, W3DataPageParam>,
  QueryKey,
  W3DataPageParam
> & { queryKey: W3DataInfiniteQueryKey<TPage> }

/** Mutation options of a w3data operation. */
export type W3DataMutationOptions<TData, TVariables> = UseMutationOptions<TData, W3DataError, TVariables> & {
  mutationKey: MutationKey
}

/** The options of one call as a query: the key of its request, and its result in cacheable form. */
export function w3dataQueryOptions<TParams, TResult>(
  client: Core,
  operation: Operation<TParams, TResult>,
  params: TParams | SkipToken,
  options?: CallOptions,
): W3DataSkippableQueryOptions<QueryData<TResult>> {
  return queryOptions<QueryData<TResult>, W3DataError, QueryData<TResult>, QueryKey>({
    queryKey: w3dataQueryKey<TParams, QueryData<TResult>>(client, operation, params),
    queryFn:
      params === skipToken
        ? skipToken
        : async ({ signal }) =>
            toQueryData(
              operation.operation,
              (await operation(client, params, withQuerySignal(options, signal))) as TResult,
            ),
    retry: false,
  })
}

/** The options of a paged call as an infinite query: each next page is the previous page's `next`. */
export function w3dataInfiniteQueryOptions<TParams, TItem, TResponse>(
  client: Core,
  operation: PagedOperation<TParams, TItem, TResponse>,
  params: TParams | SkipToken,
  options?: CallOptions,
): W3DataSkippableInfiniteQueryOptions<PageData<TItem, TResponse>> {
  type Data = PageData<TItem, TResponse>
  return infiniteQueryOptions<
    Data,
    W3DataError,
    InfiniteData<Data, W3DataPageParam>,
    QueryKey,
    W3DataPageParam
  >({
    queryKey: w3dataQueryKey<TParams, InfiniteData<Data>>(client, operation, params, true),
    queryFn:
      params === skipToken
        ? skipToken
        : async ({ pageParam, signal }) => {
            const given = (pageParam ?? params) as TParams
            const page = await operation(client, given, withQuerySignal(options, signal))
            return toQueryData<Page<TItem, TResponse>>(operation.operation, page) as Data
          },
    initialPageParam: null as W3DataPageParam,
    getNextPageParam: (page: Data) => page.next,
    retry: false,
  })
}

/** The options of a call as a mutation: the variables are its parameters. */
export function w3dataMutationOptions<TParams, TResult>(
  client: Core,
  operation: Operation<TParams, TResult>,
  options?: CallOptions,
): W3DataMutationOptions<TResult, TParams> {
  const { api, id } = operation.operation
  return mutationOptions({
    mutationKey: [W3DATA_QUERY_SCOPE, api, id],
    mutationFn: (params: TParams) => operation(client, params, options),
  })
}

/** The caller's options with TanStack's signal added, so either one can cancel the call. */
export function withQuerySignal(options: CallOptions | undefined, signal: AbortSignal): CallOptions {
  const own = options?.signal
  return { ...options, signal: own ? AbortSignal.any([own, signal]) : signal }
}
