import type Big from 'big.js'
import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'
import { formatDecimalAsSdk, hexInteger, parseDecimal } from './decimal'
import { describeValue } from './describeValue'
import { exactBig } from './exactBig'
import { numberLikeText } from './numberLike'

/** big.js's `Big.roundDown`, named here so that BigNumber loads big.js only when it makes a number. */
const ROUND_DOWN: Big.RoundingMode = 0

/** Anything `BigNumber.from` accepts. Numbers must be exact: safe integers or short decimals. */
export type BigNumberInput = string | number | bigint | BigNumber

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
      // Integers past 2^53 have already lost digits; an exponent form hides how many. NaN and
      // Infinity go on to big.js, which refuses them.
      const text = String(value)
      if (Number.isInteger(value) || /e/i.test(text))
        fail(`Number value is not exact, pass it as a string: ${text}`)
    }
    const text = BigNumber.#text(value)
    const hex = hexInteger(text)
    if (hex !== undefined) return exactBig(hex.toString())
    let big: Big
    try {
      big = exactBig(text)
    } catch (error) {
      return fail(`Invalid number: ${text}`, error)
    }
    // big.js documents exponents within ±1e6 but reads '1e300000000' as is; printing that runs out of memory.
    if (Math.abs(big.e) > MAX_EXPONENT) fail(`Invalid number: ${text}`)
    return big
  }

  /** What a value reads as: a number object of another library by its own text (see numberLike.ts). */
  static #text(value: unknown): string {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
      return String(value)
    const text = typeof value === 'object' && value !== null ? numberLikeText(value) : undefined
    return text ?? fail(`Invalid number: ${describeValue(value)}`)
  }

  /**
   * Reads decimal text ('1.5', '-25'), hex integers ('0x100', '-0x100'), numbers, bigints and, as
   * the SDK did, another library's number object by its `toString()` (ethers', bn.js).
   * @throws W3DataError C0500 `Invalid number: {value}` for text big.js cannot read or a
   * non-finite number, and `Number value is not exact, pass it as a string: {value}` for an unsafe
   * integer or a number printed with an exponent.
   */
  static from(value: BigNumberInput): BigNumber {
    return value instanceof BigNumber ? value : new BigNumber(BigNumber.#toBig(value))
  }

  /** The SDK's name for `from`. */
  static create(value: BigNumberInput): BigNumber {
    return BigNumber.from(value)
  }

  /**
   * The integer amount in the smallest unit: `BigNumber.fromDecimal('1.5', 8)` is 150000000.
   * @param decimals @default 0, as in the SDK
   */
  static fromDecimal(value: string | number | bigint, decimals = 0): BigNumber {
    return new BigNumber(
      exactBig(parseDecimal(typeof value === 'bigint' ? value.toString() : value, decimals)),
    )
  }

  /** True when both are the same number. @throws W3DataError C0500 when either is not a number. */
  static equals(a: BigNumberInput, b: BigNumberInput): boolean {
    return BigNumber.from(a).equals(b)
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
    return new BigNumber(this.#big.div(divisor).round(0, ROUND_DOWN))
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
    if (!this.#isInteger()) fail(`Not an integer: ${this}`)
    return BigInt(this.#big.toFixed(0))
  }

  /**
   * This integer in the smallest unit as a decimal amount, as the SDK writes it: 150000000 with 8
   * decimals is '1.5', 100000000 is '1.0'.
   */
  toDecimal(decimals: number): string {
    return formatDecimalAsSdk(this.toBigInt(), decimals)
  }

  /**
   * This integer in hex with an even number of digits, as the SDK writes it: '0x0a', '-0x01'.
   * @throws W3DataError C0500 `Not an integer: {value}`.
   */
  toHex(): string {
    const units = this.toBigInt()
    const sign = units < 0n ? '-' : ''
    const digits = (sign ? -units : units).toString(16)
    return `${sign}0x${digits.length % 2 === 0 ? digits : `0${digits}`}`
  }

  /** Plain notation, never an exponent: '1000000000000000000000', '0.0000001'. */
  toString(): string {
    return this.#big.toFixed()
  }

  /**
   * An integer in hex ('0x0de0b6b3a7640000'), as the SDK serializes it. A fraction, which the
   * SDK's integer-only BigNumber cannot hold, in plain decimal notation.
   */
  toJSON(): string {
    return this.#isInteger() ? this.toHex() : this.toString()
  }

  #isInteger(): boolean {
    return this.#big.eq(this.#big.round(0, ROUND_DOWN))
  }
}
