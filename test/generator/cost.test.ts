import { describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY } from 'w3data/mock'
import { problemsOf } from '../support/catalogueFiles'

const index = `openapi: 3.1.0
info: { title: Chain, version: '1' }
x-w3data-api: chain
x-w3data-base-url: https://chain.test
paths: {}
`

describe('x-w3data-cost: compute units per call, checked at load', () => {
  it('refuses a cost that is not two numbers of units', async () => {
    const stats = `paths:
  /chain/stats:
    get:
      operationId: getChainStats
      x-w3data-cost: { rate-limit: '5', price: -1 }
      responses: { '200': { description: ok } }
`
    const problems = await problemsOf({ 'evm/index.yaml': index, 'evm/stats.yaml': stats })
    expect(problems.join('\n')).toContain('rate-limit must be a number of compute units (0 or more)')
    expect(problems.join('\n')).toContain('price must be a number of compute units (0 or more)')
  })

  it('puts a cost on every catalogue entry: the published figure, else the default', () => {
    for (const catalogue of catalogues)
      for (const operation of catalogue.operations) expect(operation.cost).toBeDefined()
    const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
    const weights = evm.operations.find((operation) => operation.id === 'endpointWeights')!
    expect(weights.cost).toEqual({ rateLimit: 1, price: 0 })
    expect(evm.operations.find((operation) => operation.id === 'getWalletNFTs')!.cost).toEqual({
      rateLimit: 1,
      price: 1,
    })
  })

  it('the mock answers endpointWeights from the catalogue figures', async () => {
    const mock = await createMockServer()
    try {
      const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
      const weights = await client.evm.endpointWeights({})
      const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
      expect(weights).toHaveLength(evm.operations.length)
      expect(weights.find((entry) => entry.endpoint === 'endpointWeights')).toEqual({
        endpoint: 'endpointWeights',
        path: '/info/endpointWeights',
        rateLimitCost: '1',
        price: '0',
      })
    } finally {
      await mock.close()
    }
  })
})
