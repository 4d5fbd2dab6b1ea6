import { setMark } from '../marks'
import { canonicalText, TextValue } from '../TextValue'
import { decodeBase58 } from './base58'
import { SOL_ADDRESS, solAddressKind } from './solAddressText'

/** An address as callers may pass it: base58 text, or a `SolAddress`. */
export type SolAddressInput = SolAddress | string

const SOLANA = /* @__PURE__ */ solAddressKind(() => decodeBase58)

/**
 * A Solana address as the provider takes it: the base58 text, unchanged (base58 is case-sensitive,
 * so there is nothing to fold).
 *
 * @throws W3DataError C0005 `Invalid Solana address provided: {value}` for text that is not base58
 * or does not decode to exactly 32 bytes, and for non-string input. The message is
 * `Invalid Solana address provided`; the value is appended after a colon, as the other address
 * types do, so that text stays the prefix.
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
    // Read by the parameter checks, which accept a SolAddress without loading this class.
    setMark(this, SOL_ADDRESS, address)
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
    return decodeBase58(this.address)
  }

  /** True when both name the same account. @throws W3DataError C0005 when `a` is not an address. */
  static equals(a: SolAddressInput, b: SolAddressInput): boolean {
    return SolAddress.create(a).equals(b)
  }
}
