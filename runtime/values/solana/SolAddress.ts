import { base58 } from '@scure/base'
import { CoreErrorCode } from '../../contract/errorCodes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'

/** An address as callers may pass it: base58 text, or a `SolAddress`. */
export type SolAddressInput = SolAddress | string

/** Bytes of a Solana public key (an account, mint or program address). */
const ADDRESS_BYTES = 32

// 32 bytes take at most 44 base58 characters; longer text is rejected before decoding, which is
// quadratic in the length.
const MAX_LENGTH = 44

/** True when the text is base58 (Bitcoin alphabet) that decodes to exactly 32 bytes. */
function isBase58Key(value: string): boolean {
  if (value.length === 0 || value.length > MAX_LENGTH) return false
  try {
    return base58.decode(value).length === ADDRESS_BYTES
  } catch {
    return false
  }
}

/**
 * A Solana address as the provider takes it: the base58 text, unchanged (base58 is case-sensitive,
 * so there is nothing to fold).
 *
 * @throws W3DataError C0005 `Invalid Solana address provided: {value}` for text that is not base58
 * or does not decode to exactly 32 bytes, and for non-string input. The seed's message is
 * `Invalid Solana address provided`; the value is appended after a colon, as the other address
 * types do, so the seed's text stays the prefix.
 * @example normalizeSolAddress('So11111111111111111111111111111111111111112') // unchanged
 */
export function normalizeSolAddress(value: unknown): string {
  if (value instanceof SolAddress) return value.address
  if (typeof value !== 'string' || !isBase58Key(value)) {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Invalid Solana address provided: ${describeValue(value)}`,
    })
  }
  return value
}

/** True when `normalizeSolAddress` would accept the value. */
export function isSolAddress(value: unknown): boolean {
  if (value instanceof SolAddress) return true
  return typeof value === 'string' && isBase58Key(value)
}

/**
 * A validated Solana address (a 32-byte public key in base58).
 *
 * @example SolAddress.create('So11111111111111111111111111111111111111112').address
 */
export class SolAddress {
  /** The base58 text, as given. */
  readonly address: string

  private constructor(address: string) {
    this.address = address
  }

  /** @throws W3DataError C0005 `Invalid Solana address provided: {value}`. */
  static create(value: SolAddressInput): SolAddress {
    return value instanceof SolAddress ? value : new SolAddress(normalizeSolAddress(value))
  }

  /** The 32 bytes of the public key. */
  toBytes(): Uint8Array {
    return base58.decode(this.address)
  }

  /** True when both name the same account. @throws W3DataError C0005 when `a` is not an address. */
  static equals(a: SolAddressInput, b: SolAddressInput): boolean {
    return SolAddress.create(a).equals(b)
  }

  /** True when both name the same account. An invalid `other` is simply not equal. */
  equals(other: SolAddressInput): boolean {
    return isSolAddress(other) && normalizeSolAddress(other) === this.address
  }

  /** The address text, as the SDK formats it. */
  format(): string {
    return this.address
  }

  toString(): string {
    return this.address
  }

  toJSON(): string {
    return this.address
  }
}
