import { propertyName, resolveSchema, type SchemaObject } from 'w3data/catalogue'
import { schemaType } from './paramFlags'

/** One output column: its header (`token.symbol`), where its value sits in an item, and its schema. */
export interface Column {
  header: string
  path: readonly string[]
  /** The catalogue's schema of the value (`$ref` resolved), where the column comes from one. */
  schema?: SchemaObject
}

/** Nested objects deeper than this stay one JSON cell in CSV. */
const CSV_DEPTH = 3

/**
 * The columns of an item schema: every property, nested objects flattened with dots
 * (`lastSale.price`) down to `depth` levels; lists, maps of data (token metadata) and unions stay
 * one JSON cell. Names are the camelCase ones of the result, or the wire's with `--raw`.
 */
export function columnsOf(
  schema: SchemaObject,
  schemas: Record<string, SchemaObject>,
  wire: boolean,
  depth = CSV_DEPTH,
): Column[] {
  const columns: Column[] = []
  const walk = (node: SchemaObject, path: string[], seen: ReadonlySet<string>) => {
    const resolved = resolveSchema(node, schemas)
    const properties = resolved.properties
    const nested =
      schemaType(resolved) === 'object' &&
      properties !== undefined &&
      resolved['x-w3data-data'] !== true &&
      path.length < depth &&
      !(node.$ref && seen.has(node.$ref))
    if (!nested) {
      columns.push({ header: path.length > 0 ? path.join('.') : 'value', path, schema: resolved })
      return
    }
    const inner = node.$ref ? new Set([...seen, node.$ref]) : seen
    for (const [wireName, property] of Object.entries(properties)) {
      const name = wire ? wireName : propertyName(wireName, property)
      walk(property, [...path, name], inner)
    }
  }
  walk(schema, [], new Set())
  return columns
}

let papaParse: Promise<typeof import('papaparse')> | undefined
/** Papa Parse, loaded with the first CSV written: a command writing JSON starts without it. */
const loadPapaParse = () => {
  papaParse ??= import('papaparse').then((module) => module.default)
  return papaParse
}

/** CSV lines (the header first when asked) for `items`, quoted by Papa Parse, each ending in a newline. */
export async function csvRows(
  columns: readonly Column[],
  items: readonly unknown[],
  header: boolean,
): Promise<string> {
  const rows = items.map((item) => columns.map((column) => cell(valueAt(item, column.path))))
  if (header) rows.unshift(columns.map((column) => column.header))
  return rows.length > 0 ? `${(await loadPapaParse()).unparse(rows, { newline: '\n' })}\n` : ''
}

export function valueAt(item: unknown, path: readonly string[]): unknown {
  let value = item
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  return value
}

function cell(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return toJson(value)
  return inert(String(value))
}

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/

/**
 * On-chain text is anyone's to write: a cell a spreadsheet would read as a formula (`=`, `+`,
 * `-`, `@`, tab or CR first, as OWASP's CSV injection guidance lists) gets a leading `'`, which
 * spreadsheets show as text. A plain number such as `-2` stays a number.
 */
function inert(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

/** JSON that survives the bigints a mapper may hand out. */
export const toJson = (value: unknown, indent?: number) =>
  JSON.stringify(value, (_, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner), indent)
