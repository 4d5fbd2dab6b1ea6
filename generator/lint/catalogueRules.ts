import { basename } from 'node:path'
import { jsonOr } from '../load/json'
import type { LoadedSpec } from '../load/loadSpec'
import type { DocumentPath } from '../load/sourceMap'
import type { Report } from '../load/specDocument'
import { followRefs } from '../load/specRef'
import { eachEntry } from '../load/walk'
import { misfit } from './fitsSchema'

type Json = Record<string, unknown>

const METHODS = ['get', 'post', 'put', 'delete', 'patch']
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/
/** Prose that reaches readers: JSDoc (summary, description) and spec/DRIFT.md (x-w3data-differs). */
const PROSE_KEYS = new Set(['summary', 'description', 'x-w3data-differs'])
/** "seed 001 §5", "section 3", "A.15", "B.2.5": a numbered part of a document the reader lacks. */
const SECTION_CITATION = /\bseeds? ?0{0,2}[01]\b|§ ?\d|\bsections? \d|\b[A-C]\.\d+\b/i

/** `Coin transfers` → `coin-transfers`: the file a tag's operations are written in. */
export const tagFileName = (tag: string) =>
  `${tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.yaml`

/**
 * The catalogue's own rules, beside the OpenAPI ones redocly checks: one tag an operation, in the
 * file named after it; an example (or a default or enum) for every required parameter, which
 * the demo's "Fill examples" and the mock use; a from/to pair's examples that make a range;
 * defaults that fit their schema; enums without
 * repeats; names spec/README.md allows; prose that states its rule instead of citing a section.
 */
export function lintCatalogue({ document, sourceMap }: LoadedSpec, report: Report): void {
  const resolve = (schema: Json): Json => followRefs(document, schema)
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = jsonOr(item)[method] as Json | undefined
      if (!operation) continue
      const at: DocumentPath = ['paths', path, method]
      const id = String(operation.operationId)
      const tags = (operation.tags as string[] | undefined) ?? []
      if (tags.length !== 1)
        report(at, `${id} has ${tags.length} tags`, 'give each operation one tag: its documentation group')
      const file = basename(sourceMap.fileOf(['paths', path]))
      if (tags[0] && file !== tagFileName(tags[0]))
        report(
          ['paths', path],
          `${id} (tag ${tags[0]}) is written in ${file}`,
          `move it to ${tagFileName(tags[0])}: one file per tag`,
        )
      checkExamples(operation, id, at, resolve, report)
    }
  }
  for (const name of Object.keys(document.components.schemas))
    if (!IDENTIFIER.test(name))
      report(
        ['components', 'schemas', name],
        `schema name ${name} is not a TypeScript identifier`,
        'letters, digits and _ only',
      )
  eachEntry(document, (key, value, path) => {
    const parent = path.at(-2)
    if (key === 'default' && parent !== 'responses' && isSchema(path, document)) {
      const why = misfit(value, schemaAt(path, document), resolve)
      if (why) report(path, `default ${JSON.stringify(value)} does not fit its schema: ${why}`)
    } else if (key === 'enum' && Array.isArray(value)) {
      const repeated = value.filter((item, index) => value.indexOf(item) !== index)
      if (repeated.length > 0)
        report(path, `enum lists ${repeated.map((item) => JSON.stringify(item)).join(', ')} more than once`)
    } else if (key === 'x-w3data-name' && !CAMEL_CASE.test(String(value))) {
      report(path, `x-w3data-name ${String(value)} is not a camelCase name`)
    } else if (PROSE_KEYS.has(key) && !isExample(path)) {
      checkCitations(key, value, path, report)
    }
    return true
  })
}

