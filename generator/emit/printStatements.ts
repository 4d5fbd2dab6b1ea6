import type { CodeBlockWriter } from 'ts-morph'

/**
 * A file's text from its statements, printed the way ts-morph's `addStatements` prints them into
 * an empty source file: each statement on its own line, a blank line after one that ends with a
 * closing brace, a newline at the end. Without building the source file: ts-morph would parse the
 * text into a syntax tree (half of the emitting step) that nothing reads, and Biome, which formats
 * the text next, refuses code that does not parse.
 */
export function printStatements(writer: CodeBlockWriter, statements: readonly string[]): string {
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
