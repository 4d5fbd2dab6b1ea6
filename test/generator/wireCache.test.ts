import { cpSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startWireTypes } from '../../generator/emit/wire/emitWire'
import { catalogueDigest, WireCache } from '../../generator/emit/wire/wireCache'
import { wireDocument } from '../../generator/emit/wire/wireDocument'
import { listSpecFolders } from '../../generator/load/loadSpec'
import { buildModels } from '../../generator/model/buildModels'
import { folderPerTest } from '../support/folderPerTest'

const spec = join(import.meta.dirname, 'fixtures', 'paging', 'spec')
const dir = folderPerTest('w3data-wire-cache-')

describe('the wire types kept between runs', () => {
  it('keeps each rendered text under its document, and a later run reads it instead of rendering', async () => {
    const models = buildModels(spec, listSpecFolders(spec))
    const first = startWireTypes({ cacheDir: dir() })
    const rendered = await first.render(models)
    expect(first.kept(models)).toBeUndefined()
    await first.close()
    expect(rendered[0]).toContain('export type paths')
    const cache = new WireCache(dir())
    const keys = models.map((model) => cache.key(wireDocument(model.document)))
    expect(keys.map((key) => cache.get(key))).toEqual(rendered)

    // What is kept is what a run gives: a doctored entry shows the run read it.
    for (const key of keys) writeFileSync(join(dir(), `${key}.txt`), `kept ${key}`)
    const second = startWireTypes({ cacheDir: dir() })
    expect(await second.render(models)).toEqual(keys.map((key) => `kept ${key}`))
    expect(second.kept(models)).toEqual(keys.map((key) => `kept ${key}`))
    await second.close()
  }, 60_000)

  it('names an entry by everything in the document, so a changed document is rendered anew', () => {
    const [model] = buildModels(spec, listSpecFolders(spec))
    const cache = new WireCache(dir())
    const document = wireDocument(model!.document)
    const changed = structuredClone(document)
    changed.info = { ...(changed.info as object), description: 'one word more' }
    expect(cache.key(structuredClone(document))).toBe(cache.key(document))
    expect(cache.key(changed)).not.toBe(cache.key(document))
  })

  it('keeps 24 texts at most, dropping those read longest ago', () => {
    const cache = new WireCache(dir())
    const hourAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)
    for (let index = 0; index < 24; index++) {
      writeFileSync(join(dir(), `old${index}.txt`), 'text')
      utimesSync(join(dir(), `old${index}.txt`), hourAgo(index + 1), hourAgo(index + 1))
    }
    expect(cache.get('old23')).toBe('text') // the oldest, read now
    cache.set('new', 'text')
    const kept = readdirSync(dir()).sort()
    expect(kept).toHaveLength(24)
    expect(kept).toContain('old23.txt')
    expect(kept).toContain('new.txt')
    expect(kept).not.toContain('old22.txt')
    expect(readFileSync(join(dir(), 'new.txt'), 'utf8')).toBe('text')
  })
})

describe("when the wire types' thread starts", () => {
  it('starts it at once, before the catalogue is read, when the texts of its files are not all kept', async () => {
    const wireTypes = startWireTypes({ cacheDir: dir(), catalogue: catalogueDigest(spec) })
    expect(wireTypes.threadStarted).toBe(true)
    await wireTypes.close()
  })

  it('starts none when the run before over the same files found every text kept, and one at a first miss', async () => {
    const catalogue = catalogueDigest(spec)
    const models = buildModels(spec, listSpecFolders(spec))
    const first = startWireTypes({ cacheDir: dir(), catalogue })
    const rendered = await first.render(models)
    await first.close()

    const second = startWireTypes({ cacheDir: dir(), catalogue })
    expect(second.threadStarted).toBe(false)
    expect(await second.render(models)).toEqual(rendered)
    expect(second.threadStarted).toBe(false)
    await second.close()

    // The guess is only when to start: a document whose text is not kept is rendered all the same.
    const [model] = models
    const changed = structuredClone(model!)
    changed.document.info = { ...(changed.document.info as object), description: 'one word more' }
    const third = startWireTypes({ cacheDir: dir(), catalogue })
    expect(third.threadStarted).toBe(false)
    const [text] = await third.render([changed])
    expect(third.threadStarted).toBe(true)
    expect(text).toContain('export type paths')
    await third.close()

    // That run noted the text it used; with that text gone, the next run starts the thread at once.
    for (const name of readdirSync(dir()).filter((entry) => entry.endsWith('.txt'))) rmSync(join(dir(), name))
    const fourth = startWireTypes({ cacheDir: dir(), catalogue })
    expect(fourth.threadStarted).toBe(true)
    await fourth.close()
  }, 60_000)

  it('digests every file of the catalogue by name and bytes', () => {
    const copy = join(dir(), 'spec')
    cpSync(spec, copy, { recursive: true })
    const before = catalogueDigest(copy)
    expect(catalogueDigest(copy)).toBe(before)
    const [folder] = listSpecFolders(copy)
    const index = join(copy, folder!, 'index.yaml')
    writeFileSync(index, `${readFileSync(index, 'utf8')}# a comment\n`)
    expect(catalogueDigest(copy)).not.toBe(before)
  })
})
