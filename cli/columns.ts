import type { OutputFormat } from './args'
import { type Column, columnsOf } from './csv'
import { itemSchema } from './items'
import type { Target } from './lookup'

/**
 * The columns of CSV and Parquet output for an operation's items (none for JSON and NDJSON). CSV
 * flattens nested objects with dots; Parquet keeps each property one column (nested ones as JSON).
 * `labelled` items come as `{ line, item }` (--input, w3data-jobs), with a `line` column first.
 */
export function outputColumns(
  target: Target,
  format: OutputFormat,
  raw: boolean,
  labelled: boolean,
): Column[] {
  if (format !== 'csv' && format !== 'parquet') return []
  const columns = columnsOf(
    itemSchema(target),
    target.catalogue.schemas,
    raw,
    format === 'parquet' ? 1 : undefined,
  )
  if (!labelled) return columns
  return [
    { header: 'line', path: ['line'], schema: { type: 'integer' } },
    ...columns.map((column) => ({ ...column, path: ['item', ...column.path] })),
  ]
}
