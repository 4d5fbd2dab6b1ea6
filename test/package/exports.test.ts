// The public face, pinned: every package entry's exports (name and kind) in a file beside this
// test, so any change to what users can import shows up as a reviewed diff. The entries are read
// from package.json `exports`, the one list of them.
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { packageEntries } from '../support/packageEntries'

const ROOT = resolve(import.meta.dirname, '../..')
const ENTRIES = packageEntries()
const BIN = 'entries/cli.ts'

/** What a symbol is, as a reader of the entry sees it: `class`, `function`, `const`, `type`, … */
const KINDS: [ts.SymbolFlags, string][] = [
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.Enum, 'enum'],
  [ts.SymbolFlags.Variable, 'const'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.TypeAlias, 'type'],
  [ts.SymbolFlags.Module, 'namespace'],
]

// What a name is comes from its declaration, not from the standard library's or Node's types, which
// are left out: parsing them was half the test's time.
const program = ts.createProgram(
  [...ENTRIES.map((entry) => join(ROOT, entry.source)), join(ROOT, 'runtime/index.ts')],
  {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    noLib: true,
    types: [],
  },
)
const checker = program.getTypeChecker()

function exportsOf(file: string): ts.Symbol[] {
  const source = program.getSourceFile(join(ROOT, file))
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error(`${file} is no module`)
  return checker.getExportsOfModule(module)
}

function kindOf(symbol: ts.Symbol): string {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const kinds = KINDS.filter(([flag]) => target.flags & flag).map(([, kind]) => kind)
  return kinds.join(' + ') || 'unknown'
}

describe('the package entries, as package.json exports them', () => {
  it.each(ENTRIES)('$specifier exports what its snapshot lists', async ({ specifier, source }) => {
    const lines = exportsOf(source)
      .map((symbol) => `${symbol.name}: ${kindOf(symbol)}`)
      .sort()
    const name = specifier === 'w3data' ? 'index' : specifier.slice('w3data/'.length)
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(join('exports', `${name}.txt`))
  })

  it('entries/ holds the entries and the bin, nothing else', () => {
    const sources = ENTRIES.map((entry) => entry.source)
    const files = readdirSync(join(ROOT, 'entries')).map((file) => `entries/${file}`)
    expect(files.sort()).toEqual([...sources, BIN].sort())
  })

  it("the runtime's public index holds only what an entry exports", () => {
    const exported = new Set(ENTRIES.flatMap((entry) => exportsOf(entry.source).map((symbol) => symbol.name)))
    const unreached = exportsOf('runtime/index.ts')
      .map((symbol) => symbol.name)
      .filter((name) => !exported.has(name))
    expect(unreached).toEqual([])
  })
})

describe('an entry is a file in entries/ and a line in package.json exports, nothing more', () => {
  it('the build makes a bundle of each exported entry from that list', async () => {
    const { default: config } = await import('../../tsup.config')
    const [library] = (typeof config === 'function' ? config({}) : config) as {
      entry: Record<string, string>
    }[]
    const built = Object.entries(library?.entry ?? {}).filter(([name]) => !name.startsWith('internal/'))
    expect(Object.fromEntries(built)).toEqual(
      Object.fromEntries(
        ENTRIES.map((entry) => [/dist\/([\w-]+)\.js$/.exec(entry.built)?.[1], entry.source]),
      ),
    )
  })

  it('the type-checker resolves every w3data/NAME by one wildcard, not a list', async () => {
    const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile)
    expect(config.compilerOptions.paths).toEqual({
      w3data: ['./entries/index.ts'],
      'w3data/*': ['./entries/*.ts'],
    })
  })
})
