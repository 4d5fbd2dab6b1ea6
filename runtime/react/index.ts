// The React layer's hand-written part: the provider, the hooks' and factories' logic, the cached page shape.

export {
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
export type { PageData, PageRest, QueryData } from './pageData'
export {
  W3DATA_QUERY_SCOPE,
  type W3DataInfiniteQueryKey,
  type W3DataPageParam,
  type W3DataQueryKey,
  w3dataQueryKey,
  w3dataQueryPrefix,
} from './queryKeys'
export {
  type W3DataInfiniteQueryOptions,
  type W3DataMutationOptions,
  type W3DataQueryOptions,
  type W3DataSkippableInfiniteQueryOptions,
  type W3DataSkippableQueryOptions,
  w3dataInfiniteQueryOptions,
  w3dataMutationOptions,
  w3dataQueryOptions,
} from './typedOptions'
export { useW3DataClient, W3DataProvider, type W3DataProviderProps } from './W3DataProvider'
