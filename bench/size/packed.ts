// A user's browser app bundled against the packed package (installed in a scratch project), by
// Vite and by esbuild, and the gzipped bytes the browser loads to run it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as Vite from 'vite'
import { ROOT } from '../../test/support/packedPackage'
import { gzipSize, rootEsbuild } from './bundle'

export const BUNDLERS = ['vite', 'esbuild', 'esbuild --splitting'] as const
export type Bundler = (typeof BUNDLERS)[number]

export interface AppCase {
  id: string
  /** What the app does, for the table. */
  label: string
  /** The app's entry module (TypeScript). */
  code: string
  /**
   * Text that marks each lazily loaded chunk the app's call loads (ky, the API's operations); the
   * other lazy chunks are written but never fetched, so they are not counted.
   */
  loads: readonly string[]
  /**
   * Libraries the app must not load, each by a text only its code holds. Checked where the bundler
   * splits: esbuild without splitting inlines every lazily loaded module (Solana's base58 with
   * createClient's Solana API).
   */
  leavesOut?: Readonly<Record<string, string>>
}

/** Only ky's chunk holds this text: the runtime imports ky on the first request. */
export const KY_CHUNK = 'Request timed out'

interface OutputChunk {
  code: Uint8Array
  imports: string[]
  dynamicImports: string[]
}

/** Output files by name, and the entry's name. */
interface AppOutput {
  entry: string
  chunks: Map<string, OutputChunk>
}

export interface AppSize {
  /** Minified bytes the app loads. */
  minified: number
  /** The same files gzipped one by one (level 9), summed. */
  gzip: number
  /** Files the app loads, and every file the bundler wrote. */
  loadedFiles: number
  emittedFiles: number
  /** The libraries of the app's `leavesOut` that it loads all the same. */
  unwanted: string[]
}

const text = new TextDecoder()

/** The entry's static imports, then each lazy chunk holding a marker and its own static imports. */
function loadedChunks(output: AppOutput, markers: readonly string[]): Set<string> {
  const loaded = new Set<string>()
  const visit = (name: string) => {
    if (loaded.has(name)) return
    loaded.add(name)
    const chunk = output.chunks.get(name)
    if (!chunk) throw new Error(`the bundle imports ${name}, which it did not write`)
    for (const next of chunk.imports) visit(next)
    for (const next of chunk.dynamicImports) {
      const lazy = output.chunks.get(next)
      const code = lazy && text.decode(lazy.code)
      if (code && markers.some((marker) => code.includes(marker))) visit(next)
    }
  }
  visit(output.entry)
  return loaded
}

function measure(output: AppOutput, app: AppCase, splits: boolean): AppSize {
  const loaded = [...loadedChunks(output, app.loads)].map((name) => output.chunks.get(name) as OutputChunk)
  const code = loaded.map((chunk) => text.decode(chunk.code)).join('\n')
  return {
    minified: loaded.reduce((sum, chunk) => sum + chunk.code.length, 0),
    gzip: loaded.reduce((sum, chunk) => sum + gzipSize(chunk.code), 0),
    loadedFiles: loaded.length,
    emittedFiles: output.chunks.size,
    unwanted: Object.entries((splits && app.leavesOut) || {})
      .filter(([, marker]) => code.includes(marker))
      .map(([name]) => name),
  }
}

async function withEsbuild(project: string, entry: string, splitting: boolean): Promise<AppOutput> {
  const esbuild = await rootEsbuild()
  const outdir = join(project, 'out-esbuild')
  const result = await esbuild.build({
    entryPoints: { app: entry },
    absWorkingDir: project,
    outdir,
    bundle: true,
    splitting,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const chunks = new Map<string, OutputChunk>()
  for (const file of result.outputFiles) {
    const name = file.path.slice(outdir.length + 1)
    const meta = result.metafile.outputs[`out-esbuild/${name}`]
    const imports = (kind: string) =>
      (meta?.imports ?? [])
        .filter((item) => item.kind === kind)
        .map((item) => item.path.slice('out-esbuild/'.length))
    chunks.set(name, {
      code: file.contents,
      imports: imports('import-statement'),
      dynamicImports: imports('dynamic-import'),
    })
  }
  return { entry: 'app.js', chunks }
}

async function withVite(project: string, entry: string): Promise<AppOutput> {
  const path = createRequire(join(ROOT, 'package.json')).resolve('vite')
  const vite = (await import(pathToFileURL(path).href)) as typeof Vite
  const result = await vite.build({
    root: project,
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: { input: { app: entry }, preserveEntrySignatures: 'strict' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Vite.Rolldown.RolldownOutput[]
  const chunks = new Map<string, OutputChunk>()
  let entryName: string | undefined
  for (const item of outputs.flatMap((output) => output.output)) {
    if (item.type !== 'chunk') continue
    if (item.isEntry) entryName = item.fileName
    chunks.set(item.fileName, {
      code: new TextEncoder().encode(item.code),
      imports: item.imports,
      dynamicImports: item.dynamicImports,
    })
  }
  if (!entryName) throw new Error('vite wrote no entry chunk')
  return { entry: entryName, chunks }
}

/** Bundles `app` in `project` (where w3data is installed) with `bundler`, and measures what loads. */
export async function bundleApp(project: string, app: AppCase, bundler: Bundler): Promise<AppSize> {
  const folder = join(project, 'src')
  mkdirSync(folder, { recursive: true })
  const entry = join(folder, `${app.id.replace(/\W+/g, '-')}.ts`)
  writeFileSync(entry, app.code)
  const output =
    bundler === 'vite'
      ? await withVite(project, entry)
      : await withEsbuild(project, entry, bundler !== 'esbuild')
  return measure(output, app, bundler !== 'esbuild')
}
