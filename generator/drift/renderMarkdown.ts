/** spec/DRIFT.md: per API a summary, the undeclared drift, then the declared differences by operation. */
import type { Drift } from './compare'
import { type ApiDrift, describe } from './report'

const INTRO = `# Catalogue drift

The catalogue (\`spec/\`) beside the facts of the provider's published documents (\`reference/\`,
written from the documents by \`make reference-facts\`).
Written by \`make spec-drift\` (\`generator/drift/\`); do not edit it by hand. The test
(\`test/generator/drift.test.ts\`) fails on undeclared drift, on a declaration no difference needs,
and when this file is not what the tool writes.

A deliberate difference is declared next to the entry in the catalogue, with its reason:
\`x-w3data-differs: "…"\` on an operation, a parameter, a schema or a schema property. A declaration
covers every difference of its entry; on an operation or a schema it also covers the parameters or
fields the catalogue leaves out there. A reference operation the catalogue leaves out is declared
in the API's \`index.yaml\`, as \`x-w3data-differs: { 'METHOD /path': reason }\`.

What is compared:

- Operations, paired by operationId (else by method and path): present on one side only, or with a
  different operationId, method or path.
- Parameters, paired by wire name: place (path, query, body: the top-level properties of a JSON
  body), required; and where the reference is an OpenAPI document, type, enum and default. An empty
  default ('' or []) counts as none.
- Response fields of the success body (200, else 201, 202 or \`default\`), paired by path
  (\`result[].token_address\`), down to four levels: present on one side only, or of a different
  type (nullability included). Below a one-sided field or a changed type nothing more is reported;
  a union of several shapes (Aptos transactions) is compared as a union, not entered.

Auth and Solana are compared with a Markdown facts sheet, read as far as it is regular: operation
headings and the table of newer Solana operations give operations, methods and paths; the
parameter tables and sentences under them give parameter names, places and required flags; a
response table under an operation (or the shared schema table it names, "array of \`SPLNFT\`")
gives its top-level fields and their types, so the Solana core operations' answers are compared one
level deep. Parameter types, enums and defaults, nested response fields, and the answers of the
newer Solana operations and of Auth are written there in prose and are not compared.
`

export function renderMarkdown(reports: readonly ApiDrift[]): string {
  const lines = [INTRO, '## Summary', '']
  lines.push(
    '| API | reference | operations compared | same | differing | differences declared | undeclared or stale |',
  )
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: |')
  for (const report of reports) {
    const declared = report.drifts.filter((drift) => drift.declared).length
    lines.push(
      `| ${report.api} | \`${report.source}\` | ${report.compared} | ${report.same} | ${report.compared - report.same} | ${declared} | ${report.drifts.length - declared + report.stale.length} |`,
    )
  }
  for (const report of reports) lines.push('', ...apiSection(report))
  return `${lines.join('\n')}\n`
}

function apiSection(report: ApiDrift): string[] {
  const undeclared = report.drifts.filter((drift) => !drift.declared)
  const declared = report.drifts.filter((drift) => drift.declared)
  const lines = [
    `## ${report.api}`,
    '',
    `Reference \`${report.source}\`. ${report.compared} operations compared: ${report.same} the same, ${report.compared - report.same} differing.`,
    '',
    '### Undeclared drift',
    '',
  ]
  if (undeclared.length === 0 && report.stale.length === 0) lines.push('None.')
  for (const drift of undeclared) lines.push(`- ${shorten(describe(drift))}`)
  for (const stale of report.stale) lines.push(`- stale declaration at \`${stale.where}\`: "${stale.reason}"`)
  lines.push('', '### Declared differences', '')
  if (declared.length === 0) return [...lines, 'None.']
  const numbers = numberReasons(declared)
  lines.push('| # | reason | declared at |', '| ---: | --- | --- |')
  for (const [reason, { number, sites }] of numbers)
    lines.push(`| ${number} | ${escapeCell(reason)} | ${sites.map((site) => `\`${site}\``).join(', ')} |`)
  for (const [operation, drifts] of groupBy(declared, (drift) => drift.operation)) {
    lines.push('', `#### ${operation}`, '')
    for (const [subject, sameSubject] of groupBy(drifts, (drift) => drift.subject)) {
      const refs = [...new Set(sameSubject.map((drift) => numbers.get(drift.declared!.reason)!.number))]
      const details = sameSubject.map((drift) => shorten(drift.detail)).join('; ')
      lines.push(`- ${subject}: ${details} (${refs.map((ref) => `#${ref}`).join(', ')})`)
    }
  }
  return lines
}

/**
 * Reasons numbered in the order of their first place in the catalogue, each with every place it is
 * written: one reason written at thirty properties is one row.
 */
function numberReasons(drifts: readonly Drift[]): Map<string, { number: number; sites: string[] }> {
  const sites = new Map<string, Set<string>>()
  for (const { declared } of drifts)
    sites.set(declared!.reason, (sites.get(declared!.reason) ?? new Set()).add(declared!.where))
  const sorted = [...sites].map(([reason, places]) => [reason, [...places].sort()] as const)
  sorted.sort(([, a], [, b]) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0))
  return new Map(sorted.map(([reason, places], index) => [reason, { number: index + 1, sites: places }]))
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

/** Long enum lists read as a count: `enum: catalogue (none), reference 60 values`. */
function shorten(text: string): string {
  return text.replace(
    LONG_LIST,
    (_, side: string, list: string) => `${side} ${list.split(', ').length} values`,
  )
}

/** Seven or more comma-separated values after `catalogue ` or `reference `, up to the other side. */
const LONG_LIST =
  /(catalogue|reference) ((?:(?!reference )[^,;()]+, ){6,}(?!reference )[^,;()]+?)(?=, reference |$| \(declare)/g

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ')
}
