import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BigNumber, formatDecimal, parseDecimal } from 'w3data'
import {
  DECIMAL_FORM,
  decimalsCount,
  decimalText,
  decimalVerdict,
  HEX_FORM,
  MAX_DECIMALS,
  unitsToDecimal,
  validDecimalText,
} from './oracles'
import { anyInput, expectRejected, params, settle, timeout } from './support'

const C0500 = 'C0500'
const smallDecimals = fc.integer({ min: 0, max: 40 })

describe('parseDecimal', () => {
  it(
    'accepts exactly -?digits(.digits)? with at most `decimals` fraction digits, or a hex integer, and nothing else',
    () => {
      fc.assert(
        fc.property(decimalText, decimalsCount, (text, decimals) => {
          const settled = settle(() => parseDecimal(text, decimals))
          const verdict = decimalVerdict(text, decimals)
          if (verdict.ok) {
            expect(settled).toEqual({ ok: true, value: verdict.units.toString() })
            const fraction = text.split('.')[1] ?? ''
            expect(HEX_FORM.test(text) || (DECIMAL_FORM.test(text) && fraction.length <= decimals)).toBe(true)
          } else expectRejected(settled, C0500, verdict.message)
        }),
        params,
      )
    },
    timeout,
  )

  it(
    'reads numbers only when they are exact',
    () => {
      const numbers = fc.oneof(
        fc.double(),
        fc.integer(),
        fc.maxSafeInteger(),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((value) => Math.round(value * 1000) / 1000),
        fc.constantFrom(-0, 2 ** 53, 2 ** 53 + 2, 1e21, 1e-7, 0.1, 0.30000000000000004),
      )
      fc.assert(
        fc.property(numbers, smallDecimals, (value, decimals) => {
          const settled = settle(() => parseDecimal(value, decimals))
          const verdict = decimalVerdict(value, decimals)
          if (verdict.ok) expect(settled).toEqual({ ok: true, value: verdict.units.toString() })
          else expectRejected(settled, C0500, verdict.message)
        }),
        params,
      )
    },
    timeout,
  )

  it(
    'turns any other input into a W3DataError, never a TypeError',
    () => {
      fc.assert(
        fc.property(anyInput, anyInput, (value, decimals) => {
          const settled = settle(() => parseDecimal(value as string, decimals as number))
          if (settled.ok) expect(settled.value).toMatch(/^-?[0-9]+$/)
          else expect(settled.error.code).toBe(C0500)
        }),
        params,
      )
    },
    timeout,
  )

  it(
    'round-trips through formatDecimal to the canonical text',
    () => {
      fc.assert(
        fc.property(validDecimalText, smallDecimals, (text, decimals) => {
          const verdict = decimalVerdict(text, decimals)
          fc.pre(verdict.ok)
          const units = parseDecimal(text, decimals)
          const formatted = formatDecimal(units, decimals)
          // Canonical: no leading zeros, no trailing fraction zeros, no '-0'.
          expect(formatted).toBe(unitsToDecimal(BigInt(units), decimals))
          expect(parseDecimal(formatted, decimals)).toBe(units)
          expect(Number(formatted)).toBeCloseTo(Number(text), 0)
        }),
        params,
      )
    },
    timeout,
  )
})

describe('formatDecimal', () => {
  it(
    'formats every integer and parses back to it',
    () => {
      fc.assert(
        fc.property(
          fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }),
          smallDecimals,
          fc.boolean(),
          (units, decimals, asText) => {
            const text = formatDecimal(asText ? units.toString() : units, decimals)
            expect(text).toBe(unitsToDecimal(units, decimals))
            expect(text).toMatch(DECIMAL_FORM)
            expect(text).not.toMatch(/\.[0-9]*0$|^-0$|^-?0[0-9]/)
            expect(parseDecimal(text, decimals)).toBe(units.toString())
          },
        ),
        params,
      )
    },
    timeout,
  )

  it(
    'accepts exactly -?digits as text, anything else is C0500',
    () => {
      fc.assert(
        fc.property(fc.oneof(decimalText, anyInput), decimalsCount, (value, decimals) => {
          const settled = settle(() => formatDecimal(value as string, decimals))
          const decimalsOk = Number.isInteger(decimals) && decimals >= 0 && decimals <= MAX_DECIMALS
          const valueOk = typeof value === 'bigint' || (typeof value === 'string' && /^-?[0-9]+$/.test(value))
          if (!decimalsOk) expectRejected(settled, C0500, 'Invalid decimals')
          else if (!valueOk) expect(settled.ok === false && settled.error.code).toBe(C0500)
          else expect(settled).toEqual({ ok: true, value: unitsToDecimal(BigInt(value as string), decimals) })
        }),
        params,
      )
    },
    timeout,
  )
})

describe('BigNumber', () => {
  it(
    'reads any text as an exact number or C0500, and prints it without an exponent',
    () => {
      const text = fc.oneof(
        decimalText,
        fc
          .tuple(validDecimalText, fc.constantFrom('e', 'E'), fc.integer({ min: -5_000, max: 5_000 }))
          .map(([mantissa, e, exponent]) => `${mantissa}${e}${exponent}`),
        fc.constantFrom('1e300000000', '-1e-300000000', '1e1000001'),
      )
      fc.assert(
        fc.property(text, (value) => {
          const settled = settle(() => BigNumber.from(value))
          if (!settled.ok) {
            expect(settled.error.code).toBe(C0500)
            return
          }
          const printedValue = settled.value.toString()
          expect(printedValue).toMatch(/^-?[0-9]+(\.[0-9]+)?$/)
          expect(BigNumber.from(printedValue).equals(settled.value)).toBe(true)
        }),
        params,
      )
    },
    timeout,
  )

  it(
    'does exact integer arithmetic (checked against bigint)',
    () => {
      const big = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })
      fc.assert(
        fc.property(big, big, (a, b) => {
          const x = BigNumber.from(a)
          expect(x.add(b).toBigInt()).toBe(a + b)
          expect(x.sub(b).toBigInt()).toBe(a - b)
          expect(x.mul(b).toBigInt()).toBe(a * b)
          if (b === 0n)
            expectRejected(
              settle(() => x.div(b)),
              C0500,
              'Division by zero',
            )
          else expect(x.div(b).toBigInt()).toBe(a / b)
          expect(x.cmp(b)).toBe(a < b ? -1 : a > b ? 1 : 0)
        }),
        params,
      )
    },
    timeout,
  )
})
