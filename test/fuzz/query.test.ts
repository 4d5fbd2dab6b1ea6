import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serializeQuery } from './internals'
import { HOSTILE_KEYS, ownRecord, params, settle, timeout } from './support'

type Scalar = string | number | boolean
type QueryValue = Scalar | null | undefined | readonly Scalar[]

/** What URL and URLSearchParams make of text: lone surrogates become U+FFFD (WHATWG USVString). */
const wellFormed = (text: string) => (text as unknown as { toWellFormed(): string }).toWellFormed()

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom(
      '&',
      '=',
      '?',
      '#',
      '+',
      ' ',
      '%',
      '[',
      ']',
      '/',
      '\uD800',
      '\uDC00',
      'é',
      '😀',
      'a',
    ),
  }),
)
const scalar: fc.Arbitrary<Scalar> = fc.oneof(text, fc.double(), fc.integer(), fc.boolean())
const value: fc.Arbitrary<QueryValue> = fc.oneof(
  scalar,
  fc.constantFrom(null, undefined),
  fc.array(scalar, { maxLength: 4 }),
)
const name = fc.oneof(text, fc.constantFrom(...HOSTILE_KEYS, 'a[]', '0', '1', 'limit'))
const query = fc
  .uniqueArray(fc.tuple(name, value), { selector: ([key]) => key, maxLength: 8 })
  .map((entries) => ownRecord(entries) as Record<string, QueryValue>)

/** The pairs the query stands for: `name=value`, `name[]=item` per list item, nothing for null/undefined. */
function expectedPairs(record: Record<string, QueryValue>): [string, string][] {
  const pairs: [string, string][] = []
  for (const key of Object.keys(record)) {
    const item = record[key]
    if (item === undefined || item === null) continue
    if (Array.isArray(item))
      for (const one of item) pairs.push([wellFormed(`${key}[]`), wellFormed(String(one))])
    else pairs.push([wellFormed(key), wellFormed(String(item))])
  }
  return pairs
}

describe('serializeQuery', () => {
  it(
    'round-trips every value through URLSearchParams, lists as name[] pairs, null and undefined left out',
    () => {
      fc.assert(
        fc.property(query, (record) => {
          const settled = settle(() => serializeQuery(record))
          expect(settled.ok).toBe(true)
          if (!settled.ok) return
          const out = settled.value
          const pairs = expectedPairs(record)
          if (pairs.length === 0) expect(out).toBe('')
          else expect(out.startsWith('?')).toBe(true)
          expect([...new URLSearchParams(out)]).toEqual(pairs)
        }),
        params,
      )
    },
    timeout,
  )

  it(
    'percent-encodes everything but the unreserved characters and its own ?, =, & and []',
    () => {
      fc.assert(
        fc.property(query, (record) => {
          const out = serializeQuery(record)
          expect(out).toMatch(/^(\?[A-Za-z0-9\-_.!~*'()%=&[\]]*)?$/)
          // Every %XX is a valid escape of UTF-8: decoding never throws.
          expect(() => decodeURIComponent(out)).not.toThrow()
          // Literal [ ] only as the list marker before '='.
          for (const pair of out.slice(1).split('&').filter(Boolean)) {
            const [key = '', ...rest] = pair.split('=')
            expect(rest).toHaveLength(1)
            expect(key.replace(/\[\]$/, '')).not.toMatch(/[[\]]/)
          }
        }),
        params,
      )
    },
    timeout,
  )

  it(
    'omits exactly the null and undefined values',
    () => {
      fc.assert(
        fc.property(query, (record) => {
          const sent = new Set([...new URLSearchParams(serializeQuery(record)).keys()])
          const names = (key: string) => [wellFormed(key), wellFormed(`${key}[]`)]
          for (const key of Object.keys(record)) {
            const item = record[key]
            const [plain = '', listed = ''] = names(key)
            // Another key may be sent under the same name (`a[]` beside a list `a`): absence is only
            // checked where none is.
            const clash = Object.keys(record).some(
              (other) => other !== key && names(other).some((name) => name === plain || name === listed),
            )
            if (item === undefined || item === null) {
              if (!clash) expect(sent.has(plain)).toBe(false)
            } else if (Array.isArray(item)) {
              if (item.length > 0 || !clash) expect(sent.has(listed)).toBe(item.length > 0)
            } else expect(sent.has(plain)).toBe(true)
          }
        }),
        params,
      )
    },
    timeout,
  )
})
