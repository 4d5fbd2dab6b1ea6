// V8 keeps each loaded module's source text for the life of the process (functions compile from it
// on their first call), in one byte a character only while every character fits in one: a single
// `×` in a comment doubles the memory of the whole chunk holding it. dist/ is not minified, so the
// comments esbuild keeps (those on class members) ship and load with the code.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { default: string }>
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
}

/** Each exported entry's source, as tsup.config.ts reads package.json (`./dist/NAME.js` ← `entries/NAME.ts`). */
const entryPoints = Object.values(manifest.exports).flatMap((target) => {
  const name = typeof target === 'string' ? undefined : /^\.\/dist\/([\w-]+)\.js$/.exec(target.default)?.[1]
  return name ? [join(ROOT, 'entries', `${name}.ts`)] : []
})
const external = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)].flatMap(
  (name) => [name, `${name}/*`],
)

describe('the built chunks', () => {
  it('hold only Latin-1 characters, so V8 keeps their source in one byte a character', async () => {
    const { outputFiles } = await esbuild.build({
      entryPoints,
      absWorkingDir: ROOT,
      outdir: 'dist',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'es2022',
      external,
      write: false,
      logLevel: 'silent',
    })
    const wide = outputFiles.flatMap(({ path, text }) =>
      text
        .split('\n')
        .filter((line) => /[\u0100-\uffff]/.test(line))
        .map((line) => `${path.slice(ROOT.length + 1)}: ${line.trim()}`),
    )
    expect(wide).toEqual([])
  })
})
