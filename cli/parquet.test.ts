import * as hyparquetWriter from 'hyparquet-writer'
import { describe, expect, it, vi } from 'vitest'
import { asJsonRow, parquetRows, rowGroupSizes } from '../test/support/parquet'
import type { Column } from './csv'
import type { Sink } from './output'
import { kindOf, loadParquetWriter, parquetItemWriter } from './parquet'

// `--format parquet` (README, "Command line"): the items as one Parquet file, typed from the
// catalogue, written a row group at a time; hyparquet-writer is an optional peer dependency.
function bytesSink(): Sink & { bytes: () => Uint8Array; chunks: Uint8Array[] } {
  const chunks: Uint8Array[] = []
  return {
    chunks,
    write: async (chunk) => {
      chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk)
    },
    bytes: () => Buffer.concat(chunks),
  }
}

const COLUMNS: Column[] = [
  { header: 'name', path: ['name'], schema: { type: 'string' } },
  { header: 'count', path: ['count'], schema: { type: 'integer' } },
  { header: 'ratio', path: ['ratio'], schema: { type: 'number' } },
  { header: 'spam', path: ['spam'], schema: { type: 'boolean' } },
  { header: 'balance', path: ['balance'], schema: { type: 'string', 'x-w3data-value-type': 'big-number' } },
  { header: 'block', path: ['block'], schema: { type: 'integer', 'x-w3data-value-type': 'big-number' } },
  {
    header: 'token',
    path: ['token'],
    schema: { type: 'object', properties: { symbol: { type: 'string' } } },
  },
  { header: 'tags', path: ['tags'], schema: { type: 'array', items: { type: 'string' } } },
]

const item = (n: number) => ({
  name: `item ${n}`,
  count: n,
  ratio: n / 4,
  spam: n % 2 === 0,
  balance: `${10n ** 30n + BigInt(n)}`,
  block: 2 ** 53 + 2 * n,
  token: { symbol: `T${n}` },
  tags: [`a${n}`, 'b'],
})

async function written(batches: unknown[][], rowGroupRows?: number) {
  const sink = bytesSink()
  const writer = parquetItemWriter(hyparquetWriter, sink, COLUMNS, rowGroupRows)
  for (const batch of batches) await writer.write(batch)
  await writer.close()
  return sink
}

describe('kindOf', () => {
  it('keeps booleans and numbers native, amounts and big integers as text, nesting as JSON', () => {
    expect(COLUMNS.map((column) => kindOf(column.schema))).toEqual([
      'STRING',
      'INT64',
      'DOUBLE',
      'BOOLEAN',
      'STRING',
      'STRING',
      'JSON',
      'JSON',
    ])
  })
})

describe('parquetItemWriter', () => {
  it('gives back the rows NDJSON gives, values past 2^53 digit for digit', async () => {
    const items = [1, 2, 3].map(item)
    const rows = await parquetRows((await written([items.slice(0, 2), [], items.slice(2)])).bytes())
    expect(rows.map(asJsonRow)).toEqual(items.map((each) => ({ ...each, block: String(each.block) })))
    expect(rows[0]?.balance).toBe('1000000000000000000000000000001')
    expect(rows[0]?.count).toBe(1n)
  })

  it('writes a row group at a time, holding no more items than one group', async () => {
    const sink = await written([[1, 2, 3].map(item), [4, 5, 6, 7].map(item), [8].map(item)], 3)
    expect(rowGroupSizes(sink.bytes())).toEqual([3, 3, 2])
    // Each full group reached the sink as soon as it was complete, before the footer.
    expect(sink.chunks.length).toBeGreaterThanOrEqual(3)
  })

  it('leaves a missing value empty and writes a file with no rows', async () => {
    expect(await parquetRows((await written([[{ name: 'only' }]])).bytes())).toEqual([
      expect.objectContaining({ name: 'only', count: null, token: null }),
    ])
    expect(await parquetRows((await written([])).bytes())).toEqual([])
  })

  it('refuses a value the catalogue does not type so, naming the column', async () => {
    await expect(written([[{ count: 'seven' }]])).rejects.toThrow(
      '[C0016] Parquet column count holds INT64 values (from the catalogue), not "seven"',
    )
  })
})

describe('loadParquetWriter', () => {
  it('without the optional hyparquet-writer package, says what to install (C0003)', async () => {
    vi.resetModules()
    vi.doMock('hyparquet-writer', () => {
      throw new Error("Cannot find package 'hyparquet-writer'")
    })
    try {
      const fresh = await import('./parquet')
      await expect(fresh.loadParquetWriter()).rejects.toThrow(
        '[C0003] hyparquet-writer is not installed: --format parquet writes with hyparquet-writer, an optional peer dependency of w3data. Install it: npm install hyparquet-writer',
      )
    } finally {
      vi.doUnmock('hyparquet-writer')
    }
  })

  it('loads the package once', async () => {
    expect(await loadParquetWriter()).toBe(await loadParquetWriter())
  })
})
