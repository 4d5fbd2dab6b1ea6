import { IndentationText, Project, QuoteKind } from 'ts-morph'
import { describe, expect, it } from 'vitest'
import { printStatements } from '../../generator/emit/printStatements'

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
    ['a brace with white space after it', ['const a = {}\n  ', 'b', 'c = {}\t', 'd']],
    ['empty statements and statements of newlines only', ['', '// header', '', 'a', '\n\n', 'b', '']],
    ['a brace followed by blank lines already', ['f() {\n}\n\n\n', 'g()', 'h() {}\n', '\n', 'i']],
    ['a brace inside a line comment at the end', ['a // }', 'b']],
    ['a statement that starts with newlines', ['a', '\n\nb', 'c']],
  ])('%s', (_name, statements) => {
    expect(printStatements(project.createWriter(), statements)).toBe(viaSourceFile(statements))
  })
})
