// The React layer's hand-written part: the provider, and TanStack Query's error type.
import type { W3DataError } from '../errors/index'

export { queryScope, withQuerySignal } from './queryScope'
export { useW3DataClient, W3DataProvider, type W3DataProviderProps } from './W3DataProvider'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: W3DataError
  }
}

/** The first element of every w3data query key, so `queryClient.invalidateQueries({ queryKey: [W3DATA_QUERY_SCOPE] })` reaches them all. */
export const W3DATA_QUERY_SCOPE = 'w3data'
