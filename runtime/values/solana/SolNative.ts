import { NativeAmount, type NativeAmountInput } from '../NativeAmount'
import { type NativeCurrency, smallestUnits } from '../nativeUnits'

/** Decimals of the solana unit: 1 SOL is 10^9 lamports . */
export const SOL_DECIMALS = 9

/** `solana` (9 decimals), `lamports` (0), or the decimals count of the value as a non-negative integer. */
export type SolNativeUnit = 'solana' | 'lamports' | number

/** An amount as callers may pass it, read in the given unit. */
export type SolNativeValue = NativeAmountInput

/** The native Solana coin: its units and names. */
export const SOLANA: NativeCurrency<'solana' | 'lamports'> = {
  units: { solana: SOL_DECIMALS, lamports: 0 },
  symbol: 'SOL',
  unitError: (unit) => `Not supported Solana unit: ${unit}`,
}

/**
 * An amount of native SOL, held exactly in lamports. As in the SDK, `format()`, `toString()` and
 * `toJSON()` give lamports, and `solana` keeps one fraction digit ('1.0').
 *
 * @example SolNative.create('1.5').lamports // '1500000000'
 * @example SolNative.create(902329912, 'lamports').solana // '0.902329912'
 */
export class SolNative extends NativeAmount {
  /**
   * @param unit What `value` is counted in. @default 'solana'
   * @throws W3DataError C0005 `Not supported Solana unit: {unit}`; C0500 for a malformed amount.
   */
  static create(value: SolNativeValue, unit: SolNativeUnit = 'solana'): SolNative {
    if (value instanceof SolNative) return value
    return new SolNative(smallestUnits(SOLANA, value, unit), SOLANA)
  }

  /** True for the same amount; values that are not amounts are read in solana. */
  static equals(a: SolNativeValue, b: SolNativeValue): boolean {
    return SolNative.create(a).equals(SolNative.create(b))
  }

  /** The amount in lamports, as an integer string. */
  get lamports(): string {
    return this.smallest
  }

  /** The amount in solana: '1.5', '1.0'. */
  get solana(): string {
    return this.in('solana')
  }
}
