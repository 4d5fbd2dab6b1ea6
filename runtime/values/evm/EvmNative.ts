import { NativeAmount, type NativeAmountInput } from '../NativeAmount'
import { type NativeCurrency, smallestUnits } from '../nativeUnits'

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
export type EvmNativeValue = NativeAmountInput

// The EVM unit message is the SDK's (moralis@2.27.2), which names no value.
export const EVM: NativeCurrency<EvmUnitName> = {
  units: EVM_UNITS,
  symbol: 'ETH',
  unitError: () => 'Unit should be a decimal number or valid EvmNativeUnit string',
}

/**
 * An amount of a chain's native coin, held exactly in wei. As in the SDK, `format()`, `toString()`
 * and `toJSON()` give wei, and the unit getters keep one fraction digit ('1.0').
 *
 * @example EvmNative.create('1.5').wei // '1500000000000000000'
 * @example EvmNative.create(21, 'gwei').ether // '0.000000021'
 */
export class EvmNative extends NativeAmount {
  /**
   * @param unit What `value` is counted in. @default 'ether'
   * @throws W3DataError C0005 `Unit should be a decimal number or valid EvmNativeUnit string` for
   * a name not in `EVM_UNITS` (names are case-sensitive) or a negative or fractional decimals
   * count; C0500 for a malformed amount.
   */
  static create(value: EvmNativeValue, unit: EvmNativeUnit = 'ether'): EvmNative {
    if (value instanceof EvmNative) return value
    return new EvmNative(smallestUnits(EVM, value, unit), EVM)
  }

  /** True for the same amount; values that are not amounts are read in ether. */
  static equals(a: EvmNativeValue, b: EvmNativeValue): boolean {
    return EvmNative.create(a).equals(EvmNative.create(b))
  }

  /** The amount in wei, as an integer string. */
  get wei(): string {
    return this.smallest
  }

  /** The amount in ether: '1.5', '1.0'. */
  get ether(): string {
    return this.in('ether')
  }

  /** The amount in gwei: '21.0'. */
  get gwei(): string {
    return this.in('gwei')
  }
}
