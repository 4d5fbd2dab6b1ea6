import { describe, expect, it } from 'vitest'
import { BigNumber } from '../BigNumber'
import { failure } from '../failure'
import { APTOS_DECIMALS, AptosNative, type AptosNativeUnit, type AptosNativeValue } from './AptosNative'

describe('AptosNative', () => {
  it('reads values in aptos by default', () => {
    expect(APTOS_DECIMALS).toBe(8)
    const amount = AptosNative.create('1.5')
    expect(amount.octas).toBe('150000000')
    expect(amount.aptos).toBe('1.5')
    expect(AptosNative.create(2).octas).toBe('200000000')
    expect(AptosNative.create(2n).octas).toBe('200000000')
    expect(AptosNative.create('0.00000001', 'aptos').octas).toBe('1')
  })

  it('reads values in octas', () => {
    const amount = AptosNative.create('150000000', 'octas')
    expect(amount.octas).toBe('150000000')
    expect(amount.aptos).toBe('1.5')
    expect(AptosNative.create(1, 'octas').aptos).toBe('0.00000001')
    expect(AptosNative.create(BigNumber.from(5), 'octas').octas).toBe('5')
  })

  it('reads values with a numeric decimals count', () => {
    expect(AptosNative.create('1.5', 8).octas).toBe('150000000')
    expect(AptosNative.create('1.5', 2).octas).toBe('150')
    expect(AptosNative.create('7', 0).octas).toBe('7')
    expect(AptosNative.create(BigNumber.from('1.25'), 2).octas).toBe('125')
  })

  it('stays exact beyond 2^64 octas', () => {
    const octas = (2n ** 70n + 1n).toString()
    const amount = AptosNative.create(octas, 'octas')
    expect(amount.octas).toBe(octas)
    expect(amount.aptos).toBe('11805916207174.11303425')
    expect(AptosNative.create(amount.aptos).octas).toBe(octas)
    expect(amount.value.toBigInt()).toBe(2n ** 70n + 1n)
  })

  it('exposes a BigNumber, its format, a string and JSON in octas', () => {
    const amount = AptosNative.create('1.5')
    expect(amount.value).toBeInstanceOf(BigNumber)
    expect(amount.value.toString()).toBe('150000000')
    expect(amount.format()).toBe('150000000')
    expect(amount.toString()).toBe('150000000')
    expect(amount.toJSON()).toBe('150000000')
    expect(JSON.stringify({ amount })).toBe('{"amount":"150000000"}')
  })

  it('compares by octas', () => {
    const amount = AptosNative.create('1.5')
    expect(amount.equals(AptosNative.create('150000000', 'octas'))).toBe(true)
    expect(amount.equals(AptosNative.create('1.50000001'))).toBe(false)
  })

  it('returns an AptosNative given to it', () => {
    const amount = AptosNative.create('1')
    expect(AptosNative.create(amount)).toBe(amount)
  })

  it('rejects unsupported units with the exact message', () => {
    expect(failure(() => AptosNative.create('1', 'apt' as 'aptos'))).toEqual({
      code: 'C0005',
      message: '[C0005] Not supported Aptos unit: apt',
    })
    expect(() => AptosNative.create('1', 'APTOS' as 'aptos')).toThrow(
      '[C0005] Not supported Aptos unit: APTOS',
    )
    expect(() => AptosNative.create('1', -1)).toThrow('[C0005] Not supported Aptos unit: -1')
    expect(() => AptosNative.create('1', 1.5)).toThrow('[C0005] Not supported Aptos unit: 1.5')
    expect(() => AptosNative.create('1', Number.NaN)).toThrow('[C0005] Not supported Aptos unit: NaN')
    expect(() => AptosNative.create('1', null as unknown as number)).toThrow(
      '[C0005] Not supported Aptos unit: null',
    )
  })

  it('rejects values the unit cannot hold with C0500', () => {
    expect(failure(() => AptosNative.create('1.5', 'octas'))).toEqual({
      code: 'C0500',
      message: '[C0500] Decimal value has more than 0 fraction digits: 1.5',
    })
    expect(() => AptosNative.create('0.000000001')).toThrow(
      '[C0500] Decimal value has more than 8 fraction digits: 0.000000001',
    )
    expect(() => AptosNative.create('abc')).toThrow('[C0500] Decimal value is not numeric: abc')
    expect(() => AptosNative.create('')).toThrow('[C0500] Decimal value is empty')
  })
})

// The SDK's AptosNative cases (moralis@2.27.2), as the exported type has them.
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

  it('refuses an unknown unit with the exact message', () => {
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
