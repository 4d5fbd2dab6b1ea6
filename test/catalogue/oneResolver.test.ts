// The catalogue's `$ref`s are followed in one place, the toolkit behind `w3data/catalogue`
// (runtime/catalogue/resolve.ts): its readers (mock, command line, demo, MCP server, tests) call
// resolveSchema, resolveComponent or refName instead of cutting a `$ref` apart themselves.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** This file names the patterns it looks for. */
const SELF = 'test/catalogue/oneResolver.test.ts'

/** Where a `$ref` may be taken apart, and why. */
const RESOLVERS: Readonly<Record<string, string>> = {
  'runtime/catalogue/': 'the toolkit itself',
  'generator/load/specRef.ts':
    "the generator's: it reads spec/ before a catalogue exists and may import only runtime/contract/",
  'generator/drift/': "compares spec/ with the provider's documents, following the references of both",
  'test/wire/reference.ts': "follows the provider's reference documents, which are no catalogue",
}

const SKIPPED = new Set(['node_modules', 'dist', 'generated', 'fixtures', '.git', 'reports'])
const SOURCE = /\.(ts|tsx|mts|mjs)$/

/** A `$ref` cut into a name (`.split('/')`, `.slice(…)`), or the components prefix as a constant. */
const TAKES_A_REF_APART = [
  /\$ref\b[^;{}]{0,60}?\.\s*(split|slice|substring|replace|startsWith|lastIndexOf)\s*\(/g,
  /(['"`])#\/components\/(schemas|parameters)\/\1/g,
]

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    // Hidden folders are tools' scratch space (a mutation run's sandbox copies the repository).
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return []
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

/** `file:line` of every place outside the allowed resolvers that takes a `$ref` apart. */
function secondResolvers(root: string): string[] {
  const found: string[] = []
  for (const path of sourceFiles(root)) {
    const file = relative(root, path).split('\\').join('/')
    if (file === SELF || Object.keys(RESOLVERS).some((allowed) => file.startsWith(allowed))) continue
    const text = readFileSync(path, 'utf8')
    for (const pattern of TAKES_A_REF_APART)
      for (const match of text.matchAll(pattern))
        found.push(`${file}:${text.slice(0, match.index).split('\n').length}`)
  }
  return [...new Set(found)].sort()
}

describe('the catalogue toolkit', () => {
  it('is the only resolver of catalogue $refs', () => {
    const found = secondResolvers(ROOT)
    expect(
      found,
      `${found.join(', ')}: a second $ref resolver. Use resolveSchema, resolveComponent or refName from w3data/catalogue.`,
    ).toEqual([])
  })
})
