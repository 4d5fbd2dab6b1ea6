import { describe, expect, it } from 'vitest'
import { BigNumber } from '../BigNumber'
import { failure } from '../failure'
import { SOL_DECIMALS, SolNative, type SolNativeUnit, type SolNativeValue } from './SolNative'

describe('SolNative', () => {
  it('reads values in solana by default', () => {
    expect(SOL_DECIMALS).toBe(9)
    const amount = SolNative.create('1.5')
    expect(amount.lamports).toBe('1500000000')
    expect(amount.solana).toBe('1.5')
    expect(SolNative.create(2).lamports).toBe('2000000000')
    expect(SolNative.create(2n).lamports).toBe('2000000000')
    expect(SolNative.create('0.000000001', 'solana').lamports).toBe('1')
  })

  it('reads values in lamports', () => {
    // The provider's balance example: { solana: '0.902329912', lamports: '902329912' }.
    const amount = SolNative.create('902329912', 'lamports')
    expect(amount.lamports).toBe('902329912')
    expect(amount.solana).toBe('0.902329912')
    expect(SolNative.create(1, 'lamports').solana).toBe('0.000000001')
    expect(SolNative.create(BigNumber.from(5), 'lamports').lamports).toBe('5')
  })

  it('reads values with a numeric decimals count', () => {
    expect(SolNative.create('1.5', 9).lamports).toBe('1500000000')
    expect(SolNative.create('1.5', 2).lamports).toBe('150')
    expect(SolNative.create('7', 0).lamports).toBe('7')
  })

  it('stays exact beyond 2^64 lamports', () => {
    const lamports = (2n ** 70n + 1n).toString()
    const amount = SolNative.create(lamports, 'lamports')
    expect(amount.lamports).toBe(lamports)
    expect(amount.solana).toBe('1180591620717.411303425')
    expect(SolNative.create(amount.solana).lamports).toBe(lamports)
    expect(amount.value.toBigInt()).toBe(2n ** 70n + 1n)
  })

  it('exposes a BigNumber, its format, a string and JSON in lamports', () => {
    const amount = SolNative.create('1.5')
    expect(amount.value).toBeInstanceOf(BigNumber)
    expect(amount.value.toString()).toBe('1500000000')
    expect(amount.format()).toBe('1500000000')
    expect(amount.toString()).toBe('1500000000')
    expect(amount.toJSON()).toBe('1500000000')
    expect(JSON.stringify({ amount })).toBe('{"amount":"1500000000"}')
  })

  it('compares by lamports', () => {
    const amount = SolNative.create('1.5')
    expect(amount.equals(SolNative.create('1500000000', 'lamports'))).toBe(true)
    expect(amount.equals(SolNative.create('1.500000001'))).toBe(false)
  })

  it('returns a SolNative given to it', () => {
    const amount = SolNative.create('1')
    expect(SolNative.create(amount)).toBe(amount)
  })

  it('rejects unsupported units with the exact message', () => {
    expect(failure(() => SolNative.create('1', 'sol' as 'solana'))).toEqual({
      code: 'C0005',
      message: '[C0005] Not supported Solana unit: sol',
    })
    expect(() => SolNative.create('1', 'SOLANA' as 'solana')).toThrow(
      '[C0005] Not supported Solana unit: SOLANA',
    )
    expect(() => SolNative.create('1', 'lamport' as 'lamports')).toThrow(
      '[C0005] Not supported Solana unit: lamport',
    )
    expect(() => SolNative.create('1', -1)).toThrow('[C0005] Not supported Solana unit: -1')
    expect(() => SolNative.create('1', 1.5)).toThrow('[C0005] Not supported Solana unit: 1.5')
    expect(() => SolNative.create('1', Number.NaN)).toThrow('[C0005] Not supported Solana unit: NaN')
    expect(() => SolNative.create('1', null as unknown as number)).toThrow(
      '[C0005] Not supported Solana unit: null',
    )
    expect(() => SolNative.create('1', Symbol('u') as unknown as number)).toThrow(
      '[C0005] Not supported Solana unit: Symbol(u)',
    )
  })

  it('rejects values the unit cannot hold with C0500', () => {
    expect(failure(() => SolNative.create('1.5', 'lamports'))).toEqual({
      code: 'C0500',
      message: '[C0500] Decimal value has more than 0 fraction digits: 1.5',
    })
    expect(() => SolNative.create('0.0000000001')).toThrow(
      '[C0500] Decimal value has more than 9 fraction digits: 0.0000000001',
    )
    expect(() => SolNative.create('abc')).toThrow('[C0500] Decimal value is not numeric: abc')
  })
})

// The SDK's SolNative cases (moralis@2.27.2), as the exported type has them.
// 43.700200083 solana, written in every way the SDK accepts.
const FORMS: [SolNativeValue, SolNativeUnit | undefined][] = [
  ['43700200083', 'lamports'],
  [43700200083, 'lamports'],
  [43700200083, 0],
  ['43.700200083', 'solana'],
  [43.700200083, 'solana'],
  [43.700200083, undefined],
  [43.700200083, 9],
]

describe('SolNative as the SDK has it', () => {
  it.each(FORMS)('reads %s in unit %s and gives lamports in every text form', (value, unit) => {
    const amount = SolNative.create(value, unit)
    expect(amount.solana).toBe('43.700200083')
    expect([amount.lamports, amount.toString(), amount.toJSON(), amount.format()]).toEqual([
      '43700200083',
      '43700200083',
      '43700200083',
      '43700200083',
    ])
  })

  it('refuses an unknown unit with the message the SDK and the Aptos rule share', () => {
    expect(() => SolNative.create(10, 'UNKNOWN' as never)).toThrow(
      '[C0005] Not supported Solana unit: UNKNOWN',
    )
  })

  it('returns a SolNative it is given as it is', () => {
    const amount = SolNative.create(1000)
    expect(SolNative.create(amount)).toBe(amount)
  })

  it('compares amounts on the instance and statically', () => {
    const ten = SolNative.create(10)
    expect(ten.equals(SolNative.create(10))).toBe(true)
    expect(SolNative.create(10).equals(ten)).toBe(true)
    expect(ten.equals(SolNative.create(20))).toBe(false)
    expect(SolNative.equals('10', ten)).toBe(true)
    expect(SolNative.equals(ten, 20)).toBe(false)
  })

  it('gives its value as a BigNumber', () => {
    expect(SolNative.create(1).value).toBeInstanceOf(BigNumber)
  })
})
