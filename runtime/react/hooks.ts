import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  type UseSuspenseInfiniteQueryOptions,
  type UseSuspenseInfiniteQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query'
import type { W3DataError } from '../internal'
import type { W3DataPageParam } from './queryKeys'
import type {
  W3DataInfiniteQueryOptions,
  W3DataMutationOptions,
  W3DataQueryOptions,
  W3DataSkippableInfiniteQueryOptions,
  W3DataSkippableQueryOptions,
} from './typedOptions'

// The generated hooks are these with the operation's factory: the usual TanStack options
// (select, staleTime, placeholderData, retry, …) go beside the factory's, with TData free.
// The key and the query function are the factory's: the key names the request, so it must not drift.

type Own = 'queryKey' | 'queryFn'

/** The options a w3data query hook takes: useQuery's, less the key and function. */
export type W3DataHookOptions<TQueryFnData, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, W3DataError, TData, QueryKey>,
  Own
>

/** The options a w3data suspense hook takes. */
export type W3DataSuspenseHookOptions<TQueryFnData, TData = TQueryFnData> = Omit<
  UseSuspenseQueryOptions<TQueryFnData, W3DataError, TData, QueryKey>,
  Own
>

/** The options a w3data infinite hook takes (the paging rule is the operation's). */
export type W3DataInfiniteHookOptions<TPage, TData = InfiniteData<TPage, W3DataPageParam>> = Omit<
  UseInfiniteQueryOptions<TPage, W3DataError, TData, QueryKey, W3DataPageParam>,
  Own | 'initialPageParam' | 'getNextPageParam'
>

/** The options a w3data suspense-infinite hook takes. */
export type W3DataSuspenseInfiniteHookOptions<TPage, TData = InfiniteData<TPage, W3DataPageParam>> = Omit<
  UseSuspenseInfiniteQueryOptions<TPage, W3DataError, TData, QueryKey, W3DataPageParam>,
  Own | 'initialPageParam' | 'getNextPageParam'
>

/** The options a w3data mutation hook takes: useMutation's, less the function. */
export type W3DataMutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, W3DataError, TVariables>,
  'mutationFn'
>

export function useW3DataQuery<TQueryFnData, TData = TQueryFnData>(
  options: W3DataSkippableQueryOptions<TQueryFnData>,
  hookOptions?: W3DataHookOptions<TQueryFnData, TData>,
): UseQueryResult<TData, W3DataError> {
  return useQuery({ ...options, ...hookOptions } as UseQueryOptions<
    TQueryFnData,
    W3DataError,
    TData,
    QueryKey
  >)
}

export function useW3DataSuspenseQuery<TQueryFnData, TData = TQueryFnData>(
  options: W3DataQueryOptions<TQueryFnData>,
  hookOptions?: W3DataSuspenseHookOptions<TQueryFnData, TData>,
): UseSuspenseQueryResult<TData, W3DataError> {
  return useSuspenseQuery({ ...options, ...hookOptions } as UseSuspenseQueryOptions<
    TQueryFnData,
    W3DataError,
    TData,
    QueryKey
  >)
}

export function useW3DataInfiniteQuery<TPage, TData = InfiniteData<TPage, W3DataPageParam>>(
  options: W3DataSkippableInfiniteQueryOptions<TPage>,
  hookOptions?: W3DataInfiniteHookOptions<TPage, TData>,
): UseInfiniteQueryResult<TData, W3DataError> {
  return useInfiniteQuery({ ...options, ...hookOptions } as UseInfiniteQueryOptions<
    TPage,
    W3DataError,
    TData,
    QueryKey,
    W3DataPageParam
  >)
}

export function useW3DataSuspenseInfiniteQuery<TPage, TData = InfiniteData<TPage, W3DataPageParam>>(
  options: W3DataInfiniteQueryOptions<TPage>,
  hookOptions?: W3DataSuspenseInfiniteHookOptions<TPage, TData>,
): UseSuspenseInfiniteQueryResult<TData, W3DataError> {
  return useSuspenseInfiniteQuery({ ...options, ...hookOptions } as UseSuspenseInfiniteQueryOptions<
    TPage,
    W3DataError,
    TData,
    QueryKey,
    W3DataPageParam
  >)
}

export function useW3DataMutation<TData, TVariables>(
  options: W3DataMutationOptions<TData, TVariables>,
  hookOptions?: W3DataMutationHookOptions<TData, TVariables>,
): UseMutationResult<TData, W3DataError, TVariables> {
  return useMutation({ ...options, ...hookOptions })
}
