// The React layer's hand-written part: the provider, the hooks' and factories' logic, the cached page shape.

export type {
  W3DataHookOptions,
  W3DataInfiniteHookOptions,
  W3DataMutationHookOptions,
  W3DataSuspenseHookOptions,
  W3DataSuspenseInfiniteHookOptions,
} from './hooks'
export {
  type W3DataInfiniteQueryHook,
  type W3DataInfiniteQueryKeyFactory,
  type W3DataInfiniteQueryOptionsFactory,
  type W3DataMutationHook,
  type W3DataMutationOptionsFactory,
  type W3DataQueryHook,
  type W3DataQueryKeyFactory,
  type W3DataQueryOptionsFactory,
  type W3DataQueryPrefixFactory,
  type W3DataSuspenseInfiniteQueryHook,
  type W3DataSuspenseQueryHook,
  w3dataInfiniteQueryHook,
  w3dataInfiniteQueryKeyFactory,
  w3dataInfiniteQueryOptionsFactory,
  w3dataMutationHook,
  w3dataMutationOptionsFactory,
  w3dataQueryHook,
  w3dataQueryKeyFactory,
  w3dataQueryOptionsFactory,
  w3dataQueryPrefixFactory,
  w3dataSuspenseInfiniteQueryHook,
  w3dataSuspenseQueryHook,
} from './operationReact'
export type { PageData, PageRest, QueryData } from './pageData'
export {
  W3DATA_QUERY_SCOPE,
  type W3DataInfiniteQueryKey,
  type W3DataPageParam,
  type W3DataQueryKey,
} from './queryKeys'
export type {
  W3DataInfiniteQueryOptions,
  W3DataMutationOptions,
  W3DataQueryOptions,
  W3DataSkippableInfiniteQueryOptions,
  W3DataSkippableQueryOptions,
} from './typedOptions'
export { useW3DataClient, W3DataProvider, type W3DataProviderProps } from './W3DataProvider'
