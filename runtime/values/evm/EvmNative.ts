import { BigNumber } from '../../bignumber/BigNumber'
import { formatDecimal, parseDecimal } from '../../bignumber/decimal'
import { CoreErrorCode } from '../../errors/codes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'

/** Decimals of the ether unit: 1 ether is 10^18 wei. */
export const EVM_DECIMALS = 18

/** The named EVM units and their decimals. */
export const EVM_UNITS = {
  ether: 18,
  finney: 15,
  szabo: 12,
  gwei: 9,
  mwei: 6,
  kwei: 3,
  wei: 0,
} as const

/** A named EVM unit: 'ether', 'finney', 'szabo', 'gwei', 'mwei', 'kwei' or 'wei'. */
export type EvmUnitName = keyof typeof EVM_UNITS

/** A named unit (case-sensitive), or the decimals count of the value as a non-negative integer. */
export type EvmNativeUnit = EvmUnitName | number

/** An amount as callers may pass it, read in the given unit. */
export type EvmNativeValue = EvmNative | BigNumber | string | number | bigint

const GWEI_DECIMALS = EVM_UNITS.gwei

function unitDecimals(unit: unknown): number {
  if (typeof unit === 'string' && Object.hasOwn(EVM_UNITS, unit)) return EVM_UNITS[unit as EvmUnitName]
  if (typeof unit === 'number' && Number.isInteger(unit) && unit >= 0) return unit
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Not supported EVM unit: ${describeValue(unit)}`,
  })
}

/**
 * An amount of a chain's native coin, held exactly in wei.
 *
 * @example EvmNative.create('1.5').wei // '1500000000000000000'
 * @example EvmNative.create(21, 'gwei').ether // '0.000000021'
 */
export class EvmNative {
  /** The amount in wei, as an integer string. */
  readonly wei: string

  private constructor(wei: string) {
    this.wei = wei
  }

  /**
   * @param unit What `value` is counted in. @default 'ether'
   * @throws W3DataError C0005 `Not supported EVM unit: {unit}` for a name not in `EVM_UNITS`
   * (names are case-sensitive) or a negative or fractional decimals count; C0500 when `value` is
   * not a decimal with at most the unit's decimals (see runtime/bignumber/decimal.ts).
   */
  static create(value: EvmNativeValue, unit: EvmNativeUnit = 'ether'): EvmNative {
    if (value instanceof EvmNative) return value
    const decimals = unitDecimals(unit)
    const amount = typeof value === 'bigint' || value instanceof BigNumber ? value.toString() : value
    return new EvmNative(parseDecimal(amount, decimals))
  }

  /** The amount in ether, without trailing zeros: '1.5'. */
  get ether(): string {
    return formatDecimal(this.wei, EVM_DECIMALS)
  }

  /** The amount in gwei, without trailing zeros: '21'. */
  get gwei(): string {
    return formatDecimal(this.wei, GWEI_DECIMALS)
  }

  /** The amount in wei as a `BigNumber`, for arithmetic. */
  get value(): BigNumber {
    return BigNumber.from(this.wei)
  }

  /** For display: '1.5 ETH'. The symbol is ETH whatever the chain's own coin is called. */
  format(): string {
    return `${this.ether} ETH`
  }

  /** True when both hold the same number of wei. */
  equals(other: EvmNative): boolean {
    return other.wei === this.wei
  }

  /** The amount in wei. */
  toString(): string {
    return this.wei
  }

  /** The amount in wei, as a string so that JSON never rounds it. */
  toJSON(): string {
    return this.wei
  }
}
