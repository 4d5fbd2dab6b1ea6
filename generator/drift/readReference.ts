/**
 * The provider's published documents, one per API: read from a directory or a URL into entries
 * (`make reference-facts`), and the facts committed in reference/ read back (the drift report,
 * the tests).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fromFacts, type ReferenceFacts, toFacts } from './facts'
import { readFactsSheet } from './readFactsSheet'
import { readOpenApi } from './readOpenApi'
import { schemaPruner } from './requestSchema'
import type { Json } from './schemaWalk'
import type { ReferenceEntries } from './shape'

const FACTS_SHEET = 'auth-and-solana.md'

/** Which reference document describes each catalogue folder. */
export const REFERENCES: Readonly<Record<string, { file: string; part?: string }>> = {
  aptos: { file: 'openapi/aptos.json' },
  auth: { file: FACTS_SHEET, part: 'A' },
  evm: { file: 'openapi/evm-2.2.json' },
  solana: { file: FACTS_SHEET, part: 'B' },
  streams: { file: 'openapi/streams.json' },
}

/** The committed facts of the documents, beside spec/ in the repository. */
export const FACTS_ROOT = join(import.meta.dirname, '../../reference')

export function factsFile(factsRoot: string, api: string): string {
  return join(factsRoot, `${api}.json`)
}

export function readFacts(factsRoot: string, api: string): ReferenceFacts {
  return JSON.parse(readFileSync(factsFile(factsRoot, api), 'utf8')) as ReferenceFacts
}

export function readReference(factsRoot: string, api: string): ReferenceEntries {
  return fromFacts(readFacts(factsRoot, api))
}

/** The facts of the document describing `api`, read from `from`: a directory or an http(s) URL. */
export async function readDocument(from: string, api: string): Promise<ReferenceFacts> {
  const entry = REFERENCES[api]
  if (!entry) throw new Error(`no reference document is known for spec/${api}`)
  const text = await readText(from, entry.file)
  if (entry.part) {
    const operations = readFactsSheet(text, entry.part)
    const coverage = { paramTypes: false, responseFields: true, fieldDepth: 1 }
    return toFacts(
      { operations, coverage, source: `${entry.file} part ${entry.part} (a Markdown facts sheet)` },
      {},
    )
  }
  const document = JSON.parse(text) as Json
  const schemas: Json = {}
  const operations = readOpenApi(document, undefined, { schemaOf: schemaPruner(document, schemas) })
  return toFacts(
    { operations, coverage: { paramTypes: true, responseFields: true }, source: entry.file },
    schemas,
  )
}

async function readText(from: string, file: string): Promise<string> {
  if (!/^https?:\/\//.test(from)) return readFileSync(join(from, file), 'utf8')
  const url = new URL(file, from.endsWith('/') ? from : `${from}/`)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`reference-facts: GET ${url} answered ${response.status}`)
  return response.text()
}
