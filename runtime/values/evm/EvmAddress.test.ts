import { describe, expect, it } from 'vitest'
import { failure } from '../failure'
import {
  EvmAddress,
  isEvmAddress,
  lowercaseEvmAddress,
  normalizeEvmAddress,
  toChecksumAddress,
} from './EvmAddress'

// The mixed-case examples of EIP-55.
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]
// The all-caps and all-lower examples of EIP-55: their checksum form is themselves.
const EIP55_SAME_CASE = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
]
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const LOWER = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
// ADDRESS with the case of its second letter flipped.
const WRONG_CHECKSUM = '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('normalizeEvmAddress', () => {
  it('produces the EIP-55 checksum from lowercase, uppercase and checksummed input', () => {
    for (const address of [...EIP55, ...EIP55_SAME_CASE]) {
      const body = address.slice(2)
      expect(normalizeEvmAddress(address)).toBe(address)
      expect(normalizeEvmAddress(`0x${body.toLowerCase()}`)).toBe(address)
      expect(normalizeEvmAddress(`0x${body.toUpperCase()}`)).toBe(address)
      expect(normalizeEvmAddress(`0X${body}`)).toBe(address)
    }
  })

  it('keeps digit-only addresses as they are', () => {
    const zero = `0x${'0'.repeat(40)}`
    expect(normalizeEvmAddress(zero)).toBe(zero)
  })

  it('rejects a mixed-case address whose checksum is wrong', () => {
    expect(failure(() => normalizeEvmAddress(WRONG_CHECKSUM))).toEqual({
      code: 'C0005',
      message: `[C0005] Invalid address provided: ${WRONG_CHECKSUM}`,
    })
    // One letter lowered, the others still mixed.
    const swapped = '0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
    expect(swapped.toLowerCase()).toBe(EIP55[1]!.toLowerCase())
    expect(() => normalizeEvmAddress(swapped)).toThrow(`[C0005] Invalid address provided: ${swapped}`)
  })

  it('rejects 39 and 41 hex digits', () => {
    const short = LOWER.slice(0, -1)
    const long = `${LOWER}0`
    expect(() => normalizeEvmAddress(short)).toThrow(`[C0005] Invalid address provided: ${short}`)
    expect(() => normalizeEvmAddress(long)).toThrow(`[C0005] Invalid address provided: ${long}`)
  })

  it('takes the 40 digits without 0x, as the SDK (ethers getAddress) did, and adds 0x', () => {
    expect(normalizeEvmAddress(LOWER.slice(2))).toBe(ADDRESS)
    expect(normalizeEvmAddress(ADDRESS.slice(2))).toBe(ADDRESS)
    expect(lowercaseEvmAddress(ADDRESS.slice(2).toUpperCase())).toBe(LOWER)
    expect(EvmAddress.create(LOWER.slice(2)).checksum).toBe(ADDRESS)
    expect(isEvmAddress(LOWER.slice(2))).toBe(true)
    expect(EvmAddress.create(LOWER).equals(LOWER.slice(2))).toBe(true)
    const wrong = WRONG_CHECKSUM.slice(2)
    expect(() => normalizeEvmAddress(wrong)).toThrow(`[C0005] Invalid address provided: ${wrong}`)
  })

  it('allows nothing around the digits but 0x', () => {
    for (const value of [
      '',
      '0x',
      '0x1',
      ` ${LOWER}`,
      `${LOWER} `,
      `0x${'g'.repeat(40)}`,
      `0x0x${'0'.repeat(38)}`,
      `-${LOWER}`,
      `x${LOWER.slice(2)}`,
    ]) {
      expect(() => normalizeEvmAddress(value)).toThrow(`[C0005] Invalid address provided: ${value}`)
    }
  })

  it('rejects non-string input with the same error, never a TypeError', () => {
    expect(failure(() => normalizeEvmAddress(1))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid address provided: 1',
    })
    expect(() => normalizeEvmAddress(null)).toThrow('[C0005] Invalid address provided: null')
    expect(() => normalizeEvmAddress(undefined)).toThrow('[C0005] Invalid address provided: undefined')
    expect(() => normalizeEvmAddress(BigInt(LOWER))).toThrow(
      `[C0005] Invalid address provided: ${BigInt(LOWER)}`,
    )
    expect(() => normalizeEvmAddress({})).toThrow('[C0005] Invalid address provided: [object Object]')
    expect(() => normalizeEvmAddress(Symbol('a'))).toThrow('[C0005] Invalid address provided: Symbol(a)')
    expect(failure(() => normalizeEvmAddress(Object.create(null)))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid address provided: [object Object]',
    })
  })

  it('accepts an EvmAddress', () => {
    expect(normalizeEvmAddress(EvmAddress.create(LOWER))).toBe(ADDRESS)
  })
})

