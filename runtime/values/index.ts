export type { AptosAddressInput } from './aptos/AptosAddress'
export { AptosAddress, isAptosAddress, normalizeAptosAddress } from './aptos/AptosAddress'
export type { AptosNativeUnit, AptosNativeValue } from './aptos/AptosNative'
export { APTOS_DECIMALS, AptosNative } from './aptos/AptosNative'
export type { AptosNetworkInput, AptosNetworkName } from './aptos/AptosNetwork'
export {
  APTOS_NETWORK_NAMES,
  AptosNetwork,
  isAptosNetwork,
  normalizeAptosNetwork,
} from './aptos/AptosNetwork'
export type { EvmChainCurrency, EvmChainData, EvmChainExplorer } from './evm/chains'
export { EVM_CHAIN_DATA } from './evm/chains'
export type { EvmAddressFormat, EvmAddressInput } from './evm/EvmAddress'
export {
  EvmAddress,
  isEvmAddress,
  lowercaseEvmAddress,
  normalizeEvmAddress,
  toChecksumAddress,
} from './evm/EvmAddress'
export type { EvmChainInput, EvmChainName, EvmExplorerTarget } from './evm/EvmChain'
export {
  DEFAULT_EVM_CHAIN,
  EVM_CHAINS,
  EvmChain,
  evmChainDecimal,
  isEvmChain,
  normalizeEvmChain,
} from './evm/EvmChain'
export type { EvmNativeUnit, EvmNativeValue, EvmUnitName } from './evm/EvmNative'
export { EVM_DECIMALS, EVM_UNITS, EvmNative } from './evm/EvmNative'
export type { SolAddressInput } from './solana/SolAddress'
export { isSolAddress, normalizeSolAddress, SolAddress } from './solana/SolAddress'
export type { SolNativeUnit, SolNativeValue } from './solana/SolNative'
export { SOL_DECIMALS, SolNative } from './solana/SolNative'
export type { SolNetworkInput, SolNetworkName } from './solana/SolNetwork'
export {
  DEFAULT_SOL_NETWORK,
  isSolNetwork,
  normalizeSolNetwork,
  SOL_NETWORK_NAMES,
  SolNetwork,
} from './solana/SolNetwork'
