import { describe, expect, it } from 'vitest'
import { failure } from '../failure'
import { AptosAddress, isAptosAddress, normalizeAptosAddress } from './AptosAddress'

const ONE = `0x${'0'.repeat(63)}1`
const FULL = `0x${'ab'.repeat(32)}`

describe('normalizeAptosAddress', () => {
  it('left-pads to 64 hex digits with a 0x prefix', () => {
    expect(normalizeAptosAddress('0x1')).toBe(ONE)
    expect(normalizeAptosAddress('1')).toBe(ONE)
    expect(normalizeAptosAddress('0x0')).toBe(`0x${'0'.repeat(64)}`)
    expect(normalizeAptosAddress('0x1234')).toBe(`0x${'0'.repeat(60)}1234`)
  })

  it('folds hex digits to lowercase', () => {
    expect(normalizeAptosAddress(`0x${'AB'.repeat(32)}`)).toBe(FULL)
    expect(normalizeAptosAddress('0xAbC')).toBe(`0x${'0'.repeat(61)}abc`)
  })

  it('accepts exactly 64 hex digits, with or without 0x', () => {
    expect(normalizeAptosAddress(FULL)).toBe(FULL)
    expect(normalizeAptosAddress(FULL.slice(2))).toBe(FULL)
  })

  it('rejects 65 hex digits', () => {
    const long = `0x1${'ab'.repeat(32)}`
    expect(() => normalizeAptosAddress(long)).toThrow(`[C0005] Invalid address provided: ${long}`)
    expect(() => normalizeAptosAddress(long.slice(2))).toThrow(
      `[C0005] Invalid address provided: ${long.slice(2)}`,
    )
  })

  it('rejects empty and non-hex values, naming the value as given', () => {
    expect(() => normalizeAptosAddress('0xZZ')).toThrow('[C0005] Invalid address provided: 0xZZ')
    expect(failure(() => normalizeAptosAddress('0xZZ'))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid address provided: 0xZZ',
    })
    expect(failure(() => normalizeAptosAddress(''))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid address provided: ',
    })
    for (const value of ['0x', '0X1', '0x 1', ' 0x1', '0x1 ', '0xg', '0x0x1', '-0x1', 'xyz']) {
      expect(() => normalizeAptosAddress(value)).toThrow(`[C0005] Invalid address provided: ${value}`)
    }
  })

  it('rejects non-string input with the same error, never a TypeError', () => {
    expect(failure(() => normalizeAptosAddress(1))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid address provided: 1',
    })
    expect(() => normalizeAptosAddress(null)).toThrow('[C0005] Invalid address provided: null')
    expect(() => normalizeAptosAddress(undefined)).toThrow('[C0005] Invalid address provided: undefined')
    expect(() => normalizeAptosAddress(1n)).toThrow('[C0005] Invalid address provided: 1')
    expect(() => normalizeAptosAddress({})).toThrow('[C0005] Invalid address provided: [object Object]')
    expect(() => normalizeAptosAddress(Symbol('a'))).toThrow('[C0005] Invalid address provided: Symbol(a)')
    expect(failure(() => normalizeAptosAddress(Object.create(null)))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid address provided: [object Object]',
    })
  })

  it('accepts an AptosAddress', () => {
    expect(normalizeAptosAddress(AptosAddress.create('0x1'))).toBe(ONE)
  })
})

describe('isAptosAddress', () => {
  it('tells valid from invalid without throwing', () => {
    expect(isAptosAddress('0x1')).toBe(true)
    expect(isAptosAddress(FULL)).toBe(true)
    expect(isAptosAddress(AptosAddress.create('1'))).toBe(true)
    expect(isAptosAddress(`${FULL}0`)).toBe(false)
    expect(isAptosAddress('0x')).toBe(false)
    expect(isAptosAddress('')).toBe(false)
    expect(isAptosAddress('0xZZ')).toBe(false)
    expect(isAptosAddress(1)).toBe(false)
    expect(isAptosAddress(null)).toBe(false)
  })
})

