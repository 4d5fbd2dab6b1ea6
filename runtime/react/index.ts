// The React layer's hand-written part: the provider, and the factories typed with w3data's errors.

export { queryScope, withQuerySignal } from './queryScope'
export {
  type W3DataInfiniteQueryOptions,
  type W3DataMutationOptions,
  type W3DataPageParam,
  type W3DataQueryOptions,
  w3dataInfiniteQueryOptions,
  w3dataMutationOptions,
  w3dataQueryOptions,
} from './typedOptions'
export { useW3DataClient, W3DataProvider, type W3DataProviderProps } from './W3DataProvider'

/** The first element of every w3data query key, so `queryClient.invalidateQueries({ queryKey: [W3DATA_QUERY_SCOPE] })` reaches them all. */
export const W3DATA_QUERY_SCOPE = 'w3data'
