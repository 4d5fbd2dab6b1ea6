import { BigNumber } from '../../bignumber/BigNumber'
import { formatDecimal, parseDecimal } from '../../bignumber/decimal'
import { CoreErrorCode } from '../../errors/codes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'

/** Decimals of the aptos unit: 1 APT is 10^8 octas. */
export const APTOS_DECIMALS = 8

/** `aptos` (8 decimals), `octas` (0), or the decimals count of the value as a non-negative integer. */
export type AptosNativeUnit = 'aptos' | 'octas' | number

/** An amount as callers may pass it, read in the given unit. */
export type AptosNativeValue = AptosNative | BigNumber | string | number | bigint

function unitDecimals(unit: unknown): number {
  if (unit === 'aptos') return APTOS_DECIMALS
  if (unit === 'octas') return 0
  if (typeof unit === 'number' && Number.isInteger(unit) && unit >= 0) return unit
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Not supported Aptos unit: ${describeValue(unit)}`,
  })
}

/**
 * An amount of the native Aptos coin, held exactly in octas.
 *
 * @example AptosNative.create('1.5').octas // '150000000'
 * @example AptosNative.create(150000000, 'octas').aptos // '1.5'
 */
export class AptosNative {
  /** The amount in octas, as an integer string. */
  readonly octas: string

  private constructor(octas: string) {
    this.octas = octas
  }

  /**
   * @param unit What `value` is counted in. @default 'aptos'
   * @throws W3DataError C0005 `Not supported Aptos unit: {unit}`; C0500 when `value` is not a
   * decimal with at most the unit's decimals (see runtime/bignumber/decimal.ts).
   */
  static create(value: AptosNativeValue, unit: AptosNativeUnit = 'aptos'): AptosNative {
    if (value instanceof AptosNative) return value
    const decimals = unitDecimals(unit)
    const amount = typeof value === 'bigint' || value instanceof BigNumber ? value.toString() : value
    return new AptosNative(parseDecimal(amount, decimals))
  }

  /** The amount in aptos, without trailing zeros: '1.5'. */
  get aptos(): string {
    return formatDecimal(this.octas, APTOS_DECIMALS)
  }

  /** The amount in octas as a `BigNumber`, for arithmetic. */
  get value(): BigNumber {
    return BigNumber.from(this.octas)
  }

  /** For display: '1.5 APT'. */
  format(): string {
    return `${this.aptos} APT`
  }

  /** True when both hold the same number of octas. */
  equals(other: AptosNative): boolean {
    return other.octas === this.octas
  }

  /** The amount in octas. */
  toString(): string {
    return this.octas
  }

  /** The amount in octas, as a string so that JSON never rounds it. */
  toJSON(): string {
    return this.octas
  }
}
