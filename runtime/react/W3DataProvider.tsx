import { createContext, type ReactNode, useContext } from 'react'
import { type Core, CoreErrorCode, W3DataError } from '../internal'

const W3DataContext = createContext<Core | undefined>(undefined)

export interface W3DataProviderProps {
  /** A client made once (outside render, or in a `useState` initialiser), never per render. */
  client: Core
  children?: ReactNode
}

/** Makes a w3data client available to the generated hooks below it. */
export function W3DataProvider({ client, children }: W3DataProviderProps): ReactNode {
  return <W3DataContext.Provider value={client}>{children}</W3DataContext.Provider>
}

/** The client of the nearest W3DataProvider; without one this is C0008. */
export function useW3DataClient<TClient extends Core = Core>(): TClient {
  const client = useContext(W3DataContext)
  if (!client) {
    throw new W3DataError({
      code: CoreErrorCode.NOT_INITIALIZED,
      message: 'No w3data client: wrap the component tree in <W3DataProvider client={client}>',
    })
  }
  return client as TClient
}
