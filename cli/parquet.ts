import { CoreErrorCode, W3DataError } from 'w3data'
import type { SchemaObject } from 'w3data/catalogue'
import { type Column, toJson, valueAt } from './csv'
import type { ItemWriter, Sink } from './output'
import { schemaType } from './paramFlags'

type HyparquetWriter = typeof import('hyparquet-writer')
type SchemaElement = NonNullable<ConstructorParameters<HyparquetWriter['ParquetWriter']>[0]>['schema'][number]

/** Rows held before they are written as one row group: the export's memory is bounded by this. */
export const ROW_GROUP_ROWS = 4096

let loading: Promise<HyparquetWriter> | undefined

/** hyparquet-writer, imported once; without the package, a W3DataError that says what to install. */
export function loadParquetWriter(): Promise<HyparquetWriter> {
  loading ??= import('hyparquet-writer').catch((error: unknown) => {
    loading = undefined
    throw new W3DataError({
      code: CoreErrorCode.MODULE_NOT_FOUND,
      message:
        'hyparquet-writer is not installed: --format parquet writes with hyparquet-writer, an optional peer dependency of w3data. Install it: npm install hyparquet-writer',
      cause: error,
    })
  })
  return loading
}

/** How a column's values are stored. */
type Kind = 'BOOLEAN' | 'INT64' | 'DOUBLE' | 'STRING' | 'JSON'

/**
 * The Parquet kind of a column from the catalogue: a value with a value type (amounts, big
 * numbers, addresses, dates) is text, digit for digit; booleans and numbers are native; objects,
 * lists and unions are JSON text.
 */
export function kindOf(schema: SchemaObject | undefined): Kind {
  if (!schema) return 'JSON'
  if (schema['x-w3data-value-type']) return 'STRING'
  switch (schemaType(schema)) {
    case 'boolean':
      return 'BOOLEAN'
    case 'integer':
      return 'INT64'
    case 'number':
      return 'DOUBLE'
    case 'string':
      return 'STRING'
    default:
      return 'JSON'
  }
}

const ELEMENTS: Record<Kind, Omit<SchemaElement, 'name'>> = {
  BOOLEAN: { type: 'BOOLEAN' },
  INT64: { type: 'INT64' },
  DOUBLE: { type: 'DOUBLE' },
  STRING: { type: 'BYTE_ARRAY', converted_type: 'UTF8' },
  JSON: { type: 'BYTE_ARRAY', converted_type: 'JSON' },
}

/** The file's schema: one optional column per output column. */
export function parquetSchema(columns: readonly Column[]): SchemaElement[] {
  return [
    { name: 'root', num_children: columns.length },
    ...columns.map((column) => ({
      name: column.header,
      repetition_type: 'OPTIONAL' as const,
      ...ELEMENTS[kindOf(column.schema)],
    })),
  ]
}

/** One cell as its kind stores it; a value the catalogue's type does not allow is refused by name. */
function cellOf(kind: Kind, value: unknown, column: Column): unknown {
  if (value === undefined || value === null) return null
  switch (kind) {
    case 'STRING':
      return typeof value === 'string' ? value : typeof value === 'object' ? toJson(value) : String(value)
    case 'JSON':
      return value
    case 'BOOLEAN':
      if (typeof value === 'boolean') return value
      break
    case 'INT64':
      if (typeof value === 'bigint' || Number.isSafeInteger(value)) return BigInt(value as number | bigint)
      break
    case 'DOUBLE':
      if (typeof value === 'number') return value
      break
  }
  throw new W3DataError({
    code: CoreErrorCode.INVALID_DATA,
    message: `Parquet column ${column.header} holds ${kind} values (from the catalogue), not ${JSON.stringify(value)}`,
  })
}

/**
 * Parquet: items are held until a row group is full, then encoded and handed to the sink, so an
 * export of any length holds at most one row group; `close` writes the last group and the footer.
 * The library must have been loaded (`loadParquetWriter`) before the first write.
 */
export function parquetItemWriter(
  library: HyparquetWriter,
  sink: Sink,
  columns: readonly Column[],
  rowGroupRows = ROW_GROUP_ROWS,
): ItemWriter {
  const bytes = new library.ByteWriter()
  // After each row group (and at the end) the encoded bytes go to the sink and the buffer empties.
  const flush = async () => {
    const chunk = bytes.getBytes().slice()
    bytes.index = 0
    if (chunk.length > 0) await sink.write(chunk)
  }
  Object.assign(bytes, { flush, finish: flush })
  const file = new library.ParquetWriter({
    writer: bytes,
    schema: parquetSchema(columns),
    createdBy: 'w3data',
  })
  const kinds = columns.map((column) => kindOf(column.schema))
  let held: unknown[] = []
  const writeGroup = async (rows: readonly unknown[]) => {
    const columnData = columns.map((column, index) => ({
      name: column.header,
      data: rows.map((row) => cellOf(kinds[index] as Kind, valueAt(row, column.path), column)),
    }))
    await file.write({ columnData, rowGroupSize: rows.length })
  }
  return {
    write: async (items) => {
      held.push(...items)
      while (held.length >= rowGroupRows) {
        const group = held.slice(0, rowGroupRows)
        held = held.slice(rowGroupRows)
        await writeGroup(group)
      }
    },
    close: async () => {
      if (held.length > 0) await writeGroup(held)
      held = []
      await file.finish()
    },
  }
}
