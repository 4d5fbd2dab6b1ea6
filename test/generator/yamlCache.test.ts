import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CORE_SCHEMA, load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { listSpecFolders, loadSpec } from '../../generator/load/loadSpec'
import { entryOf, loadYaml, offerParsed, unkeptSpecTexts } from '../../generator/load/yamlCache'
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

  it('takes the value another thread parsed instead of parsing, and keeps it: a doctored offer shows it', () => {
    const text = `openapi: 3.1.0\n# ${dir()}\n`
    offerParsed(text, { offered: true })
    expect(loadYaml(text, 'index.yaml', dir())).toEqual({ offered: true })
    expect(entries()).toHaveLength(1)
    expect(loadYaml(text, 'index.yaml', dir())).toEqual({ offered: true })
    // An offer is taken once: the entry is what a later run reads.
    rmSync(join(dir(), entries()[0]!))
    expect(loadYaml(text, 'index.yaml', dir())).toEqual({ openapi: '3.1.0' })
  })

  it("lists the texts of the folders' spec files that no entry keeps", () => {
    const spec = join(dir(), 'spec')
    mkdirSync(join(spec, 'api', 'deeper'), { recursive: true })
    writeFileSync(join(spec, 'api', 'index.yaml'), 'openapi: 3.1.0\n')
    writeFileSync(join(spec, 'api', 'paths.yaml'), 'paths: {}\n')
    writeFileSync(join(spec, 'api', 'notes.md'), 'not read\n')
    writeFileSync(join(spec, 'api', 'deeper', 'more.yaml'), 'not read: true\n')
    writeFileSync(join(spec, 'top.yaml'), 'not read: true\n')
    expect(unkeptSpecTexts(spec, dir()).sort()).toEqual(['openapi: 3.1.0\n', 'paths: {}\n'])
    loadYaml('paths: {}\n', 'paths.yaml', dir())
    expect(unkeptSpecTexts(spec, dir())).toEqual(['openapi: 3.1.0\n'])
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
