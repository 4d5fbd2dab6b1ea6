import { describe, expect, it } from 'vitest'
import { isW3DataError } from '../errors/W3DataError'
import { formatDecimal, parseDecimal } from './decimal'

function codeOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return isW3DataError(error) ? error.code : error
  }
  return undefined
}

describe('parseDecimal', () => {
  it('scales decimal text to the smallest unit', () => {
    expect(parseDecimal('1.5', 8)).toBe('150000000')
    expect(parseDecimal('1', 8)).toBe('100000000')
    expect(parseDecimal('0.00000001', 8)).toBe('1')
    expect(parseDecimal('123', 0)).toBe('123')
    expect(parseDecimal('1.50', 2)).toBe('150')
    expect(parseDecimal('0', 18)).toBe('0')
  })

  it('keeps negative amounts and drops negative zero and leading zeros', () => {
    expect(parseDecimal('-1.5', 8)).toBe('-150000000')
    expect(parseDecimal('-0.0', 2)).toBe('0')
    expect(parseDecimal('007.10', 2)).toBe('710')
  })

  it('is exact far beyond 2^64', () => {
    expect(parseDecimal('123456789012345678901234567890.123456789012345678', 18)).toBe(
      '123456789012345678901234567890123456789012345678',
    )
    expect(parseDecimal('18446744073709551616', 8)).toBe('1844674407370955161600000000')
  })

  it('accepts exact numbers', () => {
    expect(parseDecimal(1.5, 8)).toBe('150000000')
    expect(parseDecimal(-2, 3)).toBe('-2000')
    expect(parseDecimal(0.1, 1)).toBe('1')
    expect(parseDecimal(9007199254740991, 0)).toBe('9007199254740991')
    expect(parseDecimal(-0, 2)).toBe('0')
  })

  it('rejects numbers that may have lost precision', () => {
    expect(() => parseDecimal(9007199254740992, 0)).toThrow(
      '[C0500] Number value is not exact, pass it as a string: 9007199254740992',
    )
    expect(() => parseDecimal(1e21, 0)).toThrow(
      '[C0500] Number value is not exact, pass it as a string: 1e+21',
    )
    expect(() => parseDecimal(1e-7, 8)).toThrow(
      '[C0500] Number value is not exact, pass it as a string: 1e-7',
    )
    expect(() => parseDecimal(Number.NaN, 8)).toThrow('[C0500] Number value is not finite: NaN')
    expect(() => parseDecimal(Number.POSITIVE_INFINITY, 8)).toThrow(
      '[C0500] Number value is not finite: Infinity',
    )
    expect(() => parseDecimal(0.1 + 0.2, 8)).toThrow(
      '[C0500] Decimal value has more than 8 fraction digits: 0.30000000000000004',
    )
  })

  it('rejects an empty value', () => {
    expect(() => parseDecimal('', 8)).toThrow('[C0500] Decimal value is empty')
  })

  it('rejects more than one dot', () => {
    expect(() => parseDecimal('1.2.3', 8)).toThrow('[C0500] Decimal value has more than one dot: 1.2.3')
    expect(() => parseDecimal('..', 8)).toThrow('[C0500] Decimal value has more than one dot: ..')
  })

  it('rejects empty fragments', () => {
    expect(() => parseDecimal('1.', 8)).toThrow('[C0500] Decimal value has an empty fragment: 1.')
    expect(() => parseDecimal('.5', 8)).toThrow('[C0500] Decimal value has an empty fragment: .5')
    expect(() => parseDecimal('.', 8)).toThrow('[C0500] Decimal value has an empty fragment: .')
    expect(() => parseDecimal('-', 8)).toThrow('[C0500] Decimal value has an empty fragment: -')
    expect(() => parseDecimal('-.5', 8)).toThrow('[C0500] Decimal value has an empty fragment: -.5')
  })

  it('rejects a fractional part longer than the decimals', () => {
    expect(() => parseDecimal('1.123456789', 8)).toThrow(
      '[C0500] Decimal value has more than 8 fraction digits: 1.123456789',
    )
    expect(() => parseDecimal('1.5', 0)).toThrow('[C0500] Decimal value has more than 0 fraction digits: 1.5')
    expect(parseDecimal('1.12345678', 8)).toBe('112345678')
  })

  it('rejects non-numeric text', () => {
    for (const value of [
      'abc',
      '1a',
      '1e5',
      ' 1',
      '1 ',
      '+1',
      '--1',
      '0x1.5',
      ' 0x10',
      '0b1',
      '1,5',
      '1.-5',
      '١',
    ]) {
      expect(() => parseDecimal(value, 8)).toThrow(`[C0500] Decimal value is not numeric: ${value}`)
    }
    expect(() => parseDecimal(null as unknown as string, 8)).toThrow(
      '[C0500] Decimal value is not numeric: null',
    )
  })

  it('reads a hex integer in the unit, as the SDK did: 0x10 wei, 0x10 APT', () => {
    expect(parseDecimal('0x10', 0)).toBe('16')
    expect(parseDecimal('0X0a', 8)).toBe('1000000000')
    expect(parseDecimal('-0x10', 2)).toBe('-1600')
  })

  it('reads bigints, and number objects of other libraries by their own text, not plain objects or lists', () => {
    expect(parseDecimal(12n, 2)).toBe('1200')
    expect(parseDecimal({ toString: () => '1.5' } as unknown as string, 8)).toBe('150000000')
    expect(() => parseDecimal({} as unknown as string, 8)).toThrow(
      '[C0500] Decimal value is not numeric: [object Object]',
    )
    expect(() => parseDecimal(['1'] as unknown as string, 8)).toThrow(
      '[C0500] Decimal value is not numeric: 1',
    )
    expect(() => parseDecimal(Object.create(null) as string, 8)).toThrow(
      '[C0500] Decimal value is not numeric: [object Object]',
    )
  })

  it('rejects negative or fractional decimals', () => {
    expect(() => parseDecimal('1', -1)).toThrow('[C0500] Invalid decimals')
    expect(() => parseDecimal('1', 1.5)).toThrow('[C0500] Invalid decimals')
    expect(() => parseDecimal('1', Number.NaN)).toThrow('[C0500] Invalid decimals')
  })

  it('raises C0500 W3DataErrors', () => {
    expect(codeOf(() => parseDecimal('', 8))).toBe('C0500')
    expect(codeOf(() => parseDecimal('1', -1))).toBe('C0500')
    expect(codeOf(() => parseDecimal(Number.NaN, 1))).toBe('C0500')
  })
})

