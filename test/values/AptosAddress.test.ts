// The SDK's AptosAddress cases (moralis@2.27.2), checked against the type `w3data` exports.
// Where the SDK keeps the text as given, the seed pads it: "left-padded to 64 hex digits".
import { describe, expect, it } from 'vitest'
import { AptosAddress } from 'w3data'

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

  it('pads a form without 0x or without leading zeros to 0x and 64 digits (the seed, not the SDK)', () => {
    expectForms(AptosAddress.create(PADDED.slice(2)), PADDED)
    expectForms(AptosAddress.create('0x357ea5c1a4e7bc11b2b17ff2dc2dcca69750bfef1e1ebcaccf8c8018175b'), PADDED)
  })

  it('refuses text that is not hex with the seed message', () => {
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
