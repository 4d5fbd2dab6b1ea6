// The generated code: typed by the wire types and the runtime's helpers, so it needs no casts; mappers emitted
// only where something calls them (a response, a request body, another mapper).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const generated = join(import.meta.dirname, '../../generated')
const apis = readdirSync(generated, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

/** Each generated file parsed once: the checks below read the largest ones twice. */
const parsed = new Map<string, ts.SourceFile>()
function parse(...path: string[]): ts.SourceFile {
  const file = join(generated, ...path)
  let source = parsed.get(file)
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    parsed.set(file, source)
  }
  return source
}

/** `file: text` of each cast (`as`, other than `as const`, or `<T>x`) in a file. */
function casts(file: ts.SourceFile): string[] {
  return (
    nodes(file)
      .filter((node) => ts.isAsExpression(node) || ts.isTypeAssertionExpression(node))
      // `as const` narrows a literal; it asserts nothing about data.
      .filter((node) => !(ts.isAsExpression(node) && ts.isConstTypeReference(node.type)))
      .map((node) => `${file.fileName}: ${node.getText(file)}`)
  )
}

/** Every node of a file, depth first. */
function nodes(file: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = []
  const visit = (node: ts.Node) => {
    found.push(node)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe.each(apis)('generated/%s', (api) => {
  const models = parse(api, 'models.gen.ts')
  const operations = parse(api, 'operations.gen.ts')

  it('holds no cast (`as`, other than `as const`) in any of its files', () => {
    const files = readdirSync(join(generated, api)).filter((name) => name.endsWith('.ts'))
    expect(files).toContain('models.gen.ts')
    expect(files.flatMap((name) => casts(parse(api, name)))).toEqual([])
  })

  it('emits no mapper or wire converter that nothing calls', () => {
    const declared = models.statements
      .filter((statement) => ts.isFunctionDeclaration(statement))
      .map((statement) => statement.name?.text ?? '')
      .filter((name) => /^(map|toWire)[A-Z]/.test(name))
    const called = new Set(
      [models, operations].flatMap((file) =>
        nodes(file)
          .filter((node): node is ts.Identifier => ts.isIdentifier(node))
          .filter((identifier) => !ts.isFunctionDeclaration(identifier.parent))
          .map((identifier) => identifier.text),
      ),
    )
    expect(declared.length).toBeGreaterThan(0)
    expect(declared.filter((name) => !called.has(name))).toEqual([])
  })
})

it('the clients, made from a core, need no cast either', () => {
  expect([...casts(parse('client.gen.ts')), ...casts(parse('baseClient.gen.ts'))]).toEqual([])
})
