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

  it('leaves safe integers, decimals and exponents as numbers, even with 16 digits or more', () => {
    const safe = String(Number.MAX_SAFE_INTEGER)
    const text = `[${safe}, -${safe}, 0.12345678901234567, 1234567890123456.5, 1e300, 12345678901234567e2]`
    const parsed = parseJson(text)
    expect(parsed).toEqual(JSON.parse(text))
    expect((parsed as unknown[]).map((item) => typeof item)).toEqual(Array(6).fill('number'))
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
