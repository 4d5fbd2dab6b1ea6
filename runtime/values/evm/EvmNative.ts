import { NativeAmount, type NativeAmountInput, type NativeCurrency } from '../NativeAmount'

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

const EVM: NativeCurrency<EvmUnitName> = { units: EVM_UNITS, mainUnit: 'ether', symbol: 'ETH', chain: 'EVM' }

/**
 * An amount of a chain's native coin, held exactly in wei. The display symbol is ETH whatever
 * the chain's own coin is called.
 *
 * @example EvmNative.create('1.5').wei // '1500000000000000000'
 * @example EvmNative.create(21, 'gwei').ether // '0.000000021'
 */
export class EvmNative extends NativeAmount {
  /**
   * @param unit What `value` is counted in. @default 'ether'
   * @throws W3DataError C0005 `Not supported EVM unit: {unit}` for a name not in `EVM_UNITS`
   * (names are case-sensitive) or a negative or fractional decimals count; C0500 for a malformed amount.
   */
  static create(value: EvmNativeValue, unit: EvmNativeUnit = 'ether'): EvmNative {
    if (value instanceof EvmNative) return value
    return new EvmNative(NativeAmount.parse(EVM, value, unit), EVM)
  }

  /** The amount in wei, as an integer string. */
  get wei(): string {
    return this.smallest
  }

  /** The amount in ether, without trailing zeros: '1.5'. */
  get ether(): string {
    return this.in('ether')
  }

  /** The amount in gwei, without trailing zeros: '21'. */
  get gwei(): string {
    return this.in('gwei')
  }
}
