import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')

/** The packages a fresh process has loaded after reading and modelling spec/. */
async function packagesLoadedByModelling(): Promise<string[]> {
  const script = [
    "const { buildModels } = require('./generator/model/buildModels')",
    "const { listSpecFolders } = require('./generator/load/loadSpec')",
    "buildModels('spec', listSpecFolders('spec'))",
    'const names = Object.keys(require.cache).map((path) => /node_modules\\/([^/]+)\\//.exec(path)?.[1])',
    'console.log(JSON.stringify([...new Set(names.filter(Boolean))]))',
  ].join('\n')
  const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), ['--eval', script], {
    cwd: ROOT,
  })
  return JSON.parse(stdout) as string[]
}

it('reads a sound catalogue without loading `yaml`, the parser kept to place problems', async () => {
  const loaded = await packagesLoadedByModelling()
  expect(loaded).toContain('js-yaml')
  expect(loaded).not.toContain('yaml')
}, 60_000)
