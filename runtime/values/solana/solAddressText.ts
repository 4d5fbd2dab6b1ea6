// A Solana address as text, given a base58 decoder: the rules SolAddress and the parameter checks
// share. No decoder is imported here, so the parameter checks can load theirs lazily.
import { isMarked } from '../marks'
import type { TextKind } from '../TextValue'

/** Bytes of base58 text, as `@scure/base`'s `base58.decode` reads them; throws on other text. */
export type Base58Decode = (text: string) => Uint8Array

/** Marks SolAddress objects, so that code which never loads the class can still accept them. */
export const SOL_ADDRESS = Symbol.for('w3data.SolAddress')

/** Bytes of a Solana public key (an account, mint or program address). */
const ADDRESS_BYTES = 32

// 32 bytes take at most 44 base58 characters. Longer text never decodes to 32 bytes; it is
// rejected before decoding, which takes time quadratic in the length.
const MAX_LENGTH = 44

/** True when the text is base58 (Bitcoin alphabet) that decodes to exactly 32 bytes. */
function isBase58Key(value: string, decode: () => Base58Decode): boolean {
  if (value.length > MAX_LENGTH) return false
  const read = decode()
  try {
    return read(value).length === ADDRESS_BYTES
  } catch {
    return false
  }
}

/**
 * Solana addresses as a TextKind: a SolAddress, or base58 text of 32 bytes. The decoder is asked
 * for only once the text could be an address.
 */
export function solAddressKind(decode: () => Base58Decode): TextKind<string> {
  return {
    refusal: 'Invalid Solana address provided',
    find(value) {
      if (isMarked(value, SOL_ADDRESS)) return value[SOL_ADDRESS] as string
      return typeof value === 'string' && isBase58Key(value, decode) ? value : undefined
    },
  }
}
