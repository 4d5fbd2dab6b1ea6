import { BigNumber } from './BigNumber'
import { formatDecimalAsSdk } from './decimal'
import { setMark } from './marks'
import { NATIVE_CURRENCY, type NativeCurrency, unitDecimals } from './nativeUnits'

/** An amount as callers may pass it, read in the given unit. */
export type NativeAmountInput = NativeAmount | BigNumber | string | number | bigint

/**
 * An amount of a chain's native coin, held exactly as an integer string of its smallest unit.
 * AptosNative, EvmNative and SolNative are this with their currency.
 */
export abstract class NativeAmount {
  protected constructor(
    /** The amount in the smallest unit (octas, wei, lamports), as an integer string. */
    protected readonly smallest: string,
    private readonly currency: NativeCurrency,
  ) {
    setMark(this, NATIVE_CURRENCY, currency)
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
