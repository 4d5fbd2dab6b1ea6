import { BigNumber } from '../../bignumber/BigNumber'
import { formatDecimal, parseDecimal } from '../../bignumber/decimal'
import { CoreErrorCode } from '../../errors/codes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'

/** Decimals of the solana unit: 1 SOL is 10^9 lamports (seed 001 §9). */
export const SOL_DECIMALS = 9

/** `solana` (9 decimals), `lamports` (0), or the decimals count of the value as a non-negative integer. */
export type SolNativeUnit = 'solana' | 'lamports' | number

/** An amount as callers may pass it, read in the given unit. */
export type SolNativeValue = SolNative | BigNumber | string | number | bigint

function unitDecimals(unit: unknown): number {
  if (unit === 'solana') return SOL_DECIMALS
  if (unit === 'lamports') return 0
  if (typeof unit === 'number' && Number.isInteger(unit) && unit >= 0) return unit
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Not supported Solana unit: ${describeValue(unit)}`,
  })
}

/**
 * An amount of native SOL, held exactly in lamports.
 *
 * @example SolNative.create('1.5').lamports // '1500000000'
 * @example SolNative.create(902329912, 'lamports').solana // '0.902329912'
 */
export class SolNative {
  /** The amount in lamports, as an integer string. */
  readonly lamports: string

  private constructor(lamports: string) {
    this.lamports = lamports
  }

  /**
   * @param unit What `value` is counted in. @default 'solana'
   * @throws W3DataError C0005 `Not supported Solana unit: {unit}` (names are case-sensitive);
   * C0500 when `value` is not a decimal with at most the unit's decimals (see
   * runtime/bignumber/decimal.ts).
   */
  static create(value: SolNativeValue, unit: SolNativeUnit = 'solana'): SolNative {
    if (value instanceof SolNative) return value
    const decimals = unitDecimals(unit)
    const amount = typeof value === 'bigint' || value instanceof BigNumber ? value.toString() : value
    return new SolNative(parseDecimal(amount, decimals))
  }

  /** The amount in SOL, without trailing zeros: '1.5'. */
  get solana(): string {
    return formatDecimal(this.lamports, SOL_DECIMALS)
  }

  /** The amount in lamports as a `BigNumber`, for arithmetic. */
  get value(): BigNumber {
    return BigNumber.from(this.lamports)
  }

  /** For display: '1.5 SOL'. */
  format(): string {
    return `${this.solana} SOL`
  }

  /** True when both hold the same number of lamports. */
  equals(other: SolNative): boolean {
    return other.lamports === this.lamports
  }

  /** The amount in lamports. */
  toString(): string {
    return this.lamports
  }

  /** The amount in lamports, as a string so that JSON never rounds it. */
  toJSON(): string {
    return this.lamports
  }
}
