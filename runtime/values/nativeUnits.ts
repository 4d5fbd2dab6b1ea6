// An amount of a chain's native coin read into its smallest unit: what NativeAmount's create() and
// the Aptos amount parameter share. It imports neither NativeAmount nor BigNumber and knows their
// objects by the marks they set, so a parameter check never loads big.js.
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

/** Marks BigNumber objects. */
export const BIG_NUMBER = Symbol.for('w3data.BigNumber')

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
 * a BigNumber, a bigint, decimal text or a number.
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
  const decimals = unitDecimals(currency, unit)
  return parseDecimal(
    typeof value === 'bigint' || isMarked(value, BIG_NUMBER) ? String(value) : (value as string | number),
    decimals,
  )
}
