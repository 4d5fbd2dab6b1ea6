// The SDK's SolNative cases (moralis@2.27.2), checked against the type `w3data` exports.
import { describe, expect, it } from 'vitest'
import { BigNumber, SolNative, type SolNativeUnit, type SolNativeValue } from 'w3data'

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

  it('refuses an unknown unit with the message the SDK and the Aptos seed rule share', () => {
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
