import {
  type DataTag,
  type InfiniteData,
  infiniteQueryOptions,
  type MutationKey,
  mutationOptions,
  type QueryKey,
  queryOptions,
  type UnusedSkipTokenInfiniteOptions,
  type UnusedSkipTokenOptions,
  type UseMutationOptions,
} from '@tanstack/react-query'
import type { W3DataError } from '../errors/index'

// TanStack's factories with w3data's error type on w3data's own queries and mutations only: an
// app's other queries keep the error type it registered (or Error), as no Register is declared.
// The generated factories name these types in their signatures, so the published declarations
// spell them with @tanstack/react-query's names instead of expanding TanStack's internals.

/** The page parameter of w3data's infinite queries: the next page's parameters. */
export type W3DataPageParam = Record<string, unknown> | undefined

/** Query options of a w3data operation resolving to `TData`. */
export type W3DataQueryOptions<TData> = UnusedSkipTokenOptions<TData, W3DataError, TData, QueryKey> & {
  queryKey: DataTag<QueryKey, TData, W3DataError>
}

/** Infinite-query options of a paged w3data operation whose pages are `TPage`. */
export type W3DataInfiniteQueryOptions<TPage> = UnusedSkipTokenInfiniteOptions<
  TPage,
  W3DataError,
  InfiniteData<TPage, W3DataPageParam>,
  QueryKey,
  W3DataPageParam
> & { queryKey: DataTag<QueryKey, InfiniteData<TPage>, W3DataError> }

/** Mutation options of a w3data operation. */
export type W3DataMutationOptions<TData, TVariables> = UseMutationOptions<TData, W3DataError, TVariables> & {
  mutationKey: MutationKey
}

/** `queryOptions` whose error is a W3DataError. */
export function w3dataQueryOptions<TData>(
  options: UnusedSkipTokenOptions<TData, W3DataError, TData, QueryKey>,
): W3DataQueryOptions<TData> {
  return queryOptions(options)
}

/** `infiniteQueryOptions` whose error is a W3DataError. */
export function w3dataInfiniteQueryOptions<TPage>(
  options: UnusedSkipTokenInfiniteOptions<
    TPage,
    W3DataError,
    InfiniteData<TPage, W3DataPageParam>,
    QueryKey,
    W3DataPageParam
  >,
): W3DataInfiniteQueryOptions<TPage> {
  return infiniteQueryOptions(options)
}

/** `mutationOptions` whose error is a W3DataError. */
export function w3dataMutationOptions<TData, TVariables>(
  options: W3DataMutationOptions<TData, TVariables>,
): W3DataMutationOptions<TData, TVariables> {
  return mutationOptions(options)
}
