import { fileURLToPath } from 'node:url'
import { type BuildOptions, build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { packageEntries } from '../support/packageEntries'

/** A user who never imports w3data/compat pays nothing for it: no other entry reaches its code. */

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const COMPAT = /^(compat\/|generated\/sdk\.gen\.ts$|entries\/compat\.ts$)/

const entries = packageEntries()
  .map((entry) => entry.source)
  .filter((source) => source !== 'entries/compat.ts')

/** `entry` bundled as ESM, its packages left out, in memory: what the bundle read and made. */
async function bundle(entry: string, options: BuildOptions = {}) {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    ...options,
  })
  if (!metafile) throw new Error(`esbuild gave no metafile for ${entry}`)
  return metafile
}

/** The files of this repository that bundling `entry` reads and that belong to w3data/compat. */
async function compatInputs(entry: string): Promise<string[]> {
  const { inputs } = await bundle(entry, { platform: 'node' })
  return Object.keys(inputs).filter((input) => COMPAT.test(input))
}

describe('w3data/compat stays out of the other entries', () => {
  it('has entries to check', () => expect(entries).toContain('entries/evm.ts'))

  it.each(entries)('%s bundles without it', async (entry) => {
    expect(await compatInputs(entry)).toEqual([])
  })

  it('is what compat.ts bundles (the check sees it when it is there)', async () => {
    expect(await compatInputs('entries/compat.ts')).toContain('generated/sdk.gen.ts')
  })
})

describe('w3data/compat at start', () => {
  /** The repository's files in the chunks an app splitting `entry` loads before any dynamic import. */
  async function loadedAtStart(entry: string): Promise<string[]> {
    const { outputs } = await bundle(entry, { splitting: true, outdir: 'out', platform: 'browser' })
    const chunks = new Set<string>()
    const visit = (chunk: string) => {
      if (chunks.has(chunk)) return
      chunks.add(chunk)
      for (const { path, kind } of outputs[chunk]?.imports ?? []) if (kind === 'import-statement') visit(path)
    }
    visit(Object.keys(outputs).find((chunk) => outputs[chunk]?.entryPoint === entry) as string)
    return [...chunks].flatMap((chunk) => Object.keys(outputs[chunk]?.inputs ?? {}))
  }

  it("loads no API's operations until a call needs them (each API's networkType check included)", async () => {
    const atStart = await loadedAtStart('entries/compat.ts')
    expect(atStart).toContain('compat/call.ts')
    expect(atStart.filter((input) => /^generated\/\w+\/operations\.gen\.ts$/.test(input))).toEqual([])
  })
})
