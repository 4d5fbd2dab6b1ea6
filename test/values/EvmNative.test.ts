// The SDK's EvmNative cases (moralis@2.27.2), checked against the type `w3data` exports.
import { describe, expect, it } from 'vitest'
import { EvmNative, type EvmNativeUnit } from 'w3data'

// One of each unit, in wei, gwei and ether, as the SDK writes them.
const ONE_OF: [EvmNativeUnit, string, string, string][] = [
  ['ether', '1000000000000000000', '1000000000.0', '1.0'],
  ['finney', '1000000000000000', '1000000.0', '0.001'],
  ['szabo', '1000000000000', '1000.0', '0.000001'],
  ['gwei', '1000000000', '1.0', '0.000000001'],
  ['mwei', '1000000', '0.001', '0.000000000001'],
  ['kwei', '1000', '0.000001', '0.000000000000001'],
  ['wei', '1', '0.000000001', '0.000000000000000001'],
]

describe('EvmNative as the SDK has it', () => {
  it.each(ONE_OF)('reads 1 %s', (unit, wei, gwei, ether) => {
    const amount = EvmNative.create(1, unit)
    expect([amount.toString(), amount.format(), amount.toJSON(), amount.wei]).toEqual([wei, wei, wei, wei])
    expect(amount.gwei).toBe(gwei)
    expect(amount.ether).toBe(ether)
  })

  it('reads ether by default', () => {
    const amount = EvmNative.create(1)
    expect(amount.ether).toBe('1.0')
    expect(amount.wei).toBe('1000000000000000000')
  })

  it('reads a unit given as its decimals', () => {
    expect(EvmNative.create(1, 15).ether).toBe('0.001')
  })

  it("refuses an unknown unit with the SDK's message", () => {
    expect(() => EvmNative.create(1, 'UNKNOWN' as never)).toThrow(
      '[C0005] Unit should be a decimal number or valid EvmNativeUnit string',
    )
  })

  it('compares amounts on the instance and statically', () => {
    const tenA = EvmNative.create(10, 'gwei')
    const tenB = EvmNative.create(10, 'gwei')
    const twenty = EvmNative.create(20, 'gwei')
    expect(tenA.equals(tenB)).toBe(true)
    expect(tenB.equals(tenA)).toBe(true)
    expect(EvmNative.equals(tenA, tenB)).toBe(true)
    expect(EvmNative.equals(tenB, tenA)).toBe(true)
    expect(tenA.equals(twenty)).toBe(false)
    expect(twenty.equals(tenA)).toBe(false)
    expect(EvmNative.equals(tenA, twenty)).toBe(false)
    expect(EvmNative.equals('0.00000001', tenA)).toBe(true)
  })
})
