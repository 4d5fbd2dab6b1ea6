import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT, requireBuild } from './support'

// The command line is the package's bin and part of no library bundle: dist/cli.js reaches the
// library only through the package's own entries, and no library file reaches the command line.
const DIST = join(ROOT, 'dist')
beforeAll(requireBuild)

const importsOf = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1] as string)

describe('dist/', () => {
  it('cli.js imports the package entries, Node built-ins, papaparse and (on first use) hyparquet-writer, nothing of the library by path', () => {
    const source = readFileSync(join(DIST, 'cli.js'), 'utf8')
    expect(source.startsWith('#!/usr/bin/env node\n')).toBe(true)
    for (const specifier of importsOf(source))
      expect(specifier).toMatch(
        /^(w3data(\/(budget|catalogue|mock))?|papaparse|hyparquet-writer|node:\w+|fs|path|util|readline)$/,
      )
  })

  it('no library file imports cli.js or carries command-line code', () => {
    const library = readdirSync(DIST).filter((name) => name.endsWith('.js') && name !== 'cli.js')
    expect(library).toContain('index.js')
    for (const name of library) {
      const source = readFileSync(join(DIST, name), 'utf8')
      expect(source.startsWith('#!'), name).toBe(false)
      expect(
        importsOf(source).filter((specifier) => /cli/.test(specifier)),
        name,
      ).toEqual([])
      for (const marker of ['w3data --resume', 'UsageError', 'papaparse', 'hyparquet'])
        expect(source.includes(marker), `${name}: ${marker}`).toBe(false)
    }
  })

  it('package.json names dist/cli.js as the w3data bin', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      bin?: Record<string, string>
    }
    expect(pkg.bin).toEqual({ w3data: './dist/cli.js' })
  })
})
