// EVM address parameters, checked and cased as EvmAddress does it, with keccak-256 loaded on first
// need: only a mixed-case address (its checksum checked) or one sent in a body (checksummed) needs
// it, so an app whose calls never do that never loads the hash.
import { checksumAddress, type Keccak256, lowercaseAddress } from '../values/evm/addressText'
import { LoadNeeded } from './loadNeeded'

let keccak: Keccak256 | undefined

/** Loads keccak-256 for the address checks; a check that needed it can then run again. */
export async function loadKeccak(): Promise<void> {
  keccak ??= (await import('@noble/hashes/sha3')).keccak_256
}

/** Thrown through the parameter schemas when an address needs the hash before it is loaded. */
export const KECCAK_NEEDED = /* @__PURE__ */ new LoadNeeded(loadKeccak)

/** Gives the address checks a keccak-256 at once, for callers that cannot wait for one to load. */
export function provideKeccak(hash: Keccak256): void {
  keccak ??= hash
}

function loadedKeccak(): Keccak256 {
  if (!keccak) throw KECCAK_NEEDED
  return keccak
}

/** The checksum form, as request bodies send it: normalizeEvmAddress's rules and error. */
export function checksumAddressParam(value: unknown): string {
  return checksumAddress(value, loadedKeccak)
}

/** The lowercase form, as URL paths and queries send it: lowercaseEvmAddress's rules and error. */
export function lowercaseAddressParam(value: unknown): string {
  return lowercaseAddress(value, checksumAddressParam)
}
