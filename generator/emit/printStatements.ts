/**
 * A file's text from its statements, printed the way ts-morph's `addStatements` prints them into
 * an empty source file: each statement on its own line, a blank line after one that ends with a
 * closing brace (its last character that is not white space), a newline at the end. Without
 * ts-morph: it would parse the text into a syntax tree that nothing reads (Biome, which formats
 * the text next, refuses code that does not parse), and its code writer, which tracks strings and
 * comments to indent nested blocks, has nothing to indent at the top level of a file.
 */
export function printStatements(statements: readonly string[]): string {
  const parts: string[] = []
  let started = false
  let onFirstLine = true
  /** Newlines at the end of the text so far. */
  let newlines = 0
  let lastSolid = ''
  const write = (text: string) => {
    if (text === '') return
    parts.push(text)
    started = true
    const trailing = text.length - text.replace(/\n+$/, '').length
    newlines = trailing === text.length ? newlines + trailing : trailing
    if (text.includes('\n')) onFirstLine = false
    const solid = text.trimEnd()
    if (solid !== '') lastSolid = solid.at(-1) as string
  }
  for (const statement of statements) {
    if (lastSolid === '}') write('\n'.repeat(Math.max(0, 2 - newlines)))
    else if (!(onFirstLine && (newlines > 0 || !started)) && newlines === 0) write('\n')
    write(statement)
  }
  const text = parts.join('')
  return text.endsWith('\n') ? text : `${text}\n`
}
