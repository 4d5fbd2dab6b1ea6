// `make lint` (Biome, biome.json) checks the repository's own files, not what a run leaves in the
// folders git ignores: coverage reports, mutation reports and Stryker's sandbox, the browser
// tests' pictures. Linted, those failed `make lint`, and so `make test`, after `make mutation` or
// a coverage run.
import { execFile } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome')
/** Code Biome refuses (`==`, and not formatted). */
const FLAWED = 'var a=1;if(a==1){console.log(a)}\n'

/** The folders .gitignore names (`reports/`, `.stryker-tmp/`, …). */
const ignoredFolders = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => /^[^#*!\s][^*]*\/$/.test(line))

const scratch = mkdtempSync(join(tmpdir(), 'w3data-lint-scope-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function plant(path: string): void {
  mkdirSync(dirname(join(scratch, path)), { recursive: true })
  writeFileSync(join(scratch, path), FLAWED)
}

it('reports the flawed file of the repository and none in the folders git ignores', async () => {
  expect(ignoredFolders).toEqual(expect.arrayContaining(['coverage/', 'reports/', '.stryker-tmp/']))
  for (const name of ['biome.json', '.gitignore']) copyFileSync(join(ROOT, name), join(scratch, name))
  plant('runtime/flawed.js')
  for (const folder of ignoredFolders) plant(`${folder}nested/flawed.js`)

  const failure = await promisify(execFile)(BIOME, ['check', '.', '--max-diagnostics=none'], {
    cwd: scratch,
  }).then(
    () => undefined,
    (error: unknown) => error as { code: number; stdout: string; stderr: string },
  )

  expect(failure?.code).toBe(1)
  const reported = new Set(
    [...`${failure?.stdout}${failure?.stderr}`.matchAll(/^(\S+\.js)[:\s]/gm)].map(([, path]) => path),
  )
  expect([...reported]).toEqual(['runtime/flawed.js'])
})
