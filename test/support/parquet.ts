import { parquetMetadata, parquetReadObjects } from 'hyparquet'

/** The rows of a Parquet file as hyparquet reads them (INT64 as bigint, JSON columns parsed). */
export async function parquetRows(bytes: Uint8Array): Promise<Record<string, unknown>[]> {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  return parquetReadObjects({ file })
}

/** The row-group sizes of a Parquet file. */
export function rowGroupSizes(bytes: Uint8Array): number[] {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  return parquetMetadata(file).row_groups.map((group) => Number(group.num_rows))
}

/** A row as NDJSON would give it: bigints as numbers, missing cells left out. */
export function asJsonRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]),
  )
}