/** A required parameter (or required top-level body property) names a value the demo can fill in. */
function checkExamples(
  operation: Json,
  id: string,
  at: DocumentPath,
  resolve: (schema: Json) => Json,
  report: Report,
) {
  const parameters = (operation.parameters as Json[] | undefined) ?? []
  parameters.forEach((original, index) => {
    const param = resolve(original)
    if (
      (param.required === true || param.in === 'path') &&
      !namesAValue(param, resolve((param.schema as Json) ?? {}))
    )
      report(
        [...at, 'parameters', index],
        `${id}: required parameter ${String(param.name)} has no example`,
        'add an example to its schema: the demo and the mock use it',
      )
  })
  checkRanges(parameters.map(resolve), id, at, report)
  const content = (operation.requestBody as Json | undefined)?.content as Json | undefined
  const body = resolve(
    ((content?.['application/json'] as Json | undefined)?.schema as Json | undefined) ?? {},
  )
  const properties = (body.properties as Record<string, Json> | undefined) ?? {}
  for (const name of (body.required as string[] | undefined) ?? []) {
    if (!namesAValue({}, resolve(properties[name] ?? {})))
      report(
        [...at, 'requestBody'],
        `${id}: required body property ${name} has no example`,
        'add an example to its schema: the demo and the mock use it',
      )
  }
}

/**
 * A from/to pair (`from_date`/`to_date`, `fromBlock`/`toBlock`) whose examples are both dates or
 * both numbers asks for a range: the from example comes before the to example, so the examples
 * filled in together ask for something.
 */
function checkRanges(parameters: readonly Json[], id: string, at: DocumentPath, report: Report) {
  const example = (param: Json) => param.example ?? (param.schema as Json | undefined)?.example
  parameters.forEach((from, index) => {
    const match = /^from(_?[A-Za-z]+)$/.exec(String(from.name))
    const to = match && parameters.find((param) => param.name === `to${match[1]}`)
    if (!to) return
    const [low, high] = [orderOf(example(from)), orderOf(example(to))]
    if (low === undefined || high === undefined || low < high) return
    report(
      [...at, 'parameters', index],
      `${id}: the examples of ${String(from.name)} and ${String(to.name)} make no range`,
      `give ${String(to.name)} an example after ${JSON.stringify(example(from))}`,
    )
  })
}

/** Where an example sits in its range: a number, or a date's time; undefined for anything else. */
function orderOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return undefined
  if (/^\d+$/.test(value)) return Number(value)
  return /^\d{4}-\d\d-\d\d/.test(value) ? Date.parse(value) : undefined
}

/** Objects and unions are filled from their own properties; a scalar or list needs a value named. */
function namesAValue(param: Json, schema: Json): boolean {
  const items = (schema.items as Json | undefined) ?? {}
  return (
    param.example !== undefined ||
    schema.example !== undefined ||
    schema.default !== undefined ||
    Array.isArray(schema.enum) ||
    items.example !== undefined ||
    Array.isArray(items.enum) ||
    schema.type === 'object' ||
    Array.isArray(schema.oneOf)
  )
}

/**
 * A summary, description or drift reason names no numbered section of a document the repository
 * does not hold. A drift reason is one text, or (in an index.yaml) a map of them.
 */
function checkCitations(key: string, prose: unknown, path: DocumentPath, report: Report) {
  const texts =
    key === 'x-w3data-differs' && typeof prose === 'object' && prose !== null
      ? Object.entries(prose).map(([at, text]) => [[...path, at], text] as const)
      : [[path, prose] as const]
  for (const [at, text] of texts) {
    const cited = typeof text === 'string' ? SECTION_CITATION.exec(text) : null
    if (cited)
      report(
        at,
        `${key} cites "${cited[0]}", a numbered part of a document not in the repository`,
        'state the rule itself; name a source by what it is, e.g. "the seeds"',
      )
  }
}

const isExample = (path: DocumentPath) => path.includes('example') || path.includes('examples')

/** True when the mapping holding `path`'s key is a schema (not a response map or an example). */
function isSchema(path: DocumentPath, document: unknown): boolean {
  if (isExample(path)) return false
  const holder = schemaAt(path, document)
  return 'type' in holder || 'enum' in holder || '$ref' in holder || 'items' in holder
}

function schemaAt(path: DocumentPath, document: unknown): Json {
  let node = document as Json
  for (const key of path.slice(0, -1)) node = (node?.[key as string] as Json) ?? {}
  return node
}