describe('lowercaseEvmAddress', () => {
  it('lowercases after validating', () => {
    expect(lowercaseEvmAddress(ADDRESS)).toBe(LOWER)
    expect(lowercaseEvmAddress(`0X${LOWER.slice(2).toUpperCase()}`)).toBe(LOWER)
    expect(lowercaseEvmAddress(EvmAddress.create(ADDRESS))).toBe(LOWER)
  })

  it('rejects what normalizeEvmAddress rejects, including a wrong checksum', () => {
    expect(failure(() => lowercaseEvmAddress(WRONG_CHECKSUM))).toEqual({
      code: 'C0005',
      message: `[C0005] Invalid address provided: ${WRONG_CHECKSUM}`,
    })
    expect(() => lowercaseEvmAddress(LOWER.slice(0, -1))).toThrow(
      `[C0005] Invalid address provided: ${LOWER.slice(0, -1)}`,
    )
    expect(() => lowercaseEvmAddress(42)).toThrow('[C0005] Invalid address provided: 42')
  })

  it('rejects non-string input whose text is an address', () => {
    expect(() => lowercaseEvmAddress([LOWER])).toThrow(`[C0005] Invalid address provided: ${LOWER}`)
    expect(() => lowercaseEvmAddress({ toString: () => LOWER })).toThrow(
      `[C0005] Invalid address provided: ${LOWER}`,
    )
  })
})

describe('toChecksumAddress', () => {
  it('checksums with the same rules as normalizeEvmAddress', () => {
    for (const address of EIP55) expect(toChecksumAddress(address.toLowerCase())).toBe(address)
    expect(() => toChecksumAddress(WRONG_CHECKSUM)).toThrow(
      `[C0005] Invalid address provided: ${WRONG_CHECKSUM}`,
    )
    expect(() => toChecksumAddress(null as unknown as string)).toThrow(
      '[C0005] Invalid address provided: null',
    )
  })
})

describe('isEvmAddress', () => {
  it('tells valid from invalid without throwing', () => {
    expect(isEvmAddress(ADDRESS)).toBe(true)
    expect(isEvmAddress(LOWER)).toBe(true)
    expect(isEvmAddress(LOWER.toUpperCase())).toBe(true)
    expect(isEvmAddress(EvmAddress.create(LOWER))).toBe(true)
    expect(isEvmAddress(WRONG_CHECKSUM)).toBe(false)
    expect(isEvmAddress(`${LOWER}0`)).toBe(false)
    expect(isEvmAddress('')).toBe(false)
    expect(isEvmAddress(1)).toBe(false)
    expect(isEvmAddress(null)).toBe(false)
  })
})

describe('EvmAddress', () => {
  it('holds the checksum form and gives the lowercase form', () => {
    const address = EvmAddress.create(LOWER)
    expect(address.checksum).toBe(ADDRESS)
    expect(address.lowercase).toBe(LOWER)
    expect(address.toString()).toBe(ADDRESS)
    expect(address.toJSON()).toBe(ADDRESS)
    expect(JSON.stringify({ address })).toBe(`{"address":"${ADDRESS}"}`)
  })

  it('returns an EvmAddress given to it', () => {
    const address = EvmAddress.create(ADDRESS)
    expect(EvmAddress.create(address)).toBe(address)
  })

  it('compares whatever the casing', () => {
    const address = EvmAddress.create(ADDRESS)
    expect(address.equals(LOWER)).toBe(true)
    expect(address.equals(LOWER.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(address.equals(EvmAddress.create(LOWER))).toBe(true)
    expect(address.equals(EIP55[1]!)).toBe(false)
    expect(address.equals(WRONG_CHECKSUM)).toBe(false)
    expect(address.equals('nope')).toBe(false)
  })

  it('rejects invalid input with C0005', () => {
    expect(() => EvmAddress.create(WRONG_CHECKSUM)).toThrow(
      `[C0005] Invalid address provided: ${WRONG_CHECKSUM}`,
    )
    expect(failure(() => EvmAddress.create(42 as unknown as string))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid address provided: 42',
    })
  })
})

// The SDK's EvmAddress cases (moralis@2.27.2 and its repository), as the exported type has them.
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

  it('refuses a wrong checksum with the exact message', () => {
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

  it('serializes to the checksum form, as request bodies send it (unlike the SDK)', () => {
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
