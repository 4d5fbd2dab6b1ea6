// Builds what the child processes run: the package as tsup would (ESM, split chunks, its
// dependencies external) and the bench's workers and servers, which import it from there.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import type * as Esbuild from 'esbuild'
import { rootEsbuild } from '../size/bundle'
import { BENCH_DIR, CACHE_DIR, ROOT } from './paths'

/** Package entries the bench needs from the build. */
const ENTRIES = ['index', 'aptos', 'budget', 'evm', 'mock'] as const

export const DIST_DIR = join(CACHE_DIR, 'dist')
export const WORKERS_DIR = join(CACHE_DIR, 'workers')
/** esbuild's metafile of the package build: which source modules each built file holds. */
export const DIST_META = join(CACHE_DIR, 'dist-meta.json')

export function distEntry(entry: (typeof ENTRIES)[number]): string {
  return join(DIST_DIR, `${entry}.js`)
}

/** The built file of a worker or server (`workers/large` → …/workers/large.js). */
export function workerFile(path: string): string {
  return join(WORKERS_DIR, `${basename(path)}.js`)
}

const MANIFEST = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  imports: Record<string, Record<'node' | 'module', string>>
}

/** The built file a `#internal/NAME` import of the package loads in Node ("node") or a bundler ("module"). */
export function packageImport(specifier: string, condition: 'node' | 'module'): string {
  const target = MANIFEST.imports[specifier]?.[condition]
  if (!target) throw new Error(`package.json: no "${condition}" import for ${specifier}`)
  return join(CACHE_DIR, target)
}

async function tsupSettings(): Promise<{ target: string; external: string[] }> {
  const pkg = MANIFEST
  // tsup leaves every dependency and peer dependency external, plus what its config names.
  let target = 'es2022'
  let external: string[] = []
  try {
    const config = (await import('../../tsup.config')).default as { target?: string; external?: string[] }
    target = config.target ?? target
    external = config.external ?? []
  } catch {
    // tsup.config unreadable: the package.json's lists are what matters.
  }
  const names = [
    ...new Set([
      ...external,
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ]),
  ]
  return { target, external: names.flatMap((name) => [name, `${name}/*`]) }
}

export async function buildAll(workers: readonly string[]): Promise<void> {
  const esbuild = await rootEsbuild()
  const { target, external } = await tsupSettings()
  rmSync(CACHE_DIR, { recursive: true, force: true })
  // The libraries' chunks and what Node takes for them, as tsup.config.ts builds them, with
  // package.json's "imports" beside dist/ so that Node resolves their #internal/NAME.
  const { ownChunks, nodeLibraries, libraryImports } = await import('../../tsup.config')
  mkdirSync(CACHE_DIR, { recursive: true })
  writeFileSync(
    join(CACHE_DIR, 'package.json'),
    JSON.stringify({ type: 'module', imports: MANIFEST.imports }),
  )
  const dist = await esbuild.build({
    entryPoints: {
      ...Object.fromEntries(ENTRIES.map((entry) => [entry, join(ROOT, 'entries', `${entry}.ts`)])),
      ...ownChunks,
      ...nodeLibraries,
    },
    plugins: [libraryImports],
    outdir: DIST_DIR,
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target,
    external,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  })
  writeFileSync(DIST_META, JSON.stringify(dist.metafile))

  // The workers import the built package (not its sources) and the incumbent from bench/node_modules.
  const toBuilt: Esbuild.Plugin = {
    name: 'bench-imports',
    setup(build) {
      build.onResolve({ filter: /^w3data(\/[\w-]+)?$/ }, (args) => {
        const entry = args.path === 'w3data' ? 'index' : args.path.slice('w3data/'.length)
        return { path: `../dist/${entry}.js`, external: true }
      })
      build.onResolve({ filter: /^moralis$/ }, async (args) => {
        if (args.pluginData === 'inner') return undefined
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: BENCH_DIR,
          pluginData: 'inner',
        })
        return { path: found.path, external: true }
      })
      // Everything else bare (node: builtins, the root's packages) stays an import.
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.pluginData === 'inner' ? undefined : { path: args.path, external: true },
      )
    },
  }
  await esbuild.build({
    entryPoints: Object.fromEntries(workers.map((path) => [basename(path), join(BENCH_DIR, `${path}.ts`)])),
    outdir: WORKERS_DIR,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [toBuilt],
    logLevel: 'warning',
  })
}

export function shortPath(path: string): string {
  return relative(ROOT, path)
}
