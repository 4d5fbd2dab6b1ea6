// Cold import: `node -e "import(…)"` from spawn to exit, against `node -e ""`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DIST_META, distEntry, packageImport } from '../lib/build'
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
 * static imports only, so not ky, which is imported on the first request. `as` picks the branch of
 * the package's `#internal/NAME` imports: Node's, or the bundlers' (the libraries' own chunks).
 */
export function externalImports(entry: Entry, as: Branch = 'node'): string[] {
  const packages = new Set<string>()
  walk(entry, as, (output) => {
    for (const { path, kind, external } of output.imports)
      if (external && kind === 'import-statement' && !/^(node:|#)/.test(path)) packages.add(path)
  })
  return [...packages].sort()
}

const importAll = (specifiers: readonly string[]) =>
  `Promise.all(${JSON.stringify(specifiers)}.map((specifier) => import(specifier)))`

export async function coldImport(): Promise<ColdImportRow[]> {
  const index = distEntry('index')
  const libraries = externalImports('index', 'module')
  const importIndex = `import(${JSON.stringify(pathToFileURL(index).href)})`
  const subjects = [
    { subject: 'bare node', code: '', cwd: ROOT, shown: 'node -e ""' },
    {
      subject: "w3data (built 'w3data' entry)",
      code: importIndex,
      cwd: ROOT,
      shown: 'node -e "import(\'…/dist/index.js\')"',
    },
    {
      // What Node loaded before the libraries moved to first use: the bundlers' branch of the imports.
      subject: `w3data with ${libraries.join(', ')} loaded at import, as bundlers take it`,
      code: importIndex,
      conditions: ['module'],
      cwd: ROOT,
      shown: 'node -C module -e "import(\'…/dist/index.js\')"',
    },
    {
      subject: `those libraries alone (${libraries.join(', ')})`,
      code: importAll(libraries),
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
  const argsOf = ({ code, conditions = [] }: { code: string; conditions?: string[] }) => [
    ...conditions.flatMap((condition) => ['-C', condition]),
    '-e',
    code,
  ]
  for (const subject of subjects) await timeSpawn(argsOf(subject), subject.cwd) // warms the disk cache
  for (let run = 0; run < RUNS; run++) {
    for (const [index, subject] of subjects.entries())
      times[index]!.push(await timeSpawn(argsOf(subject), subject.cwd))
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

/** The JS that `import(entry)` loads in Node from the build (not its dependencies), by source module. */
export function loadedCode(entry: Entry): LoadedCode {
  const groups = new Map<string, number>()
  let bytes = 0
  let files = 0
  walk(entry, 'node', (output) => {
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

type Entry = 'index' | 'evm'
/** Which file a `#internal/NAME` import of the package loads: Node's, or the bundlers' (package.json "imports"). */
type Branch = 'node' | 'module'

/** Visits each built file that importing `entry` loads, once. */
function walk(entry: Entry, as: Branch, visitor: (output: MetaOutput) => void): void {
  const meta = JSON.parse(readFileSync(DIST_META, 'utf8')) as { outputs: Record<string, MetaOutput> }
  const byFile = new Map(Object.entries(meta.outputs).map(([path, output]) => [join(ROOT, path), output]))
  const seen = new Set<string>()
  const visit = (file: string) => {
    const output = byFile.get(file)
    if (seen.has(file) || !output) return
    seen.add(file)
    visitor(output)
    for (const { path, kind, external } of output.imports) {
      if (kind !== 'import-statement') continue
      if (!external) visit(join(ROOT, path))
      else if (path.startsWith('#')) visit(packageImport(path, as))
    }
  }
  visit(distEntry(entry))
}

interface MetaOutput {
  bytes: number
  inputs: Record<string, { bytesInOutput: number }>
  imports: { path: string; kind: string; external?: boolean }[]
}
