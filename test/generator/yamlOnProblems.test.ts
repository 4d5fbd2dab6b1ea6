import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')
let spec: string

// A copy of spec/ whose every file carries a comment no other run has: no parsed file is kept yet.
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'w3data-yaml-parsers-'))
  spec = join(dir, 'spec')
  cpSync(join(ROOT, 'spec'), spec, { recursive: true })
  for (const name of readdirSync(spec, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.yaml'),
  )) {
    writeFileSync(join(spec, name), `${readFileSync(join(spec, name), 'utf8')}# ${dir}\n`)
  }
})
afterAll(() => rmSync(join(spec, '..'), { recursive: true, force: true }))

/** The packages a fresh process has loaded after reading and modelling the copy of spec/. */
async function packagesLoadedByModelling(): Promise<string[]> {
  const script = [
    "const { buildModels } = require('./generator/model/buildModels')",
    "const { listSpecFolders } = require('./generator/load/loadSpec')",
    `buildModels(${JSON.stringify(spec)}, listSpecFolders(${JSON.stringify(spec)}))`,
    'const names = Object.keys(require.cache).map((path) => /node_modules\\/([^/]+)\\//.exec(path)?.[1])',
    'console.log(JSON.stringify([...new Set(names.filter(Boolean))]))',
  ].join('\n')
  const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), ['--eval', script], {
    cwd: ROOT,
  })
  return JSON.parse(stdout) as string[]
}

it('reads a sound catalogue without loading `yaml`, the parser kept to place problems; then, read before, with no YAML parser', async () => {
  const first = await packagesLoadedByModelling()
  expect(first).toContain('js-yaml')
  expect(first).not.toContain('yaml')
  const again = await packagesLoadedByModelling()
  expect(again).not.toContain('js-yaml')
  expect(again).not.toContain('yaml')
}, 60_000)
