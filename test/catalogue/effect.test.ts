import { describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'

// Every catalogue entry says what a call does at the provider: its method's effect (GET reads,
// the rest change) unless spec/ writes `x-w3data-effect` (spec/README.md, "Operation level").

const operations = catalogues.flatMap((catalogue) => catalogue.operations)
const named = (effect: string, method: (method: string) => boolean) =>
  operations
    .filter((operation) => operation.effect === effect && method(operation.method))
    .map(({ api, id }) => `${api}.${id}`)
    .sort()

describe('the effect of each operation', () => {
  it('is on every entry, read or change', () => {
    for (const operation of operations) expect(['read', 'change'], operation.id).toContain(operation.effect)
  })

  it('makes the resyncs changes, though they are GETs, and no other GET', () => {
    expect(named('change', (method) => method === 'GET')).toEqual([
      'evm.reSyncMetadata',
      'evm.resyncNFTRarity',
    ])
  })

  it('keeps the POSTs that only look up or simulate as reads, and no other method', () => {
    expect(named('read', (method) => method !== 'GET')).toEqual([
      'aptos.encodeSubmission',
      'aptos.simulateTransaction',
      'evm.getContractEvents',
      'evm.getFilteredTokens',
      'evm.getMultipleNFTs',
      'evm.getMultipleTokenAnalytics',
      'evm.getMultipleTokenPrices',
      'evm.getNFTBulkContractMetadata',
      'evm.getNFTByContractTraits',
      'evm.getTimeSeriesTokenAnalytics',
      'evm.runContractFunction',
      'solana.getMultipleTokenMetadata',
      'solana.getMultipleTokenPrices',
    ])
  })
})
