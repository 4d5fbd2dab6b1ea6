// Solana address parameters, checked as SolAddress does it, with base58 loaded on first need: an
// app whose calls take no Solana address never loads it.
import { type Base58Decode, solAddressKind } from '../values/solana/solAddressText'
import { canonicalText } from '../values/TextValue'
import { LoadNeeded } from './loadNeeded'

let decode: Base58Decode | undefined

/** Loads base58 for the address checks; a check that needed it can then run again. */
export async function loadBase58(): Promise<void> {
  const { base58 } = await import('@scure/base')
  decode ??= (text) => base58.decode(text)
}

/** Gives the address checks a base58 decoder at once, for callers that cannot wait for one to load. */
export function provideBase58(base58: Base58Decode): void {
  decode ??= base58
}

/** Thrown through the parameter schemas when an address needs base58 before it is loaded. */
export const BASE58_NEEDED = /* @__PURE__ */ new LoadNeeded(loadBase58)

const SOLANA = /* @__PURE__ */ solAddressKind(() => {
  if (!decode) throw BASE58_NEEDED
  return decode
})

/** A Solana address as the provider takes it: normalizeSolAddress's rules and error. */
export function solAddressParam(value: unknown): string {
  return canonicalText(SOLANA, value)
}
