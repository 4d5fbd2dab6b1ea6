import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loadWithCodeCache } from '../../generator/emit/wire/codeCache.mjs'
import { folderPerTest } from '../support/folderPerTest'

const ROOT = join(import.meta.dirname, '../..')
const folder = folderPerTest('w3data-code-cache-')

describe('V8 code caches of the large CommonJS files', () => {
  it('keeps one cache per file, though two files share a name or one name starts another', () => {
    const files = [
      'typescript/lib/typescript.js',
      '@ts-morph/common/dist/typescript.js',
      'a/x.js',
      'a/x-common.js',
    ]
    const caches = join(folder(), 'caches')
    const loads = files.map((file, index) => {
      const path = join(folder(), 'node_modules', file)
      mkdirSync(join(path, '..'), { recursive: true })
      writeFileSync(path, `module.exports = ${index}\n`)
      return loadWithCodeCache(path, caches)
    })
    for (const load of loads) load.keep()
    expect(
      readdirSync(caches)
        .map((name) => name.replace(/-\d+-\d+\.v8$/, ''))
        .sort(),
    ).toEqual(['@ts-morph+common+dist+typescript', 'a+x', 'a+x-common', 'typescript+lib+typescript'])
  })

  it("compiles ts-morph's three files from the caches a run before kept", async () => {
    // In processes of their own: V8 refuses a code cache made under other flags, and a test file
    // sharing this process sets one (redact.test.ts: --expose-gc).
    const script = [
      "import { createRequire } from 'node:module'",
      "import { loadTsMorph } from './generator/emit/tsMorph.ts'",
      `const loaded = loadTsMorph(${JSON.stringify(folder())})`,
      'const printed = new loaded.tsMorph.Project({ useInMemoryFileSystem: true }).createWriter().write("x").toString()',
      'loaded.keep()',
      "const same = createRequire(import.meta.url)('ts-morph') === loaded.tsMorph",
      'console.log(JSON.stringify({ usedCache: loaded.usedCache, printed, same }))',
    ].join('\n')
    const run = async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { cwd: ROOT },
      )
      return JSON.parse(stdout)
    }
    expect(await run()).toEqual({ usedCache: [false, false, false], printed: 'x', same: true })
    expect(await run()).toEqual({ usedCache: [true, true, true], printed: 'x', same: true })
  }, 60_000)
})
