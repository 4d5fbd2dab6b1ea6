// Package entry `w3data/auth`: every Auth operation as a free function, with its types.

export {
  AUTH_NETWORK_TYPES,
  type AuthNetworkType,
  authNetworkType,
  requestMessage,
  verify,
} from '../extras/auth'
export * from '../generated/auth/index.gen'
