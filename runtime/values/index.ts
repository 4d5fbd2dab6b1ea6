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
