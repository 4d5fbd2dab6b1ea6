// An EVM address as text, and its EIP-55 checksum given a keccak-256: the rules EvmAddress and the
// parameter checks share. No hash is imported here, so the parameter checks can load theirs lazily.
import { CoreErrorCode } from '../../contract/errorCodes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'

/** keccak-256 of text's UTF-8 bytes, as `@noble/hashes/sha3.js` computes it. */
export type Keccak256 = (text: string) => Uint8Array

/**
 * Exactly 40 hex digits (20 bytes), after `0x` or `0X` or bare, as ethers' getAddress (the
 * provider's SDK) reads them. No padding, no other prefix. Unlike getAddress, no ICAP form
 * (`XE…`, base 36): the provider documents Ethereum addresses as 40 hex characters.
 */
const ADDRESS = /^(?:0[xX])?([0-9a-fA-F]{40})$/

/** Marks EvmAddress objects, so that code which never loads the class can still accept them. */
export const EVM_ADDRESS = Symbol.for('w3data.EvmAddress')

/** All-lowercase and all-uppercase digits carry no checksum; mixed case must be the exact checksum. */
function isSingleCase(body: string): boolean {
  return body === body.toLowerCase() || body === body.toUpperCase()
}

/** The EIP-55 casing of 40 hex digits: a letter is uppercase where its nibble of keccak-256 is 8 or more. */
function checksumBody(body: string, keccak: Keccak256): string {
  const lower = body.toLowerCase()
  const hash = keccak(lower)
  return Array.from(lower, (char, i) => {
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    return nibble >= 8 ? char.toUpperCase() : char
  }).join('')
}

/**
 * The 40 hex digits of a valid address in EIP-55 form, or undefined: an EvmAddress, or text in
 * single case or in its exact checksum casing. The hash is asked for only once the text has the
 * shape of an address.
 */
export function checksumDigits(value: unknown, keccak: () => Keccak256): string | undefined {
  if (isEvmAddressObject(value)) return value.checksum.slice(2)
  if (typeof value !== 'string') return undefined
  const body = ADDRESS.exec(value)?.[1]
  if (body === undefined) return undefined
  const checksum = checksumBody(body, keccak())
  return isSingleCase(body) || body === checksum ? checksum : undefined
}

function isEvmAddressObject(value: unknown): value is { checksum: string } {
  return typeof value === 'object' && value !== null && EVM_ADDRESS in value
}

/** `0x` and the checksum digits. @throws W3DataError C0005 `Invalid address provided: {value}`. */
export function checksumAddress(value: unknown, keccak: () => Keccak256): string {
  const digits = checksumDigits(value, keccak)
  if (digits !== undefined) return `0x${digits}`
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Invalid address provided: ${describeValue(value)}`,
  })
}

/** `0x` and 40 lowercase digits, validated by `checksum` unless the text is in a single case already. */
export function lowercaseAddress(value: unknown, checksum: (value: unknown) => string): string {
  // Single-case input carries no checksum to check, so no hash is needed (the per-call path).
  if (typeof value === 'string') {
    const body = ADDRESS.exec(value)?.[1]
    if (body !== undefined && isSingleCase(body)) return `0x${body.toLowerCase()}`
  }
  return checksum(value).toLowerCase()
}
