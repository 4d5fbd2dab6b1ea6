import { EvmAddress, type EvmAddressInput } from '../entries/index'

function lowercaseJson(this: EvmAddress): string {
  return this.lowercase
}

/**
 * An `EvmAddress` of `result`, whose JSON is the lowercase form, as moralis@2.27.2's
 * `EvmAddress.toJSON()` wrote it (the core's `toJSON()` writes the checksum form, for bodies).
 */
export function sdkEvmAddress(value: EvmAddressInput): EvmAddress {
  const address = EvmAddress.create(value instanceof EvmAddress ? value.checksum : value)
  Object.defineProperty(address, 'toJSON', { value: lowercaseJson, enumerable: false, configurable: true })
  return address
}
