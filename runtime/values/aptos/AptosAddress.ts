import { canonicalText, type TextKind, TextValue } from '../TextValue'

/** An address as callers may pass it: text with or without `0x`, or an `AptosAddress`. */
export type AptosAddressInput = AptosAddress | string

// 1 to 64 hex digits: at most 32 bytes, padded on the left.
const HEX_BODY = /^[0-9a-fA-F]{1,64}$/

const APTOS: TextKind<string> = {
  refusal: 'Invalid address provided',
  find(value) {
    if (value instanceof AptosAddress) return value.address
    if (typeof value !== 'string') return undefined
    const body = value.startsWith('0x') ? value.slice(2) : value
    return HEX_BODY.test(body) ? `0x${body.toLowerCase().padStart(64, '0')}` : undefined
  },
}

/**
 * The canonical form of an Aptos address: `0x` and 64 lowercase hex digits, left-padded with zeros.
 *
 * @throws W3DataError C0005 `Invalid address provided: {value}` for anything that is not 1 to 64
 * hex digits after an optional `0x`, including non-string input.
 * @example normalizeAptosAddress('0x1') // '0x0000…0001' (64 digits)
 */
export function normalizeAptosAddress(value: unknown): string {
  return canonicalText(APTOS, value)
}

/** True when `normalizeAptosAddress` would accept the value. */
export function isAptosAddress(value: unknown): boolean {
  return APTOS.find(value) !== undefined
}

/**
 * A validated Aptos address, held in its canonical 64-digit form. Unlike moralis@2.27.2, which keeps
 * the text as given, `address`, `format()` and `toJSON()` give the padded form (0x and 64 digits).
 *
 * @example AptosAddress.create('0x1').short // '0x1'
 */
export class AptosAddress extends TextValue<string, AptosAddressInput> {
  /** `0x` and 64 lowercase hex digits. */
  readonly address: string

  private constructor(address: string) {
    super(APTOS)
    this.address = address
  }

  protected override get text(): string {
    return this.address
  }

  /** @throws W3DataError C0005 `Invalid address provided: {value}`. */
  static create(value: AptosAddressInput): AptosAddress {
    return value instanceof AptosAddress ? value : new AptosAddress(normalizeAptosAddress(value))
  }

  /** The address without its leading zeros, as Aptos tools print it: '0x1'. The zero address is '0x0'. */
  get short(): string {
    return `0x${this.address.slice(2).replace(/^0+/, '') || '0'}`
  }

  /** True when both name the same account. @throws W3DataError C0005 when `a` is not an address. */
  static equals(a: AptosAddressInput, b: AptosAddressInput): boolean {
    return AptosAddress.create(a).equals(b)
  }
}
