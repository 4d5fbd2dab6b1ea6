// No cell of a CSV export opens as a formula, whatever text the chain holds.
import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvRows } from '../../cli/csv'
import { params, timeout } from './support'

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/
const column = { header: 'name', path: ['name'] }

/** Text a hostile NFT could be named: formula openers first, then anything. */
const hostileText = fc.oneof(
  fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([first, rest]) => first + rest),
  fc.string(),
  fc.double({ noNaN: true }).map(String),
)

describe('CSV formula cells', () => {
  it(
    'every cell read back is inert text or a plain number, and loses nothing but the leading quote',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileText, async (name) => {
          const parsed = Papa.parse<string[]>(await csvRows([column], [{ name }], false), {
            delimiter: ',',
            newline: '\n',
          })
          const cell = parsed.data[0]?.[0] ?? ''
          if (FORMULA_START.test(cell)) expect(cell).toMatch(PLAIN_NUMBER)
          expect(cell === name || cell === `'${name}`).toBe(true)
        }),
        params,
      )
    },
    timeout,
  )
})
