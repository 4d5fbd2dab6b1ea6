import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatFiles } from '../../generator/emit/format'
import { folderPerTest } from '../support/folderPerTest'

const dir = folderPerTest('w3data-format-cache-')

const entries = () => readdirSync(dir()).filter((name) => name.endsWith('.ts'))

describe('formatted texts kept between runs', () => {
  it('reads a text formatted before instead of running Biome: a doctored entry shows it was read', async () => {
    const files = new Map([['evm/a.gen.ts', 'export const a = {b:1}']])
    expect(await formatFiles(files, dir())).toEqual(
      new Map([['evm/a.gen.ts', 'export const a = { b: 1 }\n']]),
    )
    const [entry] = entries()
    writeFileSync(join(dir(), entry!), 'kept\n')
    expect(await formatFiles(files, dir())).toEqual(new Map([['evm/a.gen.ts', 'kept\n']]))
  }, 30_000)

  it('runs Biome for the texts not kept only, and gives every text in the order asked', async () => {
    await formatFiles(new Map([['a.gen.ts', 'const a = [1,2]']]), dir())
    writeFileSync(join(dir(), entries()[0]!), 'kept\n')
    const files = new Map([
      ['b.gen.ts', 'const b = {c:2}'],
      ['a.gen.ts', 'const a = [1,2]'],
      ['sub/a.gen.ts', 'const a = [1,2]'],
    ])
    const formatted = await formatFiles(files, dir())
    expect([...formatted]).toEqual([
      ['b.gen.ts', 'const b = { c: 2 }\n'],
      ['a.gen.ts', 'kept\n'],
      // Named by its path too: the same text elsewhere is formatted anew.
      ['sub/a.gen.ts', 'const a = [1, 2]\n'],
    ])
    expect(entries()).toHaveLength(3)
  }, 30_000)

  it('still refuses code that does not parse, and keeps nothing of it', async () => {
    await expect(formatFiles(new Map([['a.gen.ts', 'const = ;']]), dir())).rejects.toThrow(/does not format/)
    expect(entries()).toEqual([])
  }, 30_000)
})
