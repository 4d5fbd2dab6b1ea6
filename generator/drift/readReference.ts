/** The provider's published documents in ../shared/reference/, one per API, read into entries. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readFactsSheet } from './readFactsSheet'
import { readOpenApi } from './readOpenApi'
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

export function readReference(referenceRoot: string, api: string): ReferenceEntries {
  const entry = REFERENCES[api]
  if (!entry) throw new Error(`no reference document is known for spec/${api}`)
  const text = readFileSync(join(referenceRoot, entry.file), 'utf8')
  if (entry.part) {
    return {
      operations: readFactsSheet(text, entry.part),
      coverage: { paramTypes: false, responseFields: true, fieldDepth: 1 },
      source: `${entry.file} part ${entry.part} (a Markdown facts sheet)`,
    }
  }
  return {
    operations: readOpenApi(JSON.parse(text) as Json),
    coverage: { paramTypes: true, responseFields: true },
    source: entry.file,
  }
}
