import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { UsageError } from './exitCodes'

/** The lines of `--input` (a file, or stdin for `-`), read as they are needed. */
export async function openLines(path: string, stdin: NodeJS.ReadableStream): Promise<AsyncIterable<string>> {
  if (path === '-') return createInterface({ input: stdin, crlfDelay: Number.POSITIVE_INFINITY })
  const stream = createReadStream(path)
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve())
    stream.once('error', (error: NodeJS.ErrnoException) =>
      reject(new UsageError(`Cannot read --input ${path}: ${error.code ?? error.message}`)),
    )
  })
  return createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })
}
