// The examples users read: every JSDoc @example of the shipped declarations and every TypeScript
// block of the README, written out as modules of a consumer project, with the imports they leave
// implicit, so `tsc` can check them and Node can run them against the mock.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

export interface Example {
  /** Where it was read: `dist/evm.d.ts:120` or `README.md, block 3`. */
  source: string
  code: string
  /** Run against the mock: JSDoc examples on the shared client; README blocks call the real API or serve forever. */
  runnable: boolean
}

/** openapi-typescript's wire types: their @example tags are field values, not code. */
const WIRE_TYPES = new Set(['paths', 'components', 'operations', 'webhooks', '$defs'])

function exampleText(tag: ts.JSDocTag): string {
  const text = ts.getTextOfJSDocComment(tag.comment) ?? ''
  const fenced = /```(?:ts|typescript)?\n([\s\S]*?)```/.exec(text)
  return (fenced ? fenced[1] : text)?.trim() ?? ''
}

/** The code of each @example in the package's declaration files. */
export function declarationExamples(dist: string): Example[] {
  const examples: Example[] = []
  for (const name of readdirSync(dist)
    .filter((file) => file.endsWith('.d.ts'))
    .sort()) {
    const source = ts.createSourceFile(
      name,
      readFileSync(join(dist, name), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    )
    const seen = new Set<number>()
    const visit = (node: ts.Node): void => {
      const named = ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)
      if (named && WIRE_TYPES.has(node.name.text)) return
      for (const tag of ts.getJSDocTags(node)) {
        if (tag.tagName.text !== 'example' || seen.has(tag.pos)) continue
        seen.add(tag.pos)
        const line = source.getLineAndCharacterOfPosition(tag.pos).line + 1
        const code = exampleText(tag)
        // One that makes its own client calls the real API, unless it starts the mock first.
        const runnable = !/\bcreate(Base)?Client\(/.test(code) || code.includes('createMockServer(')
        examples.push({ source: `dist/${name}:${line}`, code, runnable })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return examples
}

/** The README's TypeScript blocks. */
export function readmeExamples(readme: string): Example[] {
  return [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match, index) => ({
    source: `README.md, TypeScript block ${index + 1}`,
    code: (match[1] as string).trim(),
    runnable: false,
  }))
}

/** Value exports of each package entry, by entry name, read from the installed package. */
export async function entryExports(
  project: string,
  entries: readonly string[],
): Promise<Map<string, Set<string>>> {
  const manifest = JSON.parse(
    readFileSync(join(project, 'node_modules', 'w3data', 'package.json'), 'utf8'),
  ) as {
    exports: Record<string, { default: string }>
  }
  const exported = new Map<string, Set<string>>()
  for (const entry of entries) {
    const target = manifest.exports[entry === 'w3data' ? '.' : `./${entry.slice('w3data/'.length)}`]
    if (!target) throw new Error(`package.json exports no ${entry}`)
    const file = join(project, 'node_modules', 'w3data', target.default)
    exported.set(entry, new Set(Object.keys(await import(pathToFileURL(file).href))))
  }
  return exported
}

/**
 * The imports an example leaves implicit: each name it uses that an entry exports, from the entry
 * whose declarations hold the example when that one exports it, else the first that does.
 */
function implicitImports(example: Example, exported: Map<string, Set<string>>, dist: string): string[] {
  if (/^\s*import\s/m.test(example.code)) return []
  const declared = new Set(
    [...example.code.matchAll(/\b(?:const|let|function|class)\s+([\w$]+)/g)].map((m) => m[1]),
  )
  const used = new Set(example.code.replace(/\/\/.*$/gm, '').match(/(?<![.\w$'"])[A-Za-z_$][\w$]*/g))
  const file = /^dist\/(.+\.d\.ts)/.exec(example.source)?.[1]
  const chunk = file ? basename(file, '.d.ts') : undefined
  const holding = [...exported.keys()].filter((entry) => {
    if (!chunk) return false
    const declarations = readFileSync(
      join(dist, `${entry === 'w3data' ? 'index' : entry.slice(7)}.d.ts`),
      'utf8',
    )
    return (
      `${entry === 'w3data' ? 'index' : entry.slice(7)}` === chunk || declarations.includes(`./${chunk}.js`)
    )
  })
  const byEntry = new Map<string, string[]>()
  for (const name of [...used].filter((name) => !declared.has(name) && name !== 'client')) {
    const entry =
      holding.find((candidate) => exported.get(candidate)?.has(name)) ??
      [...exported.keys()].find((candidate) => exported.get(candidate)?.has(name))
    if (entry) byEntry.set(entry, [...(byEntry.get(entry) ?? []), name])
  }
  const imports = [...byEntry].map(
    ([entry, names]) => `import { ${names.sort().join(', ')} } from '${entry}'`,
  )
  if (used.has('client') && !declared.has('client')) imports.push("import { client } from './client.js'")
  return imports
}

/** The client the examples call: the mock's when run, any when only type-checked. */
const CLIENT_MODULE = `import { createClient } from 'w3data'
export const client = createClient({
  apiKey: process.env.W3DATA_EXAMPLE_API_KEY ?? 'type-check-only-key',
  baseUrls: JSON.parse(process.env.W3DATA_EXAMPLE_BASE_URLS ?? '{}'),
})
`

/** Writes each example as `folder/example-N.ts` (and the client module); returns the file names. */
export function writeExamples(
  folder: string,
  examples: readonly Example[],
  exported: Map<string, Set<string>>,
  dist: string,
): string[] {
  writeFileSync(join(folder, 'client.ts'), CLIENT_MODULE)
  return examples.map((example, index) => {
    const name = `example-${String(index + 1).padStart(3, '0')}.ts`
    const imports = implicitImports(example, exported, dist)
    writeFileSync(
      join(folder, name),
      `// ${example.source}\n${imports.join('\n')}\n${example.code}\nexport {}\n`,
    )
    return name
  })
}

/**
 * A script for the consumer project: starts the mock, points the examples' client at it, imports
 * each runnable example in turn and exits 1 listing those that threw.
 */
export function runnerScript(files: readonly string[]): string {
  return `import { createMockServer, MOCK_API_KEY } from 'w3data/mock'
const mock = await createMockServer({ seed: 1 })
process.env.W3DATA_EXAMPLE_API_KEY = MOCK_API_KEY
process.env.W3DATA_EXAMPLE_BASE_URLS = JSON.stringify(mock.baseUrls)
const failed = []
for (const file of ${JSON.stringify(files)}) {
  try {
    await import('./examples/' + file)
  } catch (error) {
    failed.push(file + ': ' + (error instanceof Error ? error.message : String(error)))
  }
}
await mock.close()
if (failed.length > 0) {
  console.error(failed.join('\\n'))
  process.exit(1)
}
`
}
