import { NativeAmount, type NativeAmountInput } from '../NativeAmount'
import { type NativeCurrency, smallestUnits } from '../nativeUnits'

/** Decimals of the aptos unit: 1 APT is 10^8 octas. */
export const APTOS_DECIMALS = 8

/** `aptos` (8 decimals), `octas` (0), or the decimals count of the value as a non-negative integer. */
export type AptosNativeUnit = 'aptos' | 'octas' | number

/** An amount as callers may pass it, read in the given unit. */
export type AptosNativeValue = NativeAmountInput

/** The native Aptos coin: its units and names. */
export const APTOS: NativeCurrency<'aptos' | 'octas'> = {
  units: { aptos: APTOS_DECIMALS, octas: 0 },
  symbol: 'APT',
  unitError: (unit) => `Not supported Aptos unit: ${unit}`,
}

/**
 * An amount of the native Aptos coin, held exactly in octas. As in the SDK, `format()`,
 * `toString()` and `toJSON()` give octas, and `aptos` keeps one fraction digit ('1.0').
 *
 * @example AptosNative.create('1.5').octas // '150000000'
 * @example AptosNative.create(150000000, 'octas').aptos // '1.5'
 */
export class AptosNative extends NativeAmount {
  /**
   * @param unit What `value` is counted in. @default 'aptos'
   * @throws W3DataError C0005 `Not supported Aptos unit: {unit}`; C0500 for a malformed amount.
   */
  static create(value: AptosNativeValue, unit: AptosNativeUnit = 'aptos'): AptosNative {
    if (value instanceof AptosNative) return value
    return new AptosNative(smallestUnits(APTOS, value, unit), APTOS)
  }

  /** True for the same amount; values that are not amounts are read in aptos. */
  static equals(a: AptosNativeValue, b: AptosNativeValue): boolean {
    return AptosNative.create(a).equals(AptosNative.create(b))
  }

  /** The amount in octas, as an integer string. */
  get octas(): string {
    return this.smallest
  }

  /** The amount in aptos: '1.5', '1.0'. */
  get aptos(): string {
    return this.in('aptos')
  }
}
