import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')

/** The CommonJS files loaded in a process of its own by importing `module` (under tsx). */
async function commonJsLoadedBy(module: string): Promise<string[]> {
  const script = [
    "import { createRequire } from 'node:module'",
    `await import(${JSON.stringify(module)})`,
    'console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)))',
  ].join('\n')
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: ROOT },
  )
  return (JSON.parse(stdout) as string[]).map((path) => path.replaceAll('\\', '/'))
}

it('emits without loading the TypeScript compiler on the main thread (only the wire types need it)', async () => {
  const loaded = await commonJsLoadedBy('./generator/generate.ts')
  expect(loaded.filter((path) => /\/node_modules\/(typescript|ts-morph|@ts-morph)\//.test(path))).toEqual([])
}, 30_000)
