// Package entry `w3data/react`: the provider and the generated TanStack Query factories and hooks.

export * from './generated/aptos/react.gen'
export * from './generated/auth/react.gen'
export * from './generated/evm/react.gen'
export * from './generated/solana/react.gen'
export * from './generated/streams/react.gen'
export {
  useW3DataClient,
  W3DATA_QUERY_SCOPE,
  W3DataProvider,
  type W3DataProviderProps,
} from './runtime/react/index'
