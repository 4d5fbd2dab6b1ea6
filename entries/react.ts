// Package entry `w3data/react`: the provider and the generated TanStack Query factories and hooks.

export * from '../generated/aptos/react.gen'
export * from '../generated/auth/react.gen'
export * from '../generated/evm/react.gen'
export * from '../generated/solana/react.gen'
export * from '../generated/streams/react.gen'
export {
  type PageData,
  type PageRest,
  type QueryData,
  useW3DataClient,
  W3DATA_QUERY_SCOPE,
  type W3DataHookOptions,
  type W3DataInfiniteHookOptions,
  type W3DataInfiniteQueryKey,
  type W3DataInfiniteQueryOptions,
  type W3DataMutationHookOptions,
  type W3DataMutationOptions,
  type W3DataPageParam,
  W3DataProvider,
  type W3DataProviderProps,
  type W3DataQueryKey,
  type W3DataQueryOptions,
  type W3DataSkippableInfiniteQueryOptions,
  type W3DataSkippableQueryOptions,
  type W3DataSuspenseHookOptions,
  type W3DataSuspenseInfiniteHookOptions,
} from '../runtime/react/index'
