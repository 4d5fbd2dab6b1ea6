import { base58 } from '@scure/base'
import { canonicalText, type TextKind, TextValue } from '../TextValue'

/** An address as callers may pass it: base58 text, or a `SolAddress`. */
export type SolAddressInput = SolAddress | string

/** Bytes of a Solana public key (an account, mint or program address). */
const ADDRESS_BYTES = 32

// 32 bytes take at most 44 base58 characters. Longer text never decodes to 32 bytes; it is
// rejected before decoding, which takes time quadratic in the length.
const MAX_LENGTH = 44

/** True when the text is base58 (Bitcoin alphabet) that decodes to exactly 32 bytes. */
function isBase58Key(value: string): boolean {
  if (value.length > MAX_LENGTH) return false
  try {
    return base58.decode(value).length === ADDRESS_BYTES
  } catch {
    return false
  }
}

const SOLANA: TextKind<string> = {
  refusal: 'Invalid Solana address provided',
  find(value) {
    if (value instanceof SolAddress) return value.address
    return typeof value === 'string' && isBase58Key(value) ? value : undefined
  },
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
  return canonicalText(SOLANA, value)
}

/** True when `normalizeSolAddress` would accept the value. */
export function isSolAddress(value: unknown): boolean {
  return SOLANA.find(value) !== undefined
}

/**
 * A validated Solana address (a 32-byte public key in base58).
 *
 * @example SolAddress.create('So11111111111111111111111111111111111111112').address
 */
export class SolAddress extends TextValue<string, SolAddressInput> {
  /** The base58 text, as given. */
  readonly address: string

  private constructor(address: string) {
    super(SOLANA)
    this.address = address
  }

  protected override get text(): string {
    return this.address
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
}
