import { describe, expect, it } from 'vitest'
import { type ApiCatalogue, catalogues } from 'w3data/catalogue'
import { operationFacts } from '../../react-demo/src/operationFacts'

// The facts the demo's operation header shows, each read from the catalogue entry.

function facts(api: string, id: string): string[] {
  const catalogue = catalogues.find((each) => each.api === api) as ApiCatalogue
  const operation = catalogue.operations.find((each) => each.id === id)
  if (!operation) throw new Error(`no ${api}.${id}`)
  return operationFacts(operation, catalogue)
}

describe("the operation header's facts", () => {
  it('marks an operation that changes data, a resync too, and not a read', () => {
    expect(facts('evm', 'reSyncMetadata')).toContain('changes data')
    expect(facts('streams', 'createStream')).toContain('changes data')
    expect(facts('evm', 'getMultipleNFTs')).not.toContain('changes data')
    expect(facts('evm', 'getNFTMetadata')).toEqual(['EVM API', 'NFT', 'null on 404'])
  })

  it('says how a paged operation pages', () => {
    expect(facts('evm', 'getWalletNFTs')).toContain('paged by cursor')
    expect(facts('evm', 'getContractEvents')).toContain('paged by offset')
    expect(facts('aptos', 'getTransactions')).toContain('paged by start')
  })
})
