/**
 * Reads the Auth and Solana facts sheet (Markdown) into operation entries, as far as it is
 * regular: operation headings `## A.3 POST /path (operationId \`id\`…)` with the tables and
 * sentences under them, and the one-row-per-operation table of newer operations (`| N1 | GET
 * /path | id (group) | params | body | response |`). It yields operations, methods, paths,
 * parameter names, places and required flags, and the top-level response fields where a table
 * gives them (factsSheetFields.ts); parameter types, enums and defaults are written in prose there.
 */
import { responseFieldsOf } from './factsSheetFields'
import { cells, isTable, placeNamed, type Section, splitSections } from './markdownBlocks'
import type { FieldEntry, OperationEntry, ParamEntry, Place } from './shape'

const HEADING = /^#{2,3} (\S+) (GET|POST|PUT|DELETE|PATCH) (\S+) \(operationId `(\w+)`/
const ROW = /^\| (N\d+) \| (GET|POST|PUT|DELETE|PATCH) (\S+) \| (\w+)/
const IDENTIFIER = /^\w+$/

/** The operations of one part of the sheet (`A` Auth, `B` Solana), in the order written. */
export function readFactsSheet(text: string, part: string): OperationEntry[] {
  const sections = splitSections(text)
  const operations: OperationEntry[] = []
  for (const section of sections) {
    const match = HEADING.exec(section.heading)
    if (match?.[1]?.startsWith(`${part}.`)) {
      const [, , method, path, id] = match as unknown as string[]
      const fields = responseFieldsOf(section, sections)
      operations.push(operationOf(id!, method!, path!, sectionParams(section, sections), fields))
    }
    if (section.heading.startsWith(`## ${part}.`)) operations.push(...tableRows(section))
  }
  return operations
}

function operationOf(
  id: string,
  method: string,
  path: string,
  params: ParamEntry[],
  fields?: FieldEntry[],
): OperationEntry {
  const fromPath = [...path.matchAll(/\{(\w+)\}/g)].map(
    ([, name]): ParamEntry => ({ name: name!, in: 'path', required: true }),
  )
  const named = new Set(fromPath.map((param) => param.name))
  const rest = params.filter((param) => !named.has(param.name))
  return { id, method, path, params: [...fromPath, ...rest], ...(fields ? { fields } : {}) }
}

/** Parameters of an operation section: tables and sentences read in the place the text last named. */
function sectionParams(section: Section, sections: Section[]): ParamEntry[] {
  const params = new Map<string, ParamEntry>()
  const put = (param: ParamEntry) => params.set(param.name, param)
  // `The required set is \`a, b\`` names the required body fields; it wins over the table rows.
  let requiredSet: string[] | undefined
  let place: Place | 'response' = 'query'
  for (const block of section.blocks) {
    if (isTable(block)) {
      if (place === 'response') continue
      for (const param of tableParams(block, place, sections)) put(param)
      continue
    }
    const text = block.join(' ')
    for (const param of inlineObject(text.match(/Request: `(\{[^`]*\})`/)?.[1])) put(param)
    // A required set belongs to the request body only when the request is what the sentence follows.
    const required = text.match(/required set is\s+`([^`]+)`/)
    if (required && placeNamed(text.slice(0, required.index)) === 'body')
      requiredSet = required[1]!.split(/,\s*/)
    place = placeNamed(text) ?? place
    if (place === 'query') {
      // `Query params (…): \`a\`, \`b\`, all boolean…`: the names in backticks, outside brackets.
      const after = text.split('Query params')[1]?.replace(/\([^)]*\)/g, '') ?? ''
      for (const [, name] of after.matchAll(/`(\w+)`/g)) put({ name: name!, in: 'query', required: false })
    }
  }
  if (!requiredSet) return [...params.values()]
  for (const name of requiredSet) if (!params.has(name)) put({ name, in: 'body', required: true })
  const required = new Set(requiredSet)
  return [...params.values()].map((param) =>
    param.in === 'body' ? { ...param, required: required.has(param.name) } : param,
  )
}

