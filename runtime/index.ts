// The runtime's public index: what users get through the package entries (entries/), and nothing
// more. The building blocks the generated code needs beside it are in ./internal.ts.

export { isStarted, setDefaultInstance, stop } from './client/defaultClient'
export { LOG_LEVELS, type LogLevel, type LogSink } from './client/Logger'
export type { BaseUrls, CallOptions, ClientOptions, RateLimitOptions } from './client/options'
export { errorClassName, type HttpErrorClassName } from './contract/httpErrors'
export * from './errors/index'
export { SDK_NAME, SDK_VERSION } from './http/headers'
export type { BlockNumberish, Numberish, OneOrMany } from './operation/inputForms'
export { isRecord } from './operation/mapperHelpers'
export type { UnknownMember } from './operation/resolveUnion'
export {
  type AfterPage,
  DEFAULT_MAX_EMPTY_PAGES,
  DEFAULT_MAX_PAGES,
  PagingBounds,
  type PagingBoundsOptions,
  type PagingCount,
} from './paging/bounds'
export type { IterateOptions } from './paging/iterate'
export { DEFAULT_PAGE_LIMIT, Page } from './paging/Page'
export {
  AptosAddress,
  type AptosAddressInput,
  isAptosAddress,
  normalizeAptosAddress,
} from './values/aptos/AptosAddress'
export {
  APTOS_DECIMALS,
  AptosNative,
  type AptosNativeUnit,
  type AptosNativeValue,
} from './values/aptos/AptosNative'
export {
  APTOS_NETWORK_NAMES,
  AptosNetwork,
  type AptosNetworkInput,
  type AptosNetworkName,
  isAptosNetwork,
  normalizeAptosNetwork,
} from './values/aptos/AptosNetwork'
export { BigNumber } from './values/BigNumber'
export { formatDecimal, parseDecimal } from './values/decimal'
export {
  EvmAddress,
  type EvmAddressFormat,
  type EvmAddressInput,
  isEvmAddress,
  toChecksumAddress,
} from './values/evm/EvmAddress'
export {
  EVM_CHAINS,
  EvmChain,
  type EvmChainInput,
  type EvmChainName,
  isEvmChain,
} from './values/evm/EvmChain'
export { EvmNative, type EvmNativeUnit, type EvmNativeValue } from './values/evm/EvmNative'
export { isSolAddress, SolAddress, type SolAddressInput } from './values/solana/SolAddress'
export { SolNative, type SolNativeUnit, type SolNativeValue } from './values/solana/SolNative'
export {
  isSolNetwork,
  SOL_NETWORK_NAMES,
  SolNetwork,
  type SolNetworkInput,
  type SolNetworkName,
} from './values/solana/SolNetwork'
