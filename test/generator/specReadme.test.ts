// spec/README.md explains the catalogue's words; its tables list exactly the ones the code knows:
// every extension the loader accepts, and every value type of the contract.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VALUE_TYPES } from 'w3data/catalogue'
import { EXTENSION_KEYS } from '../../generator/load/checkExtensions'

const README = readFileSync(new URL('../../spec/README.md', import.meta.url), 'utf8')

/** The text of a `## ` section, up to the next one. */
function section(heading: string): string {
  const start = README.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`spec/README.md has no section "${heading}"`)
  const end = README.indexOf('\n## ', start + 1)
  return README.slice(start, end < 0 ? undefined : end)
}

/** The first cells of a section's table rows that name a word in backticks. */
const firstCells = (text: string, word: RegExp): string[] =>
  [...text.matchAll(/^\| `([^`]+)` +\|/gm)]
    .map((match) => match[1] as string)
    .filter((cell) => word.test(cell))

describe('spec/README.md', () => {
  it('explains every extension the loader accepts, and no other', () => {
    const explained = new Set(firstCells(section('Extensions'), /^x-w3data-/))
    expect([...explained].sort()).toEqual([...EXTENSION_KEYS].sort())
  })

  it('lists the value types of VALUE_TYPES (runtime/contract/valueTypes.ts), in its order', () => {
    const table = README.slice(README.indexOf('| value type | accepts | sent as |'))
    const rows = table.slice(0, table.search(/\n\n/))
    expect(firstCells(rows, /./)).toEqual(Object.keys(VALUE_TYPES))
  })
})
