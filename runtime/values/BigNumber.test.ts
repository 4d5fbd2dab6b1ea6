import { describe, expect, it } from 'vitest'
import { isW3DataError } from '../errors/W3DataError'
import { BigNumber } from './BigNumber'

function codeOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return isW3DataError(error) ? error.code : error
  }
  return undefined
}

const TWO_POW_64 = '18446744073709551616'

describe('BigNumber', () => {
  it('is created from strings, numbers, bigints and itself', () => {
    expect(BigNumber.from('123').toString()).toBe('123')
    expect(BigNumber.from('-1.25').toString()).toBe('-1.25')
    expect(BigNumber.from(42).toString()).toBe('42')
    expect(BigNumber.from(0.5).toString()).toBe('0.5')
    expect(BigNumber.from(2n ** 64n).toString()).toBe(TWO_POW_64)
    const value = BigNumber.from(7)
    expect(BigNumber.from(value)).toBe(value)
    expect(BigNumber.from(-0).toString()).toBe('0')
  })

  it('never prints an exponent', () => {
    expect(BigNumber.from('1e30').toString()).toBe('1000000000000000000000000000000')
    expect(BigNumber.from('0.0000000001').toString()).toBe('0.0000000001')
    expect(BigNumber.from(TWO_POW_64).mul(TWO_POW_64).toString()).toBe(
      '340282366920938463463374607431768211456',
    )
  })

  it('does exact arithmetic beyond 2^64', () => {
    const big = BigNumber.from(TWO_POW_64)
    expect(big.add(1).toString()).toBe('18446744073709551617')
    expect(big.sub('18446744073709551617').toString()).toBe('-1')
    expect(big.mul(big).toBigInt()).toBe(2n ** 128n)
    expect(BigNumber.from('0.1').add('0.2').toString()).toBe('0.3')
  })

  it('is immutable', () => {
    const one = BigNumber.from(1)
    one.add(1)
    one.mul(5)
    expect(one.toString()).toBe('1')
  })

  it('divides with truncation toward zero, like bigint', () => {
    expect(BigNumber.from(7).div(2).toString()).toBe('3')
    expect(BigNumber.from(-7).div(2).toString()).toBe('-3')
    expect(BigNumber.from(7).div(-2).toString()).toBe('-3')
    expect(BigNumber.from(1).div(3).toString()).toBe('0')
    const dividend = 10n ** 40n - 1n
    const divisor = 10n ** 40n
    expect(BigNumber.from(dividend).div(divisor).toBigInt()).toBe(dividend / divisor)
    expect(
      BigNumber.from(2n ** 200n + 5n)
        .div(3n)
        .toBigInt(),
    ).toBe((2n ** 200n + 5n) / 3n)
  })

  it('rejects division by zero', () => {
    expect(() => BigNumber.from(1).div(0)).toThrow('[C0500] Division by zero')
    expect(codeOf(() => BigNumber.from(1).div('0.0'))).toBe('C0500')
  })

  it('compares', () => {
    const a = BigNumber.from(TWO_POW_64)
    expect(a.cmp('18446744073709551617')).toBe(-1)
    expect(a.cmp(2n ** 64n)).toBe(0)
    expect(a.cmp(1)).toBe(1)
    expect(a.equals(`${TWO_POW_64}.0`)).toBe(true)
    expect(a.lt(a.add(1))).toBe(true)
    expect(a.gt(a.add(1))).toBe(false)
    expect(a.gt(-1)).toBe(true)
    expect(a.lt(-1)).toBe(false)
  })

  it('is neither less nor greater than an equal number', () => {
    const a = BigNumber.from('1.5')
    expect([a.lt('1.50'), a.gt('1.50'), a.equals('1.50')]).toEqual([false, false, true])
  })

  it('converts to bigint, JSON and decimals', () => {
    expect(BigNumber.from('-5').toBigInt()).toBe(-5n)
    expect(JSON.stringify({ v: BigNumber.from(TWO_POW_64) })).toBe('{"v":"0x010000000000000000"}')
    expect(JSON.stringify({ v: BigNumber.from('1.5') })).toBe('{"v":"1.5"}')
    expect(BigNumber.fromDecimal('1.5', 8).toString()).toBe('150000000')
    expect(BigNumber.fromDecimal(2, 3).toString()).toBe('2000')
    expect(BigNumber.from('150000000').toDecimal(8)).toBe('1.5')
    expect(BigNumber.from('100000000').toDecimal(8)).toBe('1.0')
  })

  it('refuses to turn a fraction into a bigint', () => {
    expect(() => BigNumber.from('1.5').toBigInt()).toThrow('[C0500] Not an integer: 1.5')
    expect(() => BigNumber.from('1.5').toDecimal(8)).toThrow('[C0500] Not an integer: 1.5')
  })

  it('rejects invalid input with the value in the message', () => {
    expect(() => BigNumber.from('abc')).toThrow('[C0500] Invalid number: abc')
    expect(() => BigNumber.from('')).toThrow(/^\[C0500\] Invalid number: $/)
    expect(() => BigNumber.from('0x')).toThrow('[C0500] Invalid number: 0x')
    expect(() => BigNumber.from('0x1g')).toThrow('[C0500] Invalid number: 0x1g')
    expect(() => BigNumber.from(Number.NaN)).toThrow('[C0500] Invalid number: NaN')
    expect(() => BigNumber.from(Number.NEGATIVE_INFINITY)).toThrow('[C0500] Invalid number: -Infinity')
    expect(() => BigNumber.from(2 ** 53)).toThrow(
      '[C0500] Number value is not exact, pass it as a string: 9007199254740992',
    )
    expect(() => BigNumber.from(1e-7)).toThrow('[C0500] Number value is not exact, pass it as a string: 1e-7')
    expect(() => BigNumber.from({} as unknown as string)).toThrow('[C0500] Invalid number: [object Object]')
    expect(() => BigNumber.from(Symbol('x') as unknown as string)).toThrow(
      '[C0500] Invalid number: Symbol(x)',
    )
    expect(() => BigNumber.from(1).add('x')).toThrow('[C0500] Invalid number: x')
    expect(codeOf(() => BigNumber.from('abc'))).toBe('C0500')
  })

  it('takes another library’s number object by its own text, as the SDK’s BigInt() did, not a list', () => {
    const ethersLike = { _hex: '0x10', toString: () => '16' }
    expect(BigNumber.from(ethersLike as unknown as string).toString()).toBe('16')
    expect(BigNumber.from({ toString: () => '0x10' } as unknown as string).toString()).toBe('16')
    expect(() => BigNumber.from(['5'] as unknown as string)).toThrow('[C0500] Invalid number: 5')
    expect(() => BigNumber.from({ a: 1 } as unknown as string)).toThrow(
      '[C0500] Invalid number: [object Object]',
    )
    expect(() => BigNumber.from({ toString: () => 'x' } as unknown as string)).toThrow(
      '[C0500] Invalid number: x',
    )
  })

  it('takes exponents within big.js range, ±1e6, and refuses larger ones', () => {
    expect(BigNumber.from('1e1000000').gt('9e999999')).toBe(true)
    expect(BigNumber.from('1e-1000000').gt(0)).toBe(true)
    expect(() => BigNumber.from('1e1000001')).toThrow('[C0500] Invalid number: 1e1000001')
    expect(() => BigNumber.from('-1e-1000001')).toThrow('[C0500] Invalid number: -1e-1000001')
  })

  it('is created from decimals with the decimal rules', () => {
    expect(() => BigNumber.fromDecimal('1.5', -1)).toThrow('[C0500] Invalid decimals')
    expect(() => BigNumber.fromDecimal('1.123', 2)).toThrow(
      '[C0500] Decimal value has more than 2 fraction digits: 1.123',
    )
    expect(() => BigNumber.fromDecimal(1e-7, 8)).toThrow(
      '[C0500] Number value is not exact, pass it as a string: 1e-7',
    )
    expect(() => BigNumber.fromDecimal(Number.NaN)).toThrow('[C0500] Number value is not finite: NaN')
    expect(BigNumber.fromDecimal(12345678901234567890n, 2).toString()).toBe('1234567890123456789000')
  })
})

// The SDK's BigNumber cases (moralis@2.27.2 and its formatter and parser tests), checked against
// the type `w3data` exports.
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

  it('refuses negative decimals with the exact message', () => {
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
