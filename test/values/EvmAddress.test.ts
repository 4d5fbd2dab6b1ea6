// The SDK's EvmAddress cases (moralis@2.27.2 and its repository), checked against `w3data`'s type.
import { describe, expect, it } from 'vitest'
import { EvmAddress } from 'w3data'

const CHECKSUM = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const LOWERCASE = CHECKSUM.toLowerCase()
const OTHER = '0x766fd99F7D249E275b4CF9baE422D50cC3223869'
// Mixed case whose last digits break the checksum.
const BAD_CHECKSUM = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96000'

describe('EvmAddress as the SDK has it', () => {
  it('creates an address from lowercase or checksum text and formats it in lowercase', () => {
    expect(EvmAddress.create(LOWERCASE).format()).toBe(LOWERCASE)
    expect(EvmAddress.create(CHECKSUM).format()).toBe(LOWERCASE)
  })

  it('refuses a wrong checksum with the seed message', () => {
    expect(() => EvmAddress.create(BAD_CHECKSUM)).toThrow(`[C0005] Invalid address provided: ${BAD_CHECKSUM}`)
  })

  it('returns an EvmAddress it is given as it is', () => {
    const address = EvmAddress.create(CHECKSUM)
    expect(EvmAddress.create(address)).toBe(address)
  })

  it('formats in the casing asked for', () => {
    expect(EvmAddress.create(CHECKSUM).format('lowercase')).toBe(LOWERCASE)
    expect(EvmAddress.create(LOWERCASE).format('checksum')).toBe(CHECKSUM)
  })

  it('refuses an unknown casing with the SDK message', () => {
    expect(() => EvmAddress.create(LOWERCASE).format('' as never)).toThrow(
      '[C0005] Cannot format address, invalid config.formatAddress',
    )
  })

  it('serializes to the checksum form, as request bodies send it (the seed, not the SDK)', () => {
    expect(JSON.stringify([EvmAddress.create(LOWERCASE)])).toBe(`["${CHECKSUM}"]`)
  })

  it('compares whatever the casing, on the instance and statically', () => {
    const lower = EvmAddress.create(LOWERCASE)
    const checksum = EvmAddress.create(CHECKSUM)
    expect(lower.equals(checksum)).toBe(true)
    expect(EvmAddress.equals(lower, checksum)).toBe(true)
    expect(EvmAddress.equals(LOWERCASE, CHECKSUM)).toBe(true)
    expect(lower.equals(EvmAddress.create(OTHER))).toBe(false)
    expect(EvmAddress.equals(OTHER, CHECKSUM)).toBe(false)
  })

  it('offers the zero address', () => {
    expect(EvmAddress.ZERO_ADDRESS.checksum).toBe(`0x${'0'.repeat(40)}`)
  })
})
