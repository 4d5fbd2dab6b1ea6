import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CORE_SCHEMA, load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { listSpecFolders, loadSpec } from '../../generator/load/loadSpec'
import { entryOf, loadYaml } from '../../generator/load/yamlCache'
import { folderPerTest } from '../support/folderPerTest'

const SPEC = join(import.meta.dirname, '../../spec')
const dir = folderPerTest('w3data-yaml-cache-')

const entries = () => readdirSync(dir()).filter((name) => name.endsWith('.json'))

describe('spec files kept parsed between runs', () => {
  it('gives what js-yaml gives, read anew and kept, for every file of the catalogue', () => {
    const files = readdirSync(SPEC, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.yaml'),
    )
    expect(files.length).toBeGreaterThan(20)
    for (const name of files) {
      const text = readFileSync(join(SPEC, name), 'utf8')
      const expected = load(text, { schema: CORE_SCHEMA })
      expect(loadYaml(text, name, dir())).toEqual(expected)
      expect(loadYaml(text, name, dir())).toEqual(expected)
    }
    expect(entries()).toHaveLength(files.length)
  })

  it('reads a text kept before instead of parsing it: a doctored entry shows it was read', () => {
    const text = 'openapi: 3.1.0\npaths: {}\n'
    expect(loadYaml(text, 'index.yaml', dir())).toEqual({ openapi: '3.1.0', paths: {} })
    const [entry] = entries()
    writeFileSync(join(dir(), entry!), '{"kept":true}')
    expect(loadYaml(text, 'index.yaml', dir())).toEqual({ kept: true })
    // Another text is another entry.
    expect(loadYaml(`${text}# a comment\n`, 'index.yaml', dir())).toEqual({ openapi: '3.1.0', paths: {} })
    expect(entries()).toHaveLength(2)
  })

  it('keeps no value JSON cannot hold, and nothing of a text that does not parse', () => {
    expect(loadYaml('a: .inf\nb: 1\n', 'x.yaml', dir())).toEqual({ a: Number.POSITIVE_INFINITY, b: 1 })
    expect(Object.is((loadYaml('a: -0.0\n', 'x.yaml', dir()) as { a: number }).a, -0)).toBe(true)
    expect(() => loadYaml('a: [\n', 'x.yaml', dir())).toThrow()
    expect(entries()).toEqual([])
  })
})

it('is where the loader reads each spec file from', () => {
  // A copy of a fixture whose index.yaml no other run has: its entry is this test's own.
  const spec = join(dir(), 'spec')
  cpSync(join(import.meta.dirname, 'fixtures', 'paging', 'spec'), spec, { recursive: true })
  const [folder] = listSpecFolders(spec)
  const index = join(spec, folder!, 'index.yaml')
  const text = `${readFileSync(index, 'utf8')}# ${dir()}\n`
  writeFileSync(index, text)
  const first = loadSpec(spec, folder!)
  const entry = entryOf(text)
  try {
    const doctored = JSON.parse(readFileSync(entry, 'utf8')) as { info: object }
    doctored.info = { ...doctored.info, title: 'read from the cache' }
    writeFileSync(entry, JSON.stringify(doctored))
    expect(first.document.info).not.toMatchObject({ title: 'read from the cache' })
    expect(loadSpec(spec, folder!).document.info).toMatchObject({ title: 'read from the cache' })
  } finally {
    rmSync(entry, { force: true })
  }
})
