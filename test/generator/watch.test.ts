import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type CatalogueWatcher, watchCatalogue } from '../../generator/watch'

const FIXTURE = join(import.meta.dirname, 'fixtures/paging/spec')

describe('watchCatalogue (make dev)', () => {
  let watcher: CatalogueWatcher | undefined
  afterEach(() => watcher?.close())

  /** A watched copy of the fixture catalogue, and the next regenerations and error reports. */
  function watched() {
    const root = mkdtempSync(join(tmpdir(), 'w3data-watch-'))
    const specRoot = join(root, 'spec')
    const outRoot = join(root, 'generated')
    cpSync(FIXTURE, specRoot, { recursive: true })
    const generated: { api: string; written: readonly string[] }[] = []
    const errors: string[] = []
    const next = (list: unknown[], count: number) =>
      expect.poll(() => list.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(count)
    watcher = watchCatalogue({
      specRoot,
      outRoot,
      onGenerated: (api, written) => {
        generated.push({ api, written })
      },
      log: { log: () => undefined, error: (text: string) => errors.push(String(text)) },
    })
    return { specRoot, outRoot, generated, errors, next }
  }

  it('regenerates the API whose file changed, writing only the files that changed', async () => {
    const { specRoot, outRoot, generated, next } = watched()
    const index = join(specRoot, 'shop/index.yaml')
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace('summary: Items of an owner', 'summary: What an owner holds'),
    )
    await next(generated, 1)
    expect(generated[0]?.api).toBe('shop')
    expect(generated[0]?.written).toContain('shop/operations.gen.ts')
    expect(readFileSync(join(outRoot, 'shop/operations.gen.ts'), 'utf8')).toContain('What an owner holds')
  })

  it('reports a broken edit where it is written and leaves generated/ as it was', async () => {
    const { specRoot, outRoot, generated, errors, next } = watched()
    const index = join(specRoot, 'shop/index.yaml')
    const good = readFileSync(index, 'utf8')
    writeFileSync(index, good.replace('summary: Items of an owner', 'summary: Items, first'))
    await next(generated, 1)
    const before = readFileSync(join(outRoot, 'shop/operations.gen.ts'), 'utf8')

    writeFileSync(index, good.replace('x-w3data-paging:', 'x-w3data-pagin:'))
    await expect
      .poll(() => errors.find((text) => text.includes('not regenerated')), { timeout: 10_000 })
      .toBeDefined()
    const report = errors.find((text) => text.includes('not regenerated'))
    expect(report).toMatch(
      /spec\/shop\/index\.yaml:\d+:\d+ {2}unknown extension x-w3data-pagin \(did you mean x-w3data-paging\?\)/,
    )
    expect(report).toMatch(/not regenerated; generated\/ is unchanged$/)
    expect(readFileSync(join(outRoot, 'shop/operations.gen.ts'), 'utf8')).toBe(before)
    expect(generated).toHaveLength(1)
  })

  it('regenerates on each save of an editor that writes a copy and renames it over the file', async () => {
    const { specRoot, outRoot, generated, next } = watched()
    const index = join(specRoot, 'shop/index.yaml')
    const good = readFileSync(index, 'utf8')
    for (const [count, summary] of [
      [1, 'What an owner holds'],
      [2, 'Everything an owner holds'],
    ] as const) {
      writeFileSync(`${index}.swp`, good.replace('summary: Items of an owner', `summary: ${summary}`))
      renameSync(`${index}.swp`, index)
      await next(generated, count)
      expect(readFileSync(join(outRoot, 'shop/operations.gen.ts'), 'utf8')).toContain(summary)
    }
  })
})
