import Big from 'big.js'
import { CoreErrorCode } from '../errors/codes'
import { W3DataError } from '../errors/W3DataError'
import { describeValue } from '../values/describeValue'
import { formatDecimal, parseDecimal } from './decimal'

/** Anything `BigNumber.from` accepts. Numbers must be exact: safe integers or short decimals. */
export type BigNumberInput = string | number | bigint | BigNumber

// A private constructor so the global Big config of the application is never touched. Rounding
// down makes the 20-place division an exact prefix of the true quotient, so truncating it again
// to an integer gives the true truncated quotient.
const Exact = Big()
Exact.RM = Big.roundDown

/** The exponent range big.js documents (its `e` is -1e6 to 1e6). */
const MAX_EXPONENT = 1e6

function fail(message: string, cause?: unknown): never {
  throw new W3DataError({ code: CoreErrorCode.BIG_NUMBER_ERROR, message, cause })
}

/**
 * An immutable exact number on big.js, for amounts that must never pass through a float. Values
 * may be integers or decimals; `div` truncates toward zero like bigint division.
 *
 * @example BigNumber.from('18446744073709551616').add(1).toString() // '18446744073709551617'
 */
export class BigNumber {
  readonly #big: Big

  private constructor(big: Big) {
    this.#big = big
  }

  static #toBig(value: BigNumberInput): Big {
    if (value instanceof BigNumber) return value.#big
    if (typeof value === 'number' && !Number.isSafeInteger(value)) {
      if (!Number.isFinite(value)) fail(`Invalid number: ${value}`)
      // Integers past 2^53 have already lost digits; an exponent form hides how many.
      const text = String(value)
      if (Number.isInteger(value) || /e/i.test(text))
        fail(`Number value is not exact, pass it as a string: ${text}`)
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
      fail(`Invalid number: ${describeValue(value)}`)
    }
    let big: Big
    try {
      big = new Exact(value)
    } catch (error) {
      return fail(`Invalid number: ${value}`, error)
    }
    // big.js documents exponents within ±1e6 but reads '1e300000000' as is; printing that runs out of memory.
    if (Math.abs(big.e) > MAX_EXPONENT) fail(`Invalid number: ${value}`)
    return big
  }

  /**
   * @throws W3DataError C0500 `Invalid number: {value}` for text big.js cannot read or a
   * non-finite number, and `Number value is not exact, pass it as a string: {value}` for an unsafe
   * integer or a number printed with an exponent.
   */
  static from(value: BigNumberInput): BigNumber {
    return value instanceof BigNumber ? value : new BigNumber(BigNumber.#toBig(value))
  }

  /** The integer amount in the smallest unit: `BigNumber.fromDecimal('1.5', 8)` is 150000000. */
  static fromDecimal(value: string | number, decimals: number): BigNumber {
    return new BigNumber(new Exact(parseDecimal(value, decimals)))
  }

  add(other: BigNumberInput): BigNumber {
    return new BigNumber(this.#big.plus(BigNumber.#toBig(other)))
  }

  sub(other: BigNumberInput): BigNumber {
    return new BigNumber(this.#big.minus(BigNumber.#toBig(other)))
  }

  mul(other: BigNumberInput): BigNumber {
    return new BigNumber(this.#big.times(BigNumber.#toBig(other)))
  }

  /** The quotient truncated toward zero. @throws W3DataError C0500 `Division by zero`. */
  div(other: BigNumberInput): BigNumber {
    const divisor = BigNumber.#toBig(other)
    if (divisor.eq(0)) fail('Division by zero')
    return new BigNumber(this.#big.div(divisor).round(0, Big.roundDown))
  }

  /** -1, 0 or 1 as this is less than, equal to or greater than `other`. */
  cmp(other: BigNumberInput): -1 | 0 | 1 {
    return this.#big.cmp(BigNumber.#toBig(other))
  }

  equals(other: BigNumberInput): boolean {
    return this.cmp(other) === 0
  }

  lt(other: BigNumberInput): boolean {
    return this.cmp(other) < 0
  }

  gt(other: BigNumberInput): boolean {
    return this.cmp(other) > 0
  }

  /** @throws W3DataError C0500 `Not an integer: {value}` when there is a fractional part. */
  toBigInt(): bigint {
    if (!this.#big.eq(this.#big.round(0, Big.roundDown))) fail(`Not an integer: ${this}`)
    return BigInt(this.#big.toFixed(0))
  }

  /** This integer in the smallest unit as a decimal amount: 150000000 with 8 decimals is '1.5'. */
  toDecimal(decimals: number): string {
    return formatDecimal(this.toBigInt(), decimals)
  }

  /** Plain notation, never an exponent: '1000000000000000000000', '0.0000001'. */
  toString(): string {
    return this.#big.toFixed()
  }

  toJSON(): string {
    return this.toString()
  }
}
