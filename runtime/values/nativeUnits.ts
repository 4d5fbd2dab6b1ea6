// An amount of a chain's native coin read into its smallest unit: what NativeAmount's create() and
// the amount parameters share. It imports neither NativeAmount nor BigNumber, so a parameter check
// never loads big.js: an amount is known by its mark, a BigNumber (as any number object) by its text.
import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'
import { parseDecimal } from './decimal'
import { describeValue } from './describeValue'
import { isMarked } from './marks'

/** What tells one chain's native coin from another: its units and names. */
export interface NativeCurrency<TUnit extends string = string> {
  /** Named units and their decimals; the smallest has 0. */
  readonly units: Readonly<Record<TUnit, number>>
  /** For messages: 'APT'. */
  readonly symbol: string
  /** The message for a unit that is neither named nor a decimals count. */
  readonly unitError: (unit: string) => string
}

/** Marks NativeAmount objects; the mark's value is their currency. */
export const NATIVE_CURRENCY = Symbol.for('w3data.NativeAmount')

/** Decimals of a named unit, or a decimals count given as a non-negative integer. */
export function unitDecimals(currency: NativeCurrency, unit: unknown): number {
  if (typeof unit === 'string' && Object.hasOwn(currency.units, unit)) return currency.units[unit] as number
  if (typeof unit === 'number' && Number.isInteger(unit) && unit >= 0) return unit
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: currency.unitError(describeValue(unit)),
  })
}

/**
 * The smallest-unit integer string of `value` read in `unit`: an amount of the same coin as it is,
 * decimal or hex text, a number, a bigint, a BigNumber or another library's number object.
 * @throws W3DataError C0005 for an amount of another coin, and with the currency's unit message;
 * C0500 when `value` is not a decimal with at most the unit's decimals (see ./decimal.ts).
 */
export function smallestUnits(currency: NativeCurrency, value: unknown, unit: unknown): string {
  if (isMarked(value, NATIVE_CURRENCY)) {
    const held = value[NATIVE_CURRENCY] as NativeCurrency
    if (held === currency) return String(value)
    // An amount of another coin is never converted.
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Expected an amount in ${currency.symbol}, got an amount in ${held.symbol}`,
    })
  }
  // Anything else is read, or refused, by parseDecimal itself.
  return parseDecimal(value as string | number | bigint, unitDecimals(currency, unit))
}
