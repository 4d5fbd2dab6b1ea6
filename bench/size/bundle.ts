// Bundles an entry of the .ts sources the way a browser app would (esbuild, ESM, minified) and
// measures it gzipped, module by module, for `make bench`'s breakdown. The budgets in CI measure
// the packed package instead (packed.ts). Uses the root's esbuild: no extra install.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type * as Esbuild from 'esbuild'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

let loaded: Promise<typeof Esbuild> | undefined

/** The root's esbuild, whatever node_modules sits nearer to the caller. */
export function rootEsbuild(): Promise<typeof Esbuild> {
  loaded ??= (async () => {
    const path = createRequire(join(ROOT, 'package.json')).resolve('esbuild')
    const module = (await import(pathToFileURL(path).href)) as typeof Esbuild & { default?: typeof Esbuild }
    return module.default ?? module
  })()
  return loaded
}

/** Resolves `w3data` and `w3data/<entry>` to the repository's entry files, as the package's exports would. */
export const w3dataAlias: Esbuild.Plugin = {
  name: 'w3data-entries',
  setup(build) {
    build.onResolve({ filter: /^w3data(\/[\w-]+)?$/ }, (args) => {
      const entry = args.path === 'w3data' ? 'index' : args.path.slice('w3data/'.length)
      const path = join(ROOT, 'entries', `${entry}.ts`)
      if (!existsSync(path))
        return { errors: [{ text: `no package entry entries/${entry}.ts for "${args.path}"` }] }
      return { path }
    })
  },
}

export interface BundleCase {
  id: string
  /** What the entry does, for the table. */
  label: string
  /** The entry module's source. */
  code: string
  /** Where bare imports resolve from. @default the repository root */
  resolveDir?: string
  platform?: 'browser' | 'node'
  /** Modules left out of the bundle. */
  external?: string[]
}

export interface ModuleBytes {
  path: string
  bytes: number
}

export interface BundleResult {
  id: string
  minified: number
  gzip: number
  /** Bytes each input module contributes to the minified output, largest first. */
  modules: ModuleBytes[]
}

/** gzip level 9, as servers precompress static assets. */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length
}

export async function bundle(entry: BundleCase): Promise<BundleResult> {
  const esbuild = await rootEsbuild()
  const result = await esbuild.build({
    stdin: {
      contents: entry.code,
      resolveDir: entry.resolveDir ?? ROOT,
      loader: 'ts',
      sourcefile: `${entry.id}.ts`,
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: entry.platform ?? 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [w3dataAlias],
    external: entry.external ?? [],
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`esbuild produced no output for ${entry.id}`)
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {}
  const modules = Object.entries(inputs)
    .map(([path, info]) => ({ path, bytes: info.bytesInOutput }))
    .filter((module) => module.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
  return { id: entry.id, minified: output.contents.length, gzip: gzipSize(output.contents), modules }
}

/** Module bytes grouped by package (node_modules) or by folder of the repository (generated/evm, runtime/http). */
export function byGroup(modules: readonly ModuleBytes[]): ModuleBytes[] {
  const groups = new Map<string, number>()
  for (const { path, bytes } of modules) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
    const key = pkg ? (pkg[1] as string) : path.split('/').slice(0, 2).join('/')
    groups.set(key, (groups.get(key) ?? 0) + bytes)
  }
  return [...groups].map(([path, bytes]) => ({ path, bytes })).sort((a, b) => b.bytes - a.bytes)
}

/**
 * The entries `make bench` breaks down by module: one operation per API, with the client that runs
 * it and alone (the client passed in), and the whole client entry.
 */
export const BUDGETED_CASES: readonly BundleCase[] = [
  {
    id: 'aptos.getNFTsByCreators',
    label: "`getNFTsByCreators` from 'w3data/aptos' + `createBaseClient` from 'w3data'",
    code: [
      "import { createBaseClient } from 'w3data'",
      "import { getNFTsByCreators } from 'w3data/aptos'",
      "export const run = (apiKey: string) => getNFTsByCreators(createBaseClient({ apiKey }), { creatorAddresses: ['0x1'] })",
    ].join('\n'),
  },
  {
    id: 'evm.getWalletHistory',
    label: "`getWalletHistory` from 'w3data/evm' + `createBaseClient` from 'w3data'",
    code: [
      "import { createBaseClient } from 'w3data'",
      "import { getWalletHistory } from 'w3data/evm'",
      "export const run = (apiKey: string) => getWalletHistory(createBaseClient({ apiKey }), { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' })",
    ].join('\n'),
  },
  {
    id: 'client',
    label: "the whole client entry: `export * from 'w3data'`",
    code: "export * from 'w3data'",
  },
  // The operation alone, the client passed in: what an operation costs over a client.
  {
    id: 'aptos.getNFTsByCreators (operation only)',
    label: "`getNFTsByCreators` from 'w3data/aptos', client passed in",
    code: [
      "import { getNFTsByCreators } from 'w3data/aptos'",
      "export const run = (client: Parameters<typeof getNFTsByCreators>[0]) => getNFTsByCreators(client, { creatorAddresses: ['0x1'] })",
    ].join('\n'),
  },
  {
    id: 'evm.getWalletHistory (operation only)',
    label: "`getWalletHistory` from 'w3data/evm', client passed in",
    code: [
      "import { getWalletHistory } from 'w3data/evm'",
      "export const run = (client: Parameters<typeof getWalletHistory>[0]) => getWalletHistory(client, { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' })",
    ].join('\n'),
  },
]
