import { NativeAmount, type NativeAmountInput, type NativeCurrency } from '../NativeAmount'

/** Decimals of the aptos unit: 1 APT is 10^8 octas. */
export const APTOS_DECIMALS = 8

/** `aptos` (8 decimals), `octas` (0), or the decimals count of the value as a non-negative integer. */
export type AptosNativeUnit = 'aptos' | 'octas' | number

/** An amount as callers may pass it, read in the given unit. */
export type AptosNativeValue = NativeAmountInput

const APTOS: NativeCurrency<'aptos' | 'octas'> = {
  units: { aptos: APTOS_DECIMALS, octas: 0 },
  mainUnit: 'aptos',
  symbol: 'APT',
  chain: 'Aptos',
}

/**
 * An amount of the native Aptos coin, held exactly in octas.
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
    return new AptosNative(NativeAmount.parse(APTOS, value, unit), APTOS)
  }

  /** The amount in octas, as an integer string. */
  get octas(): string {
    return this.smallest
  }

  /** The amount in aptos, without trailing zeros: '1.5'. */
  get aptos(): string {
    return this.in('aptos')
  }
}