/** Rows of a `| field |` or `| param |` table; a row `see A.2` takes the fields of that section's table. */
function tableParams(table: string[], place: Place, sections: Section[]): ParamEntry[] {
  const [header, , ...rows] = table.map(cells)
  const inColumn = header?.indexOf('in') ?? -1
  const reqColumn = header?.findIndex((cell) => cell.startsWith('req')) ?? -1
  if (!header || !['field', 'param'].includes(header[0] ?? '')) return []
  const params: ParamEntry[] = []
  for (const row of rows) {
    const shared = row.join(' ').match(/(?:see |^)([AB]\.\d+)(?: fields)?\b/)?.[1]
    const sharedParams = shared ? sharedFields(shared, place, sections) : []
    if (row[0] === `${shared} fields`) {
      params.push(...sharedParams)
      continue
    }
    const where = inColumn >= 0 ? (row[inColumn] as Place) : place
    for (const name of (row[0] ?? '').split(/,\s*/)) {
      if (!IDENTIFIER.test(name)) continue
      const fromShared = sharedParams.find((param) => param.name === name)
      params.push(
        fromShared ?? { name, in: where, required: reqColumn >= 0 && /^\**req\b/.test(row[reqColumn] ?? '') },
      )
    }
  }
  return params
}

/** The first table of section `A.2`, read as request fields. */
function sharedFields(id: string, place: Place, sections: Section[]): ParamEntry[] {
  const section = sections.find((candidate) => candidate.heading.startsWith(`## ${id} `))
  const table = section?.blocks.find(isTable)
  return table ? tableParams(table, place, []) : []
}

/** `{message: string req, signature: string req}` → body parameters. */
function inlineObject(text: string | undefined): ParamEntry[] {
  if (!text) return []
  return [...text.matchAll(/(\w+): ([^,}]*)/g)].map(([, name, rest]) => ({
    name: name!,
    in: 'body' as const,
    required: /\breq\b/.test(rest!),
  }))
}

/** The newer-operations table: one row per operation, parameters as `name (type, req…); …`. */
function tableRows(section: Section): OperationEntry[] {
  const rows = new Map<string, string[]>()
  const operations: OperationEntry[] = []
  for (const block of section.blocks) {
    for (const line of block) {
      const match = ROW.exec(line)
      if (!match) continue
      const [, number, method, path, id] = match as unknown as string[]
      const row = cells(line)
      rows.set(number!, row)
      const paramCell = row[3]?.startsWith('as N')
        ? (rows.get(row[3].slice(3).trim())?.[3] ?? '')
        : (row[3] ?? '')
      operations.push(operationOf(id!, method!, path!, [...listedParams(paramCell), ...inlineObject(row[4])]))
    }
  }
  return operations
}

/** `path pairAddress (string, req); limit (1–100, default 100); fromDate, toDate (string)`. */
function listedParams(cell: string): ParamEntry[] {
  const params: ParamEntry[] = []
  for (const item of splitOutsideBrackets(cell)) {
    const path = item.startsWith('path ')
    const head = item.replace(/^path /, '').split(/[(=]/)[0] ?? ''
    const inBrackets = item.match(/\(([^)]*)/)?.[1] ?? ''
    const required = path || /(^|[,;] ?)req\b/.test(inBrackets)
    for (const name of head.split(',').map((part) => part.trim()))
      if (IDENTIFIER.test(name)) params.push({ name, in: path ? 'path' : 'query', required })
  }
  return params
}

function splitOutsideBrackets(text: string): string[] {
  const items: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ';' && depth === 0) {
      items.push(text.slice(start, index).trim())
      start = index + 1
    }
  }
  items.push(text.slice(start).trim())
  return items.filter((item) => item !== '' && item !== '—')
}
