import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseJson } from './internals'
import { params } from './support'

// The rule: an integer beyond 2^53 arrives as its exact decimal string; everything else parses
// as JSON.parse does.
const UNSAFE = '9007199254740993' // 2^53 + 1: JSON.parse would round it to ...992

function holdsUnsafeInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && !Number.isSafeInteger(value)
  if (value === null || typeof value !== 'object') return false
  return Object.values(value).some(holdsUnsafeInteger)
}

describe('parseJson', () => {
  it('keeps an integer beyond 2^53 exact, as its decimal string, wherever it stands', () => {
    expect(parseJson(`{"balance":${UNSAFE}}`)).toEqual({ balance: UNSAFE })
    expect(parseJson(`[-${UNSAFE}, 1, ${UNSAFE}0]`)).toEqual([`-${UNSAFE}`, 1, `${UNSAFE}0`])
    expect(parseJson(`{"a":{"b":[${UNSAFE}]},"c":2}`)).toEqual({ a: { b: [UNSAFE] }, c: 2 })
    expect(parseJson(UNSAFE)).toBe(UNSAFE)
  })

  it('leaves safe integers, fractions and numbers too long to spell out as numbers, even with 16 digits or more', () => {
    const safe = String(Number.MAX_SAFE_INTEGER)
    const text = `[${safe}, -${safe}, 0.12345678901234567, 1234567890123456.5, 123456789012345678.9, 1e300, 1.5e2]`
    const parsed = parseJson(text)
    expect(parsed).toEqual(JSON.parse(text))
    expect((parsed as unknown[]).map((item) => typeof item)).toEqual(Array(7).fill('number'))
  })

  it('spells out an integer beyond 2^53 written with an exponent or a point, exactly', () => {
    expect(parseJson('{"a":1234567890123456789e3}')).toEqual({ a: '1234567890123456789000' })
    expect(parseJson('[12345678901234567e2, -1.5E20, 1.2345678901234567890e18]')).toEqual([
      '1234567890123456700',
      '-150000000000000000000',
      '1234567890123456789',
    ])
    expect(parseJson(`{"a":${UNSAFE}.0,"b":"${UNSAFE}e3"}`)).toEqual({ a: UNSAFE, b: `${UNSAFE}e3` })
    expect(parseJson(`[${UNSAFE}.00, 0.05e20, 12345678901234567.8e1]`)).toEqual([
      UNSAFE,
      '5000000000000000000',
      '123456789012345678',
    ])
  })

  it('spells out up to 100 digits, and leaves a longer integer written with an exponent a number', () => {
    expect(parseJson('[1e99, 1e100]')).toEqual([`1${'0'.repeat(99)}`, 1e100])
  })

  it('keeps a number past the range of a double as the text it was sent as, never Infinity', () => {
    expect(parseJson('{"balance":1e400,"debt":-1e400,"n":1}')).toEqual({
      balance: '1e400',
      debt: '-1e400',
      n: 1,
    })
    expect(parseJson('[1.5e1000000]')).toEqual(['1.5e1000000'])
  })

  it('never touches digits inside a string, escaped quotes included', () => {
    const text = `{"id":"${UNSAFE}","quote":"say \\"${UNSAFE}\\" twice","n":${UNSAFE}}`
    expect(parseJson(text)).toEqual({ id: UNSAFE, quote: `say "${UNSAFE}" twice`, n: UNSAFE })
    expect(parseJson(`{"memo":"paid ${UNSAFE} wei","n":1}`)).toEqual({ memo: `paid ${UNSAFE} wei`, n: 1 })
    expect(parseJson(`{"n":1,"memo":"paid ${UNSAFE} wei"}`)).toEqual({ n: 1, memo: `paid ${UNSAFE} wei` })
    expect(parseJson(`{"a${UNSAFE}":1}`)).toEqual({ [`a${UNSAFE}`]: 1 })
    expect(parseJson(`"\\\\"`)).toBe('\\')
    expect(parseJson(`["\\\\", ${UNSAFE}]`)).toEqual(['\\', UNSAFE])
  })

  it('keeps them exact beside strings that look like them, and beside a repeated key', () => {
    // A string holding `:` and the digits makes the count of look-alikes differ from JSON.parse's.
    const text = `{"memo":"at 1:${UNSAFE}, [${UNSAFE}","n":${UNSAFE},"a":${UNSAFE}1,"a":1}`
    expect(parseJson(text)).toEqual({ memo: `at 1:${UNSAFE}, [${UNSAFE}`, n: UNSAFE, a: 1 })
    const escapes = `\\":${UNSAFE}` // a backslash, a quote: both escaped in the JSON text
    expect(parseJson(`{"s":${JSON.stringify(escapes)},"n":${UNSAFE}}`)).toEqual({ s: escapes, n: UNSAFE })
    // A string that ends in an escaped backslash closes at the quote after it.
    expect(parseJson(`{"a":"x\\\\","memo":"at 1:${UNSAFE}","n":${UNSAFE}}`)).toEqual({
      a: 'x\\',
      memo: `at 1:${UNSAFE}`,
      n: UNSAFE,
    })
  })

  it('keeps every unsafe integer of any array exact, whatever strings stand around them', () => {
    const unsafe = fc.bigInt({ min: 2n ** 53n, max: 2n ** 90n }).map((n) => (n % 3n === 0n ? -n : n))
    const part = fc.oneof(
      unsafe.map((n) => ({ text: String(n), value: String(n) as unknown })),
      // A string shaped like a literal after a separator: text, never a number.
      unsafe.map((n) => ({ text: JSON.stringify(`x:${n}, [${n}`), value: `x:${n}, [${n}` as unknown })),
      // As JSON writes it and reads it back (-0 is written as 0).
      fc
        .jsonValue()
        .map((value) => ({ text: JSON.stringify(value), value: JSON.parse(JSON.stringify(value)) })),
    )
    fc.assert(
      fc.property(fc.array(part), fc.constantFrom('', ' ', '\n  '), (parts, space) => {
        fc.pre(!parts.some((part) => holdsUnsafeInteger(part.value)))
        const text = `[${space}${parts.map((part) => part.text).join(`,${space}`)}]`
        expect(parseJson(text)).toEqual(parts.map((part) => part.value))
      }),
      params,
    )
  })

  it('answers as JSON.parse for any JSON without an unsafe integer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        fc.pre(!holdsUnsafeInteger(value))
        const text = JSON.stringify(value)
        expect(parseJson(text)).toEqual(JSON.parse(text))
      }),
      params,
    )
  })

  it('fails as JSON.parse does on text that is not JSON', () => {
    for (const text of ['{', `{"a":${UNSAFE}`, `{"a":"${UNSAFE}`, 'nope', ''])
      expect(() => parseJson(text)).toThrow(SyntaxError)
  })
})
