import { describe, expect, it } from 'vitest'
import { isW3DataError } from '../errors/W3DataError'
import { checksumAddressParam, KECCAK, lowercaseAddressParam } from './evmAddressParams'

const CHECKSUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const LOWER = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
const WRONG_CHECKSUM = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

// Needs fresh modules: keccak-256 is not loaded until the test that loads it.
describe('address parameters with keccak-256 loaded on first need', () => {
  it('lowercases single-case addresses without the hash', () => {
    expect(lowercaseAddressParam(LOWER)).toBe(LOWER)
    expect(lowercaseAddressParam(LOWER.toUpperCase().replace('0X', '0x'))).toBe(LOWER)
    expect(lowercaseAddressParam(LOWER.slice(2))).toBe(LOWER)
  })

  it('refuses what has no address shape without the hash', () => {
    expect(() => checksumAddressParam('0x12')).toThrow('[C0005] Invalid address provided: 0x12')
  })

  it('asks for the hash where an address needs it: a checksum to check or to make', () => {
    expect(() => lowercaseAddressParam(CHECKSUM)).toThrow(expect.toSatisfy((e) => e === KECCAK))
    expect(() => checksumAddressParam(LOWER)).toThrow(expect.toSatisfy((e) => e === KECCAK))
  })

  it('once loaded, checks and makes checksums as EvmAddress does', async () => {
    await KECCAK.load()
    expect(checksumAddressParam(LOWER)).toBe(CHECKSUM)
    expect(checksumAddressParam(LOWER.slice(2))).toBe(CHECKSUM)
    expect(lowercaseAddressParam(CHECKSUM)).toBe(LOWER)
    expect(lowercaseAddressParam(CHECKSUM.slice(2))).toBe(LOWER)
    let failure: unknown
    try {
      lowercaseAddressParam(WRONG_CHECKSUM)
    } catch (error) {
      failure = error
    }
    expect(isW3DataError(failure) && [failure.code, failure.message]).toEqual([
      'C0005',
      `[C0005] Invalid address provided: ${WRONG_CHECKSUM}`,
    ])
  })
})
