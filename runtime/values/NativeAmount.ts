import { BigNumber } from '../bignumber/BigNumber'
import { formatDecimal, parseDecimal } from '../bignumber/decimal'
import { CoreErrorCode } from '../errors/codes'
import { W3DataError } from '../errors/W3DataError'
import { describeValue } from './describeValue'

/** What tells one chain's native coin from another: its units, main unit and names. */
export interface NativeCurrency<TUnit extends string = string> {
  /** Named units and their decimals; the smallest has 0. */
  readonly units: Readonly<Record<TUnit, number>>
  /** The unit amounts are read and shown in by default. */
  readonly mainUnit: TUnit
  /** For display: 'APT'. */
  readonly symbol: string
  /** For the unit error: `Not supported {chain} unit: {unit}`. */
  readonly chain: string
}

/** An amount as callers may pass it, read in the given unit. */
export type NativeAmountInput = NativeAmount | BigNumber | string | number | bigint

/** Decimals of a named unit, or a decimals count given as a non-negative integer. */
function unitDecimals(currency: NativeCurrency, unit: unknown): number {
  if (typeof unit === 'string' && Object.hasOwn(currency.units, unit)) return currency.units[unit] as number
  if (typeof unit === 'number' && Number.isInteger(unit) && unit >= 0) return unit
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Not supported ${currency.chain} unit: ${describeValue(unit)}`,
  })
}

/**
 * An amount of a chain's native coin, held exactly as an integer string of its smallest unit.
 * AptosNative, EvmNative and SolNative are this with their currency.
 */
export abstract class NativeAmount {
  protected constructor(
    /** The amount in the smallest unit (octas, wei, lamports), as an integer string. */
    protected readonly smallest: string,
    private readonly currency: NativeCurrency,
  ) {}

  /**
   * The smallest-unit integer string of `value` read in `unit`.
   * @throws W3DataError C0005 `Not supported {chain} unit: {unit}`; C0500 when `value` is not a
   * decimal with at most the unit's decimals (see runtime/bignumber/decimal.ts).
   */
  protected static parse(currency: NativeCurrency, value: NativeAmountInput, unit: unknown): string {
    if (value instanceof NativeAmount) {
      // create() returns an amount of its own coin as it is; another coin's is never converted.
      throw new W3DataError({
        code: CoreErrorCode.INVALID_ARGUMENT,
        message: `Expected an amount in ${currency.symbol}, got ${value.format()}`,
      })
    }
    const decimals = unitDecimals(currency, unit)
    return parseDecimal(
      typeof value === 'bigint' || value instanceof BigNumber ? value.toString() : value,
      decimals,
    )
  }

  /** The amount in `unit`, without trailing zeros: '1.5'. */
  in(unit: string | number): string {
    return formatDecimal(this.smallest, unitDecimals(this.currency, unit))
  }

  /** The amount in the smallest unit as a `BigNumber`, for arithmetic. */
  get value(): BigNumber {
    return BigNumber.from(this.smallest)
  }

  /** For display: '1.5 APT'. */
  format(): string {
    return `${this.in(this.currency.mainUnit)} ${this.currency.symbol}`
  }

  /** True for the same coin and the same amount. */
  equals(other: NativeAmount): boolean {
    return (
      other instanceof NativeAmount && other.currency === this.currency && other.smallest === this.smallest
    )
  }

  /** The amount in the smallest unit. */
  toString(): string {
    return this.smallest
  }

  /** The amount in the smallest unit, as a string so that JSON never rounds it. */
  toJSON(): string {
    return this.smallest
  }
}
