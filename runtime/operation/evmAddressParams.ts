// EVM address parameters, checked and cased as EvmAddress does it, with keccak-256 loaded on first
// need: only a mixed-case address (its checksum checked) or one sent in a body (checksummed) needs
// it, so an app whose calls never do that never loads the hash.
import { checksumAddress, type Keccak256, lowercaseAddress } from '../values/evm/addressText'
import { LazyLibrary } from './lazyLibrary'

/** keccak-256, for the address checks. */
export const KECCAK = /* @__PURE__ */ new LazyLibrary<Keccak256>(async () => {
  const { keccak_256 } = await import('@noble/hashes/sha3.js')
  return (text) => keccak_256(new TextEncoder().encode(text))
})

/** The checksum form, as request bodies send it: normalizeEvmAddress's rules and error. */
export function checksumAddressParam(value: unknown): string {
  return checksumAddress(value, () => KECCAK.get())
}

/** The lowercase form, as URL paths and queries send it: lowercaseEvmAddress's rules and error. */
export function lowercaseAddressParam(value: unknown): string {
  return lowercaseAddress(value, checksumAddressParam)
}
