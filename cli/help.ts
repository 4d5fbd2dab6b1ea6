import {
  type ApiCatalogue,
  catalogues,
  type OperationEntry,
  type PagingEntry,
  type SchemaObject,
  searchOperations,
  toSdkShape,
} from 'w3data/catalogue'
import { curlOf, KEY_PLACEHOLDER, sampleOf } from './curl'
import type { Target } from './lookup'
import { CLI_OPTIONS } from './options'
import { type ParamFlag, paramFlags, schemaType } from './paramFlags'

// Every text here is built from the catalogue when it is asked for, so help and list stay
// complete after any catalogue change and `make generate`.

const operationCount = catalogues.reduce((sum, catalogue) => sum + catalogue.operations.length, 0)

/** Columns padded to the widest cell of each. */
function table(rows: readonly (readonly string[])[], indent = '  '): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  return rows
    .map(
      (row) =>
        indent +
        row
          .map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column] ?? 0) : cell))
          .join('  '),
    )
    .join('\n')
}

export function topHelp(): string {
  return `w3data: the ${operationCount} operations of the Web3 Data API on the command line

Usage
${table([
  ['w3data list [words…]', 'operations by API and tag, filtered by words'],
  ['w3data describe <api> <operation>', 'parameters, paging and the curl form'],
  ['w3data <api> <operation> [flags]', 'call an operation (flags: w3data <api> <operation> --help)'],
  ['w3data <api>', 'the operations of an API'],
  ['w3data --resume <token>', 'continue a stopped export'],
])}

APIs
${table(catalogues.map((catalogue) => [catalogue.api, `${catalogue.title} (${catalogue.operations.length} operations)`]))}

${optionsHelp()}

The key comes from W3DATA_API_KEY or --api-key and is never printed. Exit codes: 0 done,
1 the provider or the network failed ([CODE] message on stderr), 2 the command is wrong (an
unknown name or flag, a value the library refuses), 130 stopped by Ctrl-C.`
}

export function optionsHelp(): string {
  const rows = Object.entries(CLI_OPTIONS).map(([name, option]) => {
    const short = 'short' in option ? `-${option.short}, ` : ''
    const value = 'value' in option ? ` <${option.value}>` : ''
    return [`${short}--${name}${value}`, option.description]
  })
  return `Options\n${table(rows)}`
}

/** The operations of one API, by tag. */
export function apiHelp(catalogue: ApiCatalogue): string {
  return `${catalogue.title}: ${catalogue.operations.length} operations (w3data ${catalogue.api} <operation> --help)\n\n${byTag(catalogue.operations)}`
}

/** `w3data list [words…]`: every operation, or those matching the words as the demo's search does. */
export function listOperations(words: readonly string[]): string {
  const query = words.join(' ')
  const hits =
    query.trim() === '' ? undefined : new Set(searchOperations(query, catalogues).map((hit) => hit.operation))
  const sections = catalogues
    .map((catalogue) => {
      const operations = catalogue.operations.filter((operation) => !hits || hits.has(operation))
      return operations.length === 0 ? '' : `${catalogue.api} (${catalogue.title})\n${byTag(operations)}`
    })
    .filter(Boolean)
  return sections.length > 0 ? sections.join('\n\n') : `No operation matches "${query}".`
}

function byTag(operations: readonly OperationEntry[]): string {
  const tags = [...new Set(operations.map((operation) => operation.tag))]
  return tags
    .map((tag) => {
      const rows = operations
        .filter((operation) => operation.tag === tag)
        .map((operation) => [operation.id, `${operation.method} ${operation.path}`, operation.summary])
      return `  ${tag}\n${table(rows, '    ')}`
    })
    .join('\n')
}

/** `describe`, and an operation's `--help`: parameters, paging, and the curl form. */
export function describe(target: Target, withOptions = false): string {
  const { catalogue, operation } = target
  const flags = paramFlags(catalogue, operation)
  const required = flags.filter((flag) => flag.param.required)
  const usage = [
    `w3data ${catalogue.api} ${operation.id}`,
    ...required.map((flag) => `--${flag.names[0]} <${valueLabel(flag)}>`),
    '[flags]',
  ]
  const parts = [
    `${catalogue.api} ${operation.id}: ${operation.summary}\n${operation.method} ${operation.path} (${catalogue.title})`,
    operation.description ?? '',
    effectHelp(operation),
    `Usage\n  ${usage.join(' ')}`,
    flags.length > 0
      ? `Parameters\n${flags.map((flag) => paramHelp(flag, catalogue.schemas)).join('\n')}`
      : 'Parameters: none',
    pagingHelp(operation),
    `curl (the key stays in ${KEY_PLACEHOLDER})\n${curlOf(target, flags).replace(/^/gm, '  ')}`,
  ]
  if (withOptions) parts.push(optionsHelp())
  return parts.filter(Boolean).join('\n\n')
}

/** A flag with its facts; defaults and examples in the shape the flag takes (SDK names). */
function paramHelp(flag: ParamFlag, schemas: Record<string, SchemaObject>): string {
  const { param } = flag
  const names = flag.names.map((name) => `--${name}`).join(', ')
  const head = flag.boolean ? `${names} (--no-${flag.names[0]})` : `${names} <${valueLabel(flag)}>`
  const facts = [param.required ? 'required' : 'optional', param.in]
  const shown = (value: unknown) => JSON.stringify(toSdkShape(value, flag.schema, schemas))
  const fallback = param.schema.default
  if (fallback !== undefined) facts.push(`default ${shown(fallback)}`)
  // The example, else the default already shown: nothing when there is neither.
  const sample = sampleOf(param)
  if (sample !== fallback) facts.push(`example ${shown(sample)}`)
  const lines = [`  ${head}`, `      ${facts.join(', ')}`]
  if (param.description) lines.push(`      ${param.description}`)
  return lines.join('\n')
}

/** What a flag's value is: its value type, its choices, or its JSON type. */
function valueLabel(flag: ParamFlag): string {
  const item = flag.list ? flag.items : flag.schema
  const type = schemaType(item)
  const label =
    flag.param.valueType ??
    (item['x-w3data-value-type'] as string | undefined) ??
    (item.enum ? item.enum.join('|') : undefined) ??
    (type === undefined || type === 'object' || type === 'array' ? 'json' : type)
  // A list of objects takes JSON: one object per flag, or the whole list as an array.
  return flag.list && label !== 'json' ? `${label},…` : label
}

/** A call that changes data says so before it is made; a read says nothing. */
function effectHelp(operation: OperationEntry): string {
  switch (operation.effect) {
    case 'read':
      return ''
    case 'change':
      return 'Changes data at the provider.'
    default:
      return operation.effect satisfies never
  }
}

function pagingStyle(paging: PagingEntry): string {
  switch (paging.style) {
    case 'cursor':
      return `cursor (${paging.cursor})`
    case 'offset':
      return `offset (${paging.offset})`
    case 'start':
      return `start (${paging.start})`
    default:
      return paging satisfies never
  }
}

function pagingHelp(operation: OperationEntry): string {
  const paging = operation.paging
  if (!paging) return 'Paging: none (one answer)'
  const style = pagingStyle(paging)
  const items = paging.items ? `, items in "${paging.items}"` : ', the answer is the list'
  const size = paging.limit ? `page size "${paging.limit}"` : 'page size from the answer'
  return `Paging: by ${style}, ${size}${items}. --all follows it to the end; Ctrl-C stops with a --resume token.`
}
