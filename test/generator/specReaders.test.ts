// The generator reads the spec through typed views: the loader's JSON guards and the model's
// checked spec objects narrow what YAML gives, so neither folder asserts a type with a cast.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const generator = join(import.meta.dirname, '../../generator')

function sources(folder: string): ts.SourceFile[] {
  const dir = join(generator, folder)
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => {
      const path = join(dir, name)
      return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
    })
}

/** `x as T`, `<T>x` and `x!` in a file, `as const` aside (it narrows a literal, asserting nothing). */
function casts(file: ts.SourceFile): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const isCast =
      (ts.isAsExpression(node) && !ts.isConstTypeReference(node.type)) ||
      ts.isTypeAssertionExpression(node) ||
      ts.isNonNullExpression(node)
    if (isCast) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
      found.push(`${file.fileName}:${line + 1}: ${node.getText(file)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe.each(['load', 'model'])('generator/%s', (folder) => {
  it('reads the spec without a cast', () => {
    const files = sources(folder)
    expect(files.length).toBeGreaterThan(0)
    expect(files.flatMap(casts)).toEqual([])
  })
})
