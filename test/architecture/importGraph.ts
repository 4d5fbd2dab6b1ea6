// The repository's import graph: every hand-written and generated TypeScript module, what each
// imports (as written), and where each relative import resolves.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'

export interface ImportEdge {
  /** The specifier as written. */
  specifier: string
  /** The repository file it resolves to, for a relative import; undefined for a package. */
  target?: string
}

export type ImportGraph = Map<string, ImportEdge[]>

const SOURCE = /\.(ts|tsx|mts)$/
/** Frozen generator output used as golden files, and declaration files: not modules we write. */
const NOT_MODULES = [/^test\/generator\/fixtures\//, /\.d\.ts$/]

export function repositoryModules(root: string): string[] {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return tracked
    .split('\n')
    .filter((file) => SOURCE.test(file) && !NOT_MODULES.some((skip) => skip.test(file)))
    .filter((file) => existsSync(join(root, file)))
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function resolveRelative(root: string, from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier.replace(/\.js$/, '')))
  for (const suffix of CANDIDATES) {
    const file = base + suffix
    if (SOURCE.test(file) && existsSync(join(root, file))) return file
  }
  return undefined
}

export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const file of repositoryModules(root)) {
    const text = readFileSync(join(root, file), 'utf8')
    const { importedFiles } = ts.preProcessFile(text, true, true)
    graph.set(
      file,
      importedFiles.map(({ fileName }) => {
        const target = fileName.startsWith('.') ? resolveRelative(root, file, fileName) : undefined
        return target ? { specifier: fileName, target } : { specifier: fileName }
      }),
    )
  }
  return graph
}

/** Groups of modules that import each other (type-only imports count: they tie the files too). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let counter = 0
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const edge of graph.get(file) ?? []) {
      if (!edge.target) continue
      if (!index.has(edge.target)) {
        visit(edge.target)
        low.set(file, Math.min(low.get(file) as number, low.get(edge.target) as number))
      } else if (onStack.has(edge.target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(edge.target) as number))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}
