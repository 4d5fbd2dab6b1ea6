import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'
import { BigNumber } from './BigNumber'
import { formatDecimalAsSdk, parseDecimal } from './decimal'
import { describeValue } from './describeValue'

/** What tells one chain's native coin from another: its units and names. */
export interface NativeCurrency<TUnit extends string = string> {
  /** Named units and their decimals; the smallest has 0. */
  readonly units: Readonly<Record<TUnit, number>>
  /** For messages: 'APT'. */
  readonly symbol: string
  /** The message for a unit that is neither named nor a decimals count. */
  readonly unitError: (unit: string) => string
}

/** An amount as callers may pass it, read in the given unit. */
export type NativeAmountInput = NativeAmount | BigNumber | string | number | bigint

/** Decimals of a named unit, or a decimals count given as a non-negative integer. */
function unitDecimals(currency: NativeCurrency, unit: unknown): number {
  if (typeof unit === 'string' && Object.hasOwn(currency.units, unit)) return currency.units[unit] as number
  if (typeof unit === 'number' && Number.isInteger(unit) && unit >= 0) return unit
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: currency.unitError(describeValue(unit)),
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
   * @throws W3DataError C0005 with the currency's unit message; C0500 when `value` is not a
   * decimal with at most the unit's decimals (see runtime/values/decimal.ts).
   */
  protected static parse(currency: NativeCurrency, value: NativeAmountInput, unit: unknown): string {
    if (value instanceof NativeAmount) {
      // create() returns an amount of its own coin as it is; another coin's is never converted.
      throw new W3DataError({
        code: CoreErrorCode.INVALID_ARGUMENT,
        message: `Expected an amount in ${currency.symbol}, got an amount in ${value.currency.symbol}`,
      })
    }
    const decimals = unitDecimals(currency, unit)
    return parseDecimal(
      typeof value === 'bigint' || value instanceof BigNumber ? value.toString() : value,
      decimals,
    )
  }

  /** The amount in `unit` as the SDK writes it, without trailing zeros but one: '1.5', '1.0'. */
  in(unit: string | number): string {
    return formatDecimalAsSdk(this.smallest, unitDecimals(this.currency, unit))
  }

  /** The amount in the smallest unit as a `BigNumber`, for arithmetic. */
  get value(): BigNumber {
    return BigNumber.from(this.smallest)
  }

  /** The amount in the smallest unit, as the SDK formats it. */
  format(): string {
    return this.smallest
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
