import { IndentationText, Project, QuoteKind } from 'ts-morph'
import { describe, expect, it } from 'vitest'
import { printStatements, statementWriter } from '../../generator/emit/printStatements'

const project = new Project({
  useInMemoryFileSystem: true,
  manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single },
})

/** What ts-morph's addStatements makes of the statements in an empty source file. */
function viaSourceFile(statements: string[]): string {
  const file = project.createSourceFile('/out/file.ts', '', { overwrite: true })
  file.addStatements(statements)
  return file.getFullText()
}

describe('printStatements: the text addStatements gives, without a source file', () => {
  it.each([
    ['a header alone', ['// header\n// second line']],
    [
      'a blank line after a statement that ends with a brace, none after others',
      [
        '// header',
        "import { a } from './a'",
        'export function f() {\n  return a\n}',
        'const b = 1',
        'type T = {}  ',
        'b',
      ],
    ],
    ['statements that end with newlines already', ['// header\n', 'export const a = {\n}\n\n', 'a()\n']],
    ['text inside a template literal kept as written', ['// header', 'const t = `\n  }\n`', 'const u = 2']],
  ])('%s', (_name, statements) => {
    expect(printStatements(statements)).toBe(viaSourceFile(statements))
  })
})

it('sets its writer as ts-morph sets the one addStatements prints with', () => {
  expect(statementWriter().getOptions()).toEqual(project.createWriter().getOptions())
})
