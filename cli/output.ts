import type { TextFormat } from './args'
import { type Column, csvRows, toJson } from './csv'

/** Where output goes (text, or a binary format's bytes); `write` waits when the stream's buffer is full. */
export interface Sink {
  write(chunk: string | Uint8Array): Promise<void>
}

export function streamSink(stream: NodeJS.WritableStream): Sink {
  return {
    write: (chunk) =>
      new Promise<void>((resolve, reject) => {
        if (stream.write(chunk)) return resolve()
        // Both listeners go once either fires: a long export waits for many drains.
        const drained = () => settle(resolve)
        const failed = (error: unknown) => settle(() => reject(error))
        const settle = (then: () => void) => {
          stream.off('drain', drained)
          stream.off('error', failed)
          then()
        }
        stream.once('drain', drained)
        stream.once('error', failed)
      }),
  }
}

/** Writes items as they arrive, in one format, and closes what the format opened. */
export interface ItemWriter {
  write(items: readonly unknown[]): Promise<void>
  close(): Promise<void>
}

export interface WriterOptions {
  columns: readonly Column[]
  /** Indented JSON (stdout is a terminal) rather than one line per value. */
  pretty: boolean
  /** CSV: write the header (not when continuing an output that has one). @default true */
  header?: boolean
}

/** JSON: one array, streamed. NDJSON: a line per item. CSV: a header, then a row per item. (Parquet: `parquet.ts`.) */
export function itemWriter(
  format: TextFormat,
  sink: Sink,
  { columns, pretty, header = true }: WriterOptions,
): ItemWriter {
  let written = 0
  if (format === 'ndjson')
    return {
      write: (items) => sink.write(items.map((item) => `${toJson(item)}\n`).join('')),
      close: async () => {},
    }
  if (format === 'csv')
    return {
      write: async (items) => {
        if (items.length === 0) return
        await sink.write(await csvRows(columns, items, header && written === 0))
        written += items.length
      },
      close: async () => {
        if (header && written === 0) await sink.write(await csvRows(columns, [], true))
      },
    }
  const indent = pretty ? '  ' : ''
  const separator = pretty ? '\n' : ''
  return {
    write: async (items) => {
      if (items.length === 0) return
      const text = items
        .map((item, index) => {
          const json = pretty ? toJson(item, 2).replace(/\n/g, `\n${indent}`) : toJson(item)
          return `${written + index === 0 ? `[${separator}` : `,${separator}`}${indent}${json}`
        })
        .join('')
      written += items.length
      await sink.write(text)
    },
    close: () => sink.write(written === 0 ? '[]\n' : `${separator}]\n`),
  }
}

/** One JSON value: indented on a terminal, one line in a pipe. */
export const writeValue = (sink: Sink, value: unknown, pretty: boolean) =>
  sink.write(`${toJson(value, pretty ? 2 : undefined)}\n`)
