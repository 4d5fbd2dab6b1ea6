import { describe, expect, it } from 'vitest'
import { AptosNative } from '../aptos/AptosNative'
import { BigNumber } from '../BigNumber'
import { failure } from '../failure'
import { SolNative } from '../solana/SolNative'
import { EVM_DECIMALS, EVM_UNITS, EvmNative, type EvmNativeUnit } from './EvmNative'

// The SDK's message (moralis@2.27.2); it names no value.
const UNIT_ERROR = '[C0005] Unit should be a decimal number or valid EvmNativeUnit string'

describe('EvmNative', () => {
  it('names the units with their decimals', () => {
    expect(EVM_DECIMALS).toBe(18)
    expect(EVM_UNITS).toEqual({ ether: 18, finney: 15, szabo: 12, gwei: 9, mwei: 6, kwei: 3, wei: 0 })
  })

  it('reads values in ether by default', () => {
    const amount = EvmNative.create('1.5')
    expect(amount.wei).toBe('1500000000000000000')
    expect(amount.ether).toBe('1.5')
    expect(amount.gwei).toBe('1500000000.0')
    expect(EvmNative.create(2).wei).toBe('2000000000000000000')
    expect(EvmNative.create(2n).wei).toBe('2000000000000000000')
    expect(EvmNative.create('0.000000000000000001', 'ether').wei).toBe('1')
  })

  it('reads values in every named unit', () => {
    expect(EvmNative.create('1', 'ether').wei).toBe('1000000000000000000')
    expect(EvmNative.create('1', 'finney').wei).toBe('1000000000000000')
    expect(EvmNative.create('1', 'szabo').wei).toBe('1000000000000')
    expect(EvmNative.create('1', 'gwei').wei).toBe('1000000000')
    expect(EvmNative.create('1', 'mwei').wei).toBe('1000000')
    expect(EvmNative.create('1', 'kwei').wei).toBe('1000')
    expect(EvmNative.create('1', 'wei').wei).toBe('1')
    expect(EvmNative.create(21, 'gwei').ether).toBe('0.000000021')
    expect(EvmNative.create('21000000000', 'wei').gwei).toBe('21.0')
    expect(EvmNative.create(BigNumber.from(5), 'wei').wei).toBe('5')
  })

  it('reads values with a numeric decimals count', () => {
    expect(EvmNative.create('1.5', 18).wei).toBe('1500000000000000000')
    expect(EvmNative.create('1.5', 2).wei).toBe('150')
    expect(EvmNative.create('7', 0).wei).toBe('7')
    expect(EvmNative.create(BigNumber.from('1.25'), 2).wei).toBe('125')
  })

  it('reads what the SDK read: hex integers, bigints, BigNumbers and other libraries’ number objects', () => {
    expect(EvmNative.create('0x10', 'wei').wei).toBe('16')
    expect(EvmNative.create('-0x10', 'gwei').wei).toBe('-16000000000')
    expect(EvmNative.create('0x1').ether).toBe('1.0')
    expect(EvmNative.create(5n, 'wei').wei).toBe('5')
    expect(EvmNative.create(BigNumber.from('0x20'), 'wei').wei).toBe('32')
    const ethersLike = {
      _hex: '0x0de0b6b3a7640000',
      _isBigNumber: true,
      toString: () => '1000000000000000000',
    }
    expect(EvmNative.create(ethersLike as unknown as string, 'wei').ether).toBe('1.0')
    expect(() => EvmNative.create('0x1.8')).toThrow('[C0500] Decimal value is not numeric: 0x1.8')
  })

  it('stays exact for big values', () => {
    const amount = EvmNative.create('123456789.123456789123456789')
    expect(amount.wei).toBe('123456789123456789123456789')
    expect(amount.ether).toBe('123456789.123456789123456789')
    expect(amount.gwei).toBe('123456789123456789.123456789')
    expect(amount.value.toBigInt()).toBe(123456789123456789123456789n)
    expect(EvmNative.create(amount.gwei, 'gwei').equals(amount)).toBe(true)

    const max = (2n ** 256n - 1n).toString()
    const huge = EvmNative.create(max, 'wei')
    expect(huge.wei).toBe(max)
    expect(EvmNative.create(huge.ether).wei).toBe(max)
    expect(EvmNative.create(2n ** 200n, 'ether').wei).toBe((2n ** 200n * 10n ** 18n).toString())
  })

  it('keeps negative amounts, like AptosNative', () => {
    expect(EvmNative.create('-1.5').wei).toBe('-1500000000000000000')
    expect(EvmNative.create('-1.5').ether).toBe('-1.5')
  })

  it('exposes a BigNumber, its format, a string and JSON in wei', () => {
    const amount = EvmNative.create('1.5')
    expect(amount.value).toBeInstanceOf(BigNumber)
    expect(amount.value.toString()).toBe('1500000000000000000')
    expect(amount.format()).toBe('1500000000000000000')
    expect(amount.toString()).toBe('1500000000000000000')
    expect(amount.toJSON()).toBe('1500000000000000000')
    expect(JSON.stringify({ amount })).toBe('{"amount":"1500000000000000000"}')
  })

  it('compares by wei', () => {
    const amount = EvmNative.create('1.5')
    expect(amount.equals(EvmNative.create('1500', 'finney'))).toBe(true)
    expect(amount.equals(EvmNative.create('1500000000000000001', 'wei'))).toBe(false)
  })

  it('returns an EvmNative given to it', () => {
    const amount = EvmNative.create('1')
    expect(EvmNative.create(amount)).toBe(amount)
  })

  it('rejects unsupported units with the exact message', () => {
    expect(failure(() => EvmNative.create('1', 'eth' as 'ether'))).toEqual({
      code: 'C0005',
      message: UNIT_ERROR,
    })
    for (const unit of ['ETHER', 'Gwei', 'gwei ', '', 'constructor', 'toString', '__proto__', '18']) {
      expect(failure(() => EvmNative.create('1', unit as 'ether'))).toEqual({
        code: 'C0005',
        message: UNIT_ERROR,
      })
    }
    expect(failure(() => EvmNative.create('1', -1))).toEqual({ code: 'C0005', message: UNIT_ERROR })
    expect(failure(() => EvmNative.create('1', 1.5))).toEqual({ code: 'C0005', message: UNIT_ERROR })
    expect(failure(() => EvmNative.create('1', Number.NaN))).toEqual({ code: 'C0005', message: UNIT_ERROR })
    expect(failure(() => EvmNative.create('1', null as unknown as number))).toEqual({
      code: 'C0005',
      message: UNIT_ERROR,
    })
    expect(failure(() => EvmNative.create('1', Symbol('u') as unknown as number))).toEqual({
      code: 'C0005',
      message: UNIT_ERROR,
    })
  })

  it('rejects values the unit cannot hold with C0500', () => {
    expect(failure(() => EvmNative.create('1.5', 'wei'))).toEqual({
      code: 'C0500',
      message: '[C0500] Decimal value has more than 0 fraction digits: 1.5',
    })
    expect(() => EvmNative.create('0.0000000001', 'gwei')).toThrow(
      '[C0500] Decimal value has more than 9 fraction digits: 0.0000000001',
    )
    expect(() => EvmNative.create('0.0000000000000000001')).toThrow(
      '[C0500] Decimal value has more than 18 fraction digits: 0.0000000000000000001',
    )
    expect(() => EvmNative.create('abc')).toThrow('[C0500] Decimal value is not numeric: abc')
    expect(() => EvmNative.create('')).toThrow('[C0500] Decimal value is empty')
    expect(() => EvmNative.create(null as unknown as string)).toThrow(
      '[C0500] Decimal value is not numeric: null',
    )
  })
})

describe('amounts of another coin', () => {
  it('are refused, never converted', () => {
    expect(() => EvmNative.create(AptosNative.create('1'))).toThrow(
      '[C0005] Expected an amount in ETH, got an amount in APT',
    )
  })

  it('are never equal, even with the same count of smallest units', () => {
    const wei = EvmNative.create(1, 'wei')
    expect(wei.equals(EvmNative.create('1', 0))).toBe(true)
    expect(wei.equals(AptosNative.create(1, 'octas') as never)).toBe(false)
    expect(wei.equals(SolNative.create(1, 'lamports') as never)).toBe(false)
  })
})

// The SDK's EvmNative cases (moralis@2.27.2), as the exported type has them.
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
