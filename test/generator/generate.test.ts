import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { generate } from '../../generator/generate'

const fixtures = join(import.meta.dirname, 'fixtures')
const ROOT = join(import.meta.dirname, '../..')

/** The emitted file paths under a fixture's snapshot folder, sorted. */
const snapshotFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.gen.ts'))
    .sort()

it('has fixtures to check', () => {
  expect(readdirSync(fixtures)).toEqual(['hosts', 'paging', 'unions'])
})

describe.each(readdirSync(fixtures))('fixture %s', (fixture) => {
  it('emits exactly the files of its snapshot, each as snapshotted', async () => {
    const files = await generate(join(fixtures, fixture, 'spec'))
    expect([...files.keys()].sort()).toEqual(snapshotFiles(join(fixtures, fixture, 'generated')))
    for (const [path, text] of files) {
      await expect(text).toMatchFileSnapshot(join(fixtures, fixture, 'generated', path))
    }
  })
})

describe('determinism', () => {
  /** `generate` over spec/ in a process of its own whose directory listings come reversed. */
  async function generateReversed(): Promise<[string, string][]> {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './test/generator/reversedListings.ts',
        'test/generator/printGenerated.ts',
        'spec',
      ],
      { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 },
    )
    return JSON.parse(stdout) as [string, string][]
  }

  it('gives byte-identical output here and in a process that lists the spec files in the opposite order', async () => {
    const [listed, reversed] = await Promise.all([generate(join(ROOT, 'spec')), generateReversed()])
    expect(listed.size).toBeGreaterThan(20)
    expect(reversed).toEqual([...listed])
  }, 180_000)
})
