// Cold import: `node -e "import(…)"` from spawn to exit, against `node -e ""`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DIST_META, distEntry } from '../lib/build'
import { timeSpawn } from '../lib/child'
import { BENCH_DIR, ROOT } from '../lib/paths'
import { median } from '../lib/stats'

export interface ColdImportRow {
  subject: string
  command: string
  runs: number
  medianMs: number
  /** Over bare node. */
  overMs: number
}

const RUNS = 20

/**
 * The packages importing a built entry loads, following its chunks (from esbuild's metafile):
 * static imports only, so not ky, which is imported on the first request.
 */
export function externalImports(entry: 'index' | 'evm'): string[] {
  const packages = new Set<string>()
  walk(entry, (output) => {
    for (const { path, kind, external } of output.imports)
      if (external && kind === 'import-statement' && !path.startsWith('node:')) packages.add(path)
  })
  return [...packages].sort()
}

const importAll = (specifiers: readonly string[]) =>
  `Promise.all(${JSON.stringify(specifiers)}.map((specifier) => import(specifier)))`

export async function coldImport(): Promise<ColdImportRow[]> {
  const index = distEntry('index')
  const dependencies = externalImports('index')
  const subjects = [
    { subject: 'bare node', code: '', cwd: ROOT, shown: 'node -e ""' },
    {
      subject: "w3data (built 'w3data' entry)",
      code: `import(${JSON.stringify(pathToFileURL(index).href)})`,
      cwd: ROOT,
      shown: 'node -e "import(\'…/dist/index.js\')"',
    },
    {
      subject: `w3data's dependencies alone (${dependencies.join(', ')})`,
      code: importAll(dependencies),
      cwd: ROOT,
      shown: 'node -e "Promise.all([…].map((m) => import(m)))"',
    },
    {
      subject: 'w3data/evm (built entry)',
      code: `import(${JSON.stringify(pathToFileURL(distEntry('evm')).href)})`,
      cwd: ROOT,
      shown: 'node -e "import(\'…/dist/evm.js\')"',
    },
    {
      subject: 'moralis@2.27.2',
      code: "import('moralis')",
      cwd: BENCH_DIR,
      shown: 'node -e "import(\'moralis\')" (in bench/)',
    },
  ]
  const times = subjects.map(() => [] as number[])
  for (const { code, cwd } of subjects) await timeSpawn(['-e', code], cwd) // warms the disk cache
  for (let run = 0; run < RUNS; run++) {
    for (const [index, { code, cwd }] of subjects.entries())
      times[index]!.push(await timeSpawn(['-e', code], cwd))
  }
  const bare = median(times[0]!)
  process.stderr.write('  cold import: done\n')
  return subjects.map(({ subject, shown }, index) => {
    const medianMs = median(times[index]!)
    return { subject, command: shown, runs: RUNS, medianMs, overMs: medianMs - bare }
  })
}

export interface LoadedCode {
  bytes: number
  files: number
  /** Bytes of built JS per source group (package or repository folder), largest first. */
  groups: { path: string; bytes: number }[]
}

/** The JS that `import(entry)` loads from the build (not its dependencies), by source module. */
export function loadedCode(entry: 'index' | 'evm'): LoadedCode {
  const groups = new Map<string, number>()
  let bytes = 0
  let files = 0
  walk(entry, (output) => {
    files++
    bytes += output.bytes
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const key = input.split('/').slice(0, 2).join('/')
      groups.set(key, (groups.get(key) ?? 0) + bytesInOutput)
    }
  })
  return {
    bytes,
    files,
    groups: [...groups].map(([path, size]) => ({ path, bytes: size })).sort((a, b) => b.bytes - a.bytes),
  }
}

/** Visits each built file that importing `entry` loads, once. */
function walk(entry: 'index' | 'evm', visitor: (output: MetaOutput) => void): void {
  const meta = JSON.parse(readFileSync(DIST_META, 'utf8')) as { outputs: Record<string, MetaOutput> }
  const byFile = new Map(Object.entries(meta.outputs).map(([path, output]) => [join(ROOT, path), output]))
  const seen = new Set<string>()
  const visit = (file: string) => {
    const output = byFile.get(file)
    if (seen.has(file) || !output) return
    seen.add(file)
    visitor(output)
    for (const { path, kind, external } of output.imports)
      if (kind === 'import-statement' && !external) visit(join(ROOT, path))
  }
  visit(distEntry(entry))
}

interface MetaOutput {
  bytes: number
  inputs: Record<string, { bytesInOutput: number }>
  imports: { path: string; kind: string; external?: boolean }[]
}
