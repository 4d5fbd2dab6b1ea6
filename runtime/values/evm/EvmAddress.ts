import { CoreErrorCode } from '../../contract/errorCodes'
import { W3DataError } from '../../errors/W3DataError'
import { checksumAddress, checksumDigits, EVM_ADDRESS, lowercaseAddress } from './addressText'
import { keccak256 } from './keccak'

/** An address as callers may pass it: 40 hex digits, with or without `0x`, or an `EvmAddress`. */
export type EvmAddressInput = EvmAddress | string

/** The 40 hex digits of a valid address in EIP-55 form, or undefined. */
const parse = (value: unknown) => checksumDigits(value, () => keccak256)

/**
 * The EIP-55 checksum form of an EVM address, as request bodies send it.
 *
 * Accepted: exactly 40 hex digits, after `0x`, `0X` or bare as the provider's SDK takes them, in
 * all-lowercase, all-uppercase, or mixed case that is the correct EIP-55 checksum; or an
 * `EvmAddress`. The result always has `0x`.
 *
 * @throws W3DataError C0005 `Invalid address provided: {value}` for anything else: 39 or 41
 * digits, non-hex characters, a mixed-case address whose checksum is wrong, non-string input.
 * @example normalizeEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')
 * // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function normalizeEvmAddress(value: unknown): string {
  return checksumAddress(value, () => keccak256)
}

/**
 * The lowercase form of an EVM address, as URL queries and stream address deletions send it.
 * Validates exactly like `normalizeEvmAddress`, so a wrong checksum is still rejected.
 *
 * @throws W3DataError C0005 `Invalid address provided: {value}`.
 * @example lowercaseEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
 * // '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
 */
export function lowercaseEvmAddress(value: unknown): string {
  return lowercaseAddress(value, normalizeEvmAddress)
}

/**
 * The EIP-55 checksum form of an address given as text. The same rules as `normalizeEvmAddress`
 * (a mixed-case input must already carry the right checksum); named after the familiar helper.
 *
 * @throws W3DataError C0005 `Invalid address provided: {value}`.
 * @example toChecksumAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')
 * // '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
 */
export function toChecksumAddress(address: string): string {
  return normalizeEvmAddress(address)
}

/** True when `normalizeEvmAddress` would accept the value. */
export function isEvmAddress(value: unknown): boolean {
  return parse(value) !== undefined
}

/** How `EvmAddress.format` writes an address. */
export type EvmAddressFormat = 'lowercase' | 'checksum'

/**
 * A validated EVM address, held in its EIP-55 checksum form. `format()` gives the lowercase form by
 * default, as the SDK does. Unlike moralis@2.27.2, whose `toJSON()` is lowercase, `toJSON()` gives
 * the checksum form: request bodies carry addresses in checksum form, and a body is
 * JSON.
 *
 * @example EvmAddress.create('0xdbf03b407c01e7cd3cbea99509d93f8dddc8c6fb').checksum
 * // '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'
 */
export class EvmAddress {
  /** `0x` and 40 hex digits in EIP-55 checksum casing. */
  readonly checksum: string

  private constructor(checksum: string) {
    this.checksum = checksum
    // The mark the parameter checks read, to accept an EvmAddress without loading this class. Set
    // here, not as a getter with a computed key, which makes esbuild keep the class (and its
    // keccak-256) in every bundle of a file that holds it.
    Object.defineProperty(this, EVM_ADDRESS, { value: true })
  }

  /** The address of no account: `0x` and 40 zeros. */
  static get ZERO_ADDRESS(): EvmAddress {
    return new EvmAddress(`0x${'0'.repeat(40)}`)
  }

  /** @throws W3DataError C0005 `Invalid address provided: {value}`. */
  static create(value: EvmAddressInput): EvmAddress {
    return value instanceof EvmAddress ? value : new EvmAddress(normalizeEvmAddress(value))
  }

  /** True when both name the same account. @throws W3DataError C0005 when `a` is not an address. */
  static equals(a: EvmAddressInput, b: EvmAddressInput): boolean {
    return EvmAddress.create(a).equals(b)
  }

  /** `0x` and 40 lowercase hex digits. */
  get lowercase(): string {
    return this.checksum.toLowerCase()
  }

  /** True when both name the same account, whatever their casing. An invalid `other` is simply not equal. */
  equals(other: EvmAddressInput): boolean {
    return parse(other) === this.checksum.slice(2)
  }

  /**
   * The address in the given casing.
   * @throws W3DataError C0005 `Cannot format address, invalid config.formatAddress` for another style
   * (the SDK's message, reachable from untyped code only).
   */
  format(style: EvmAddressFormat = 'lowercase'): string {
    if (style === 'lowercase') return this.lowercase
    if (style === 'checksum') return this.checksum
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: 'Cannot format address, invalid config.formatAddress',
    })
  }

  /** The checksum form. */
  toString(): string {
    return this.checksum
  }

  /** The checksum form, as request bodies send it (see the class comment). */
  toJSON(): string {
    return this.checksum
  }
}
