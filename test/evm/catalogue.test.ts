import { describe, expect, it } from 'vitest'
import { type ApiCatalogue, catalogues } from 'w3data/catalogue'
import { FACTS_ROOT, readFacts } from '../../generator/drift/readReference'

/**
 * The generated EVM catalogue. Operations, parameters and response fields against the provider's
 * EVM 2.2 document, with every deliberate difference, are the drift report's
 * (test/generator/drift.test.ts, spec/DRIFT.md); what it does not compare stays here.
 */

const catalogue = catalogues.find((entry) => entry.api === 'evm') as ApiCatalogue

describe('the generated EVM catalogue', () => {
  it('has 122 operations, all with distinct ids', () => {
    expect(catalogue.operations).toHaveLength(122)
    expect(new Set(catalogue.operations.map((operation) => operation.id)).size).toBe(122)
  })

  it("keeps the reference's chainList (names and hex ids, in order) as the catalogue's", () => {
    const reference = readFacts(FACTS_ROOT, 'evm').schemas['chainList'] as { enum?: unknown[] } | undefined
    expect(reference?.enum).toBeDefined()
    expect(catalogue.schemas['chainList']?.enum).toEqual(reference?.enum)
  })
})