describe('AptosAddress', () => {
  it('holds the normalized address', () => {
    const address = AptosAddress.create('0xA')
    expect(address.address).toBe(`0x${'0'.repeat(63)}a`)
    expect(address.toString()).toBe(address.address)
    expect(address.toJSON()).toBe(address.address)
    expect(JSON.stringify({ address })).toBe(`{"address":"${address.address}"}`)
  })

  it('prints a short form without leading zeros', () => {
    expect(AptosAddress.create(ONE).short).toBe('0x1')
    expect(AptosAddress.create('0x00ab').short).toBe('0xab')
    expect(AptosAddress.create('0x0').short).toBe('0x0')
    expect(AptosAddress.create(FULL).short).toBe(FULL)
    // Zeros inside the address stay, with or without leading ones.
    expect(AptosAddress.create('0x1000').short).toBe('0x1000')
    expect(AptosAddress.create(`0xa${'0'.repeat(63)}`).short).toBe(`0xa${'0'.repeat(63)}`)
  })

  it('returns an AptosAddress given to it', () => {
    const address = AptosAddress.create('0x1')
    expect(AptosAddress.create(address)).toBe(address)
  })

  it('compares by normalized value', () => {
    const address = AptosAddress.create('0x1')
    expect(address.equals(ONE)).toBe(true)
    expect(address.equals('1')).toBe(true)
    expect(address.equals(AptosAddress.create('0x01'))).toBe(true)
    expect(address.equals('0x2')).toBe(false)
    expect(address.equals('0xZZ')).toBe(false)
  })

  it('rejects invalid input with C0005', () => {
    expect(() => AptosAddress.create('0xZZ')).toThrow('[C0005] Invalid address provided: 0xZZ')
    expect(failure(() => AptosAddress.create(42 as unknown as string))).toEqual({
      code: 'C0005',
      message: '[C0005] Invalid address provided: 42',
    })
  })
})

// The SDK's AptosAddress cases (moralis@2.27.2), as the exported type has them.
// Where the SDK keeps the text as given, w3data pads it: "left-padded to 64 hex digits".
const ACCOUNT = '0xeeff357ea5c1a4e7bc11b2b17ff2dc2dcca69750bfef1e1ebcaccf8c8018175b'
const OTHER = '0x19aadeca9388e009d136245b9a67423f3eee242b03142849eb4f81a4a409e59c'
const PADDED = '0x0000357ea5c1a4e7bc11b2b17ff2dc2dcca69750bfef1e1ebcaccf8c8018175b'

function expectForms(address: AptosAddress, text: string): void {
  expect([address.address, address.toJSON(), address.toString(), address.format()]).toEqual([
    text,
    text,
    text,
    text,
  ])
}

describe('AptosAddress as the SDK has it', () => {
  it.each([ACCOUNT, OTHER, PADDED])('keeps the full form %s in every text form', (text) => {
    expectForms(AptosAddress.create(text), text)
  })

  it('pads a form without 0x or without leading zeros to 0x and 64 digits (unlike the SDK)', () => {
    expectForms(AptosAddress.create(PADDED.slice(2)), PADDED)
    expectForms(AptosAddress.create('0x357ea5c1a4e7bc11b2b17ff2dc2dcca69750bfef1e1ebcaccf8c8018175b'), PADDED)
  })

  it('refuses text that is not hex with the exact message', () => {
    expect(() => AptosAddress.create('invalid')).toThrow('[C0005] Invalid address provided: invalid')
  })

  it('returns an AptosAddress it is given as it is', () => {
    const address = AptosAddress.create(ACCOUNT)
    expect(AptosAddress.create(address)).toBe(address)
  })

  it('compares on the instance and statically', () => {
    const a = AptosAddress.create(ACCOUNT)
    const b = AptosAddress.create(ACCOUNT)
    expect(a.equals(b)).toBe(true)
    expect(b.equals(a)).toBe(true)
    expect(a.equals(PADDED)).toBe(false)
    expect(a.equals(AptosAddress.create(OTHER))).toBe(false)
    expect(AptosAddress.equals(a, b)).toBe(true)
    expect(AptosAddress.equals(ACCOUNT, OTHER)).toBe(false)
  })
})
