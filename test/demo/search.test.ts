import { describe, expect, it } from 'vitest'
import { catalogues, highlight, queryWords, searchOperations } from 'w3data/catalogue'

const ids = (query: string) =>
  searchOperations(query, catalogues).map((hit) => `${hit.operation.api}.${hit.operation.id}`)

describe('searchOperations', () => {
  it('matches every word across API, tag, operationId, summary and path, best first', () => {
    expect(ids('solana portfolio')[0]).toBe('solana.getPortfolio')
    expect(ids('aptos coin transfers')[0]).toMatch(/^aptos\.getCoinTransfersBy/)
    const owners = searchOperations('nft owners collection', catalogues)
    expect(owners[0]?.operation.id).toMatch(/^getNFTOwners(By|Of)Collection$/)
  })

  it('needs all the words: one that matches nowhere leaves nothing', () => {
    expect(ids('solana portfolio zebra')).toEqual([])
    const solana = ids('solana')
    expect(ids('solana portfolio').every((id) => solana.includes(id))).toBe(true)
    expect(ids('solana portfolio').length).toBeLessThan(solana.length)
  })

  it('ranks operationId hits above summary-only hits, and an exact id first', () => {
    // getSPL says "balance" in its summary only; the balance operations say it in their ids.
    const hits = searchOperations('balance', catalogues)
    const inId = (id: string) => id.toLowerCase().includes('balance')
    const idFirst = hits.map((hit) => inId(hit.operation.id))
    expect(idFirst).toEqual([...idFirst].sort((a, b) => Number(b) - Number(a)))
    expect(hits.at(-1)?.operation.id).toBe('getSPL')
    expect(ids('getAccountResources')[0]).toBe('aptos.getAccountResources')
  })

  it('finds by path, by tag and by words inside camelCase ids', () => {
    expect(ids('/nfts/creators')).toContain('aptos.getNFTsByCreators')
    expect(ids('nfts by creators')).toContain('aptos.getNFTsByCreators')
    expect(ids('streams history').length).toBeGreaterThan(0)
    expect(ids('defi positions summary')[0]).toBe('evm.getDefiPositionsSummary')
  })

  it('matches nothing for an empty query', () => {
    expect(searchOperations('   ', catalogues)).toEqual([])
    expect(queryWords(' Solana  portfolio ')).toEqual(['solana', 'portfolio'])
  })
})

describe('highlight', () => {
  it('marks the matched words, case-insensitively, plural or not', () => {
    expect(highlight('getPortfolio', ['portfolio'])).toEqual([
      { text: 'get', mark: false },
      { text: 'Portfolio', mark: true },
    ])
    expect(highlight('Get NFT owners', ['nfts'])).toEqual([
      { text: 'Get ', mark: false },
      { text: 'NFT', mark: true },
      { text: ' owners', mark: false },
    ])
    expect(highlight('no match', ['zebra'])).toEqual([{ text: 'no match', mark: false }])
  })
})
