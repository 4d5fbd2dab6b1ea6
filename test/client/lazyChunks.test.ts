// What an app's bundle loads at once and what only on first need, by its imports: a bundler that
// splits by file (esbuild --splitting here) keeps whole every file a reachable `import()` loads.
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')

/** The app `code` bundled from the sources by esbuild, split by file. */
const bundle = (code: string) =>
  esbuild.build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'ts' },
    alias: {
      'w3data/core': './entries/core.ts',
      'w3data/evm': './entries/evm.ts',
      w3data: './entries/index.ts',
    },
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })

/**
 * The source files (those `files` matches, by default the generated ones) the app's entry chunk and
 * its static imports hold, and those only its lazy chunks hold.
 */
async function chunksOf(code: string, files = /\.gen\.ts$/): Promise<{ loaded: string[]; lazy: string[] }> {
  const outputs = (await bundle(code)).metafile.outputs
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === '<stdin>') as string
  const loaded = new Set<string>()
  const visit = (name: string) => {
    if (loaded.has(name)) return
    loaded.add(name)
    for (const item of outputs[name]?.imports ?? []) if (item.kind === 'import-statement') visit(item.path)
  }
  visit(entry)
  const sources = (names: string[]) =>
    names.flatMap((name) => Object.keys(outputs[name]?.inputs ?? {})).filter((path) => files.test(path))
  const all = Object.keys(outputs)
  return {
    loaded: sources([...loaded]).sort(),
    lazy: sources(all.filter((name) => !loaded.has(name))).sort(),
  }
}

/** Takes every file of the package as one dist/ chunk is taken: as a whole, whose code may run on load. */
const takenWhole: esbuild.Plugin = {
  name: 'taken-whole',
  setup(build) {
    build.onResolve({ filter: /^\./ }, async ({ path, resolveDir, kind, pluginData }) => {
      if (pluginData) return undefined
      const resolved = await build.resolve(path, { resolveDir, kind, pluginData: true })
      return { ...resolved, sideEffects: true }
    })
  },
}

const operationsFiles = (paths: string[]) => paths.filter((path) => path.endsWith('/operations.gen.ts'))

describe('lazily loaded code in a bundle split by file', () => {
  it("createBaseClient from 'w3data/core' reaches no API's operations", async () => {
    const { loaded, lazy } = await chunksOf(
      "import { createBaseClient } from 'w3data/core'\nexport const client = createBaseClient()",
    )
    expect(operationsFiles([...loaded, ...lazy])).toEqual([])
  })

  it("with an EVM operation, the app loads the EVM operations and no other API's", async () => {
    const { loaded, lazy } = await chunksOf(
      "import { createBaseClient } from 'w3data/core'\nimport { getWalletHistory } from 'w3data/evm'\nexport const run = () => getWalletHistory(createBaseClient(), { address: '0x1' })",
    )
    expect(operationsFiles(loaded)).toEqual(['generated/evm/operations.gen.ts'])
    expect(lazy).toEqual([])
  })

  it('keccak-256 loads only when an address needs its checksum, not with the operation', async () => {
    const { loaded, lazy } = await chunksOf(
      "import { createBaseClient } from 'w3data/core'\nimport { getWalletHistory } from 'w3data/evm'\nexport const run = () => getWalletHistory(createBaseClient(), { address: '0x1' })",
      /@noble\/hashes/,
    )
    expect(loaded).toEqual([])
    expect(lazy).toContain('node_modules/@noble/hashes/sha3.js')
  })

  it('a call that pages nothing carries no paging code', async () => {
    const { loaded, lazy } = await chunksOf(
      "import { createBaseClient } from 'w3data/core'\nimport { getNativeBalance } from 'w3data/evm'\nexport const run = () => getNativeBalance(createBaseClient(), { address: '0x1' })",
      /runtime\/paging\//,
    )
    expect([...loaded, ...lazy]).toEqual([])
  })

  it('leaves out the EvmAddress class when an app uses only a function of its file', async () => {
    // dist/ holds the value classes in one file: a class that the bundler cannot drop keeps keccak-256.
    const { outputFiles } = await bundle(
      "import { isEvmAddress } from 'w3data/core'\nexport { isEvmAddress }",
    )
    expect(outputFiles.map((file) => file.text).join('')).not.toContain('ZERO_ADDRESS')
  })

  it('keeps no top-level code of the runtime that an app does not use', async () => {
    // dist/ merges the runtime's files into a few, where a bundler drops unused code statement by
    // statement: a table built by an unmarked call, or reading a global, would stay in every app.
    const { outputFiles } = await esbuild.build({
      stdin: { contents: "import './entries/core.ts'", resolveDir: ROOT, loader: 'ts' },
      absWorkingDir: ROOT,
      bundle: true,
      format: 'esm',
      packages: 'external',
      write: false,
      logLevel: 'silent',
      plugins: [takenWhole],
    })
    const kept = (outputFiles[0]?.text ?? '')
      .split(/^\/\/ /m)
      .filter((part) =>
        part
          .split('\n')
          .slice(1)
          .some((line) => line.trim() && !line.startsWith('import ')),
      )
      .map((part) => part.slice(0, part.indexOf('\n')))
    // Code every call runs (the error base, the secret registry), and big.js's setup, which dist/
    // holds in a chunk of its own. The HTTP layer (its UTF-8 decoder) comes with the operations.
    expect(kept).toEqual([
      'runtime/errors/redact.ts',
      'runtime/errors/W3DataError.ts',
      'runtime/values/exactBig.ts',
    ])
  })

  it('an EVM call loads neither big.js nor base58, which only other APIs and value objects use', async () => {
    const libraries = /node_modules\/(big\.js|@scure\/base)\//
    const apps = [
      "import { createClient } from 'w3data'\nexport const run = () => createClient().evm.getWalletHistory({ address: '0x1' })",
      "import { createBaseClient } from 'w3data/core'\nimport { getWalletHistory } from 'w3data/evm'\nexport const run = () => getWalletHistory(createBaseClient(), { address: '0x1' })",
    ]
    for (const app of apps) expect((await chunksOf(app, libraries)).loaded).toEqual([])
  })

  it('createClient loads each API in a chunk of its own, on first use', async () => {
    const { loaded, lazy } = await chunksOf("import { createClient } from 'w3data'\nexport { createClient }")
    expect(operationsFiles(loaded)).toEqual([])
    expect(operationsFiles(lazy)).toEqual([
      'generated/aptos/operations.gen.ts',
      'generated/auth/operations.gen.ts',
      'generated/evm/operations.gen.ts',
      'generated/solana/operations.gen.ts',
      'generated/streams/operations.gen.ts',
    ])
  })
})