describe('formatDecimal', () => {
  it('scales down and trims trailing zeros', () => {
    expect(formatDecimal('150000000', 8)).toBe('1.5')
    expect(formatDecimal('100000000', 8)).toBe('1')
    expect(formatDecimal('1', 8)).toBe('0.00000001')
    expect(formatDecimal('0', 8)).toBe('0')
    expect(formatDecimal('123', 0)).toBe('123')
    expect(formatDecimal('10000000000', 8)).toBe('100')
  })

  it('takes bigints and negative values', () => {
    expect(formatDecimal(150000000n, 8)).toBe('1.5')
    expect(formatDecimal(-150000000n, 8)).toBe('-1.5')
    expect(formatDecimal('-1', 2)).toBe('-0.01')
    expect(formatDecimal('-0', 2)).toBe('0')
    expect(formatDecimal('000150', 2)).toBe('1.5')
  })

  it('is exact far beyond 2^64', () => {
    expect(formatDecimal(2n ** 100n, 18)).toBe('1267650600228.229401496703205376')
  })

  it('rejects anything but an integer', () => {
    for (const value of ['', '1.5', 'abc', '1e5', ' 1', '+1', '0x10']) {
      expect(() => formatDecimal(value, 8)).toThrow(`[C0500] Integer value is not valid: ${value}`)
    }
    expect(codeOf(() => formatDecimal('1.5', 8))).toBe('C0500')
  })

  it('rejects a number, even a whole one: amounts never pass through a float', () => {
    expect(() => formatDecimal(150 as unknown as string, 2)).toThrow(
      '[C0500] Integer value is not valid: 150',
    )
  })

  it('rejects negative decimals', () => {
    expect(() => formatDecimal('1', -1)).toThrow('[C0500] Invalid decimals')
    expect(codeOf(() => formatDecimal('1', -1))).toBe('C0500')
  })

  it('round-trips with parseDecimal', () => {
    const cases: [string, number][] = [
      ['1.5', 8],
      ['-0.00000001', 8],
      ['123456789012345678901234567890.5', 18],
      ['42', 0],
      ['0', 6],
    ]
    for (const [value, decimals] of cases) {
      expect(formatDecimal(parseDecimal(value, decimals), decimals)).toBe(value)
    }
    expect(parseDecimal(formatDecimal('98765432109876543210', 8), 8)).toBe('98765432109876543210')
  })
})
