// The SDK's AptosNative cases (moralis@2.27.2), checked against the type `w3data` exports.
import { describe, expect, it } from 'vitest'
import { AptosNative, type AptosNativeUnit, type AptosNativeValue, BigNumber } from 'w3data'

// 43.70020008 aptos, written in every way the SDK accepts.
const FORMS: [AptosNativeValue, AptosNativeUnit | undefined][] = [
  ['4370020008', 'octas'],
  [4370020008, 'octas'],
  [4370020008, 0],
  ['43.70020008', 'aptos'],
  [43.70020008, 'aptos'],
  [43.70020008, undefined],
  [43.70020008, 8],
]

describe('AptosNative as the SDK has it', () => {
  it.each(FORMS)('reads %s in unit %s and gives octas in every text form', (value, unit) => {
    const amount = AptosNative.create(value, unit)
    expect(amount.aptos).toBe('43.70020008')
    expect([amount.octas, amount.toString(), amount.toJSON(), amount.format()]).toEqual([
      '4370020008',
      '4370020008',
      '4370020008',
      '4370020008',
    ])
  })

  it('keeps one fraction digit for a whole amount of aptos', () => {
    expect(AptosNative.create(2).aptos).toBe('2.0')
  })

  it('refuses an unknown unit with the seed message', () => {
    expect(() => AptosNative.create(10, 'UNKNOWN' as never)).toThrow(
      '[C0005] Not supported Aptos unit: UNKNOWN',
    )
  })

  it('returns an AptosNative it is given as it is', () => {
    const amount = AptosNative.create(1000)
    expect(AptosNative.create(amount)).toBe(amount)
  })

  it('compares amounts on the instance and statically', () => {
    const ten = AptosNative.create(10)
    expect(ten.equals(AptosNative.create(10))).toBe(true)
    expect(AptosNative.create(10).equals(ten)).toBe(true)
    expect(ten.equals(AptosNative.create(20))).toBe(false)
    expect(AptosNative.equals(ten, '1000000000')).toBe(false)
    expect(AptosNative.equals(ten, AptosNative.create('1000000000', 'octas'))).toBe(true)
  })

  it('gives its value as a BigNumber', () => {
    expect(AptosNative.create(1).value).toBeInstanceOf(BigNumber)
  })
})
