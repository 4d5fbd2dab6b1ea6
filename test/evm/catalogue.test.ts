import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ApiCatalogue, catalogues } from 'w3data/catalogue'

/**
 * The generated EVM catalogue. Operations, parameters and response fields against the provider's
 * EVM 2.2 document, with every deliberate difference, are the drift report's
 * (test/generator/drift.test.ts, spec/DRIFT.md); what it does not compare stays here.
 */

const REFERENCE_PATH = resolve(import.meta.dirname, '../../../shared/reference/openapi/evm-2.2.json')
const hasReference = existsSync(REFERENCE_PATH)
const SKIP_NOTE = hasReference ? '' : ` (skipped: ${REFERENCE_PATH} is missing, shared/ is not checked out)`
if (!hasReference) console.warn(`catalogue.test.ts: ${REFERENCE_PATH} not found; reference checks skipped`)

const catalogue = catalogues.find((entry) => entry.api === 'evm') as ApiCatalogue

describe(`the generated EVM catalogue${SKIP_NOTE}`, () => {
  it('has 122 operations, all with distinct ids', () => {
    expect(catalogue.operations).toHaveLength(122)
    expect(new Set(catalogue.operations.map((operation) => operation.id)).size).toBe(122)
  })

  it.skipIf(!hasReference)("keeps the reference's chainList (names and hex ids) as the catalogue's", () => {
    const reference = JSON.parse(readFileSync(REFERENCE_PATH, 'utf8')) as {
      components: { schemas: Record<string, { enum?: unknown[] }> }
    }
    expect(catalogue.schemas['chainList']?.enum).toEqual(reference.components.schemas['chainList']?.enum)
  })
})
