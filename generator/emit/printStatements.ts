import CodeBlockWriter from 'code-block-writer'

/**
 * The writer ts-morph's addStatements prints with, set as ts-morph sets it for two-space indents
 * and single quotes; made directly, as loading ts-morph loads the whole TypeScript compiler.
 */
export function statementWriter(): CodeBlockWriter {
  return new CodeBlockWriter({ newLine: '\n', indentNumberOfSpaces: 2, useTabs: false, useSingleQuote: true })
}

/**
 * A file's text from its statements, printed the way ts-morph's `addStatements` prints them into
 * an empty source file: each statement on its own line, a blank line after one that ends with a
 * closing brace, a newline at the end. Without building the source file: ts-morph would parse the
 * text into a syntax tree (half of the emitting step) that nothing reads, and Biome, which formats
 * the text next, refuses code that does not parse.
 */
export function printStatements(statements: readonly string[]): string {
  const writer = statementWriter()
  for (const statement of statements) {
    if (endsWithCloseBrace(writer)) writer.blankLineIfLastNot()
    else if (!writer.isAtStartOfFirstLineOfBlock()) writer.newLineIfLastNot()
    writer.write(statement)
  }
  const text = writer.toString()
  return text.endsWith('\n') ? text : `${text}\n`
}

/** Whether the last character that is not white space is `}`. */
function endsWithCloseBrace(writer: CodeBlockWriter): boolean {
  const last = writer.iterateLastCharCodes((code) =>
    /\s/.test(String.fromCharCode(code)) ? undefined : code,
  )
  return last === '}'.charCodeAt(0)
}
