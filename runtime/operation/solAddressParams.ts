// Solana address parameters, checked as SolAddress does it, with base58 loaded on first need: an
// app whose calls take no Solana address never loads it.
import { type Base58Decode, solAddressKind } from '../values/solana/solAddressText'
import { canonicalText } from '../values/TextValue'
import { LazyLibrary } from './lazyLibrary'

/** A base58 decoder, for the address checks. */
export const BASE58 = /* @__PURE__ */ new LazyLibrary<Base58Decode>(async () => {
  const { base58 } = await import('@scure/base')
  return (text) => base58.decode(text)
})

const SOLANA = /* @__PURE__ */ solAddressKind(() => BASE58.get())

/** A Solana address as the provider takes it: normalizeSolAddress's rules and error. */
export function solAddressParam(value: unknown): string {
  return canonicalText(SOLANA, value)
}
