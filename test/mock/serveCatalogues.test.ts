import { describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY } from 'w3data/mock'

describe('mock.serveCatalogues (make dev swaps in a regenerated catalogue)', () => {
  it('serves the new catalogues on the same port, keeping fault plans and the request log', async () => {
    const evm = catalogues.filter((catalogue) => catalogue.api === 'evm')
    const mock = await createMockServer({ catalogues: evm })
    try {
      const get = (path: string) => fetch(`${mock.url}${path}`, { headers: { 'x-api-key': MOCK_API_KEY } })
      expect((await get('/solana/account/mainnet/11111111111111111111111111111111/balance')).status).toBe(404)
      expect(Object.keys(mock.baseUrls)).toEqual(['evm'])

      mock.faults.set('getBlock', { statuses: [503] })
      mock.serveCatalogues(catalogues)
      expect((await get('/solana/account/mainnet/11111111111111111111111111111111/balance')).status).toBe(200)
      expect(Object.keys(mock.baseUrls).sort()).toEqual(catalogues.map((catalogue) => catalogue.api).sort())
      expect((await get('/evm/block/1?chain=0x1')).status).toBe(503)
      expect(mock.requests).toHaveLength(3)
    } finally {
      await mock.close()
    }
  })
})
