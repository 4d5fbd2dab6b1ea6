// The SDK's BigNumber cases (moralis@2.27.2 and its formatter and parser tests), checked against
// the type `w3data` exports.
import { describe, expect, it } from 'vitest'
import { BigNumber } from 'w3data'

describe('BigNumber as the SDK has it', () => {
  it('creates an integer and writes it as text, hex JSON, decimals and a bigint', () => {
    const value = BigNumber.create('1000000000000000000')
    expect(value.toString()).toBe('1000000000000000000')
    expect(value.toJSON()).toBe('0x0de0b6b3a7640000')
    expect(value.toDecimal(0)).toBe('1000000000000000000')
    expect(value.toDecimal(18)).toBe('1.0')
    expect(value.toDecimal(5)).toBe('10000000000000.0')
    expect(value.toBigInt()).toBe(10n ** 18n)
  })

  it('creates an integer from decimals', () => {
    const value = BigNumber.fromDecimal('1.1', 18)
    expect(value.toString()).toBe('1100000000000000000')
    expect(value.toJSON()).toBe('0x0f43fc2c04ee0000')
    expect(value.toDecimal(0)).toBe('1100000000000000000')
    expect(value.toDecimal(18)).toBe('1.1')
    expect(value.toDecimal(5)).toBe('11000000000000.0')
  })

  it('reads decimals as 0 when none are given', () => {
    expect(BigNumber.fromDecimal(100).toString()).toBe('100')
    expect(BigNumber.fromDecimal(1n, 5).toString()).toBe('100000')
  })

  it('returns a BigNumber it is given as it is', () => {
    const value = BigNumber.create(0x1)
    expect(BigNumber.create(value)).toBe(value)
  })

  it('adds, subtracts, multiplies, divides and compares', () => {
    const of = (value: number) => BigNumber.create(value)
    expect(of(2).add(of(3)).toString()).toBe('5')
    expect(of(10).sub(of(4)).toString()).toBe('6')
    expect(of(2).mul(of(3)).toString()).toBe('6')
    expect(of(15).div(of(5)).toString()).toBe('3')
    expect(of(1).equals(of(1))).toBe(true)
    expect(of(1).equals(of(-1))).toBe(false)
    expect(BigNumber.equals('0x0a', 10)).toBe(true)
  })

  it.each([
    ['0x1', '1'],
    ['0x0', '0'],
    ['-0x0', '0'],
    ['0x100', '256'],
    ['-0x100', '-256'],
    ['-0', '0'],
  ])('reads %s as %s', (text, expected) => {
    expect(BigNumber.create(text).toString()).toBe(expected)
  })

  it.each([
    ['0', 0, '0'],
    ['0', 2, '0.0'],
    ['0', 10, '0.0'],
    ['-256', 0, '-256'],
    ['256', 1, '25.6'],
    ['-256', 1, '-25.6'],
    ['256', 5, '0.00256'],
    ['-256', 10, '-0.0000000256'],
    ['256', 18, '0.000000000000000256'],
  ])('writes %s with %i decimals as %s', (value, decimals, expected) => {
    expect(BigNumber.create(value).toDecimal(decimals)).toBe(expected)
  })

  it('refuses negative decimals with the seed message', () => {
    expect(() => BigNumber.create(0).toDecimal(-1)).toThrow('[C0500] Invalid decimals')
  })

  it.each([
    ['10', '0x0a'],
    ['200', '0xc8'],
    ['0', '0x00'],
    ['351', '0x015f'],
    ['123456789', '0x075bcd15'],
    ['-100', '-0x64'],
    ['-1', '-0x01'],
    ['-123456789', '-0x075bcd15'],
  ])('writes %s in hex as %s', (value, expected) => {
    expect(BigNumber.create(value).toHex()).toBe(expected)
  })
})
