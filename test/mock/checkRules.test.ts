import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { sampleRequest } from './sampleRequest'

// The mock checks parameters and bodies like the provider (README, "The mock provider"): each
// rule below on a route of an API other than Aptos, whose routes checks.test.ts covers.
let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

/** An operation's minimal valid request with `overrides` (by wire name), sent to the mock. */
async function sendWith(api: string, operationId: string, overrides: Record<string, unknown>) {
  const catalogue = catalogues.find((entry) => entry.api === api)!
  const operation = catalogue.operations.find((entry) => entry.id === operationId)!
  const request = sampleRequest(catalogue, operation, overrides)
  const response = await fetch(`${mock.url}${request.path}`, {
    method: request.method,
    headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
    ...(request.body !== undefined && { body: request.body }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

const badRequest = (message: string) => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message },
})

describe('parameter rules on every API', () => {
  it.each([
    ['evm', 'getBondingTokensByExchange', { limit: '1.5' }, 'limit must be an integer number'],
    [
      'evm',
      'getSnipersByPairAddress',
      { blocksAfterCreation: '-1' },
      'blocksAfterCreation must not be less than 0',
    ],
    [
      'evm',
      'getSnipersByPairAddress',
      { blocksAfterCreation: '1001' },
      'blocksAfterCreation must not be greater than 1000',
    ],
    [
      'evm',
      'getBlock',
      { include: 'logs' },
      'include must be one of the following values: internal_transactions',
    ],
    ['solana', 'getNFTMetadata', { mediaItems: 'yes' }, 'mediaItems must be a boolean value'],
    ['streams', 'getAddresses', { limit: '101' }, 'limit must not be greater than 100'],
    [
      'streams',
      'getAddresses',
      { limit: 'ten' },
      'limit must be a number conforming to the specified constraints',
    ],
  ] as const)('%s %s %j is 400: %s', async (api, operationId, overrides, message) => {
    expect(await sendWith(api, operationId, overrides)).toEqual(badRequest(message))
  })

  it('accepts the bounds themselves and a listed value', async () => {
    for (const blocksAfterCreation of ['0', '1000'])
      expect((await sendWith('evm', 'getSnipersByPairAddress', { blocksAfterCreation })).status).toBe(200)
    expect((await sendWith('evm', 'getBlock', { include: 'internal_transactions' })).status).toBe(200)
    expect((await sendWith('solana', 'getNFTMetadata', { mediaItems: 'false' })).status).toBe(200)
  })

  it('checks path values against their enum and pattern', async () => {
    expect(await sendWith('evm', 'getDefiPositionsByProtocol', { protocol: 'nope' })).toMatchObject(
      badRequest(expect.stringMatching(/^protocol must be one of the following values: uniswap-v2, /)),
    )
    const id = await sendWith('streams', 'getAddresses', { id: 'not-a-uuid' })
    expect(id).toMatchObject(badRequest(expect.stringMatching(/^id must match \S+ regular expression$/)))
  })

  it('takes one value for a scalar, and the network a host names in the query too', async () => {
    const twice = await fetch(`${mock.url}/aptos/mainnet/coins/latest?limit=5&limit=6`, {
      headers: { 'x-api-key': MOCK_API_KEY },
    })
    expect(await twice.json()).toMatchObject({ message: 'limit must be a single value' })
    const named = await fetch(`${mock.url}/aptos/mainnet/coins/latest?limit=5&network=mainnet`, {
      headers: { 'x-api-key': MOCK_API_KEY },
    })
    expect(named.status).toBe(200)
  })

  it('counts an empty list item as missing', async () => {
    const empty = await fetch(`${mock.url}/aptos/mainnet/nfts?token_ids[]=`, {
      headers: { 'x-api-key': MOCK_API_KEY },
    })
    expect(await empty.json()).toMatchObject({ message: 'token_ids is required' })
  })
})

describe('body rules', () => {
  const post = (path: string, body?: string) =>
    fetch(`${mock.url}/aptos/mainnet${path}`, {
      method: 'POST',
      headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
      ...(body !== undefined && { body }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }))

  it('wants a list where the body is one, an object where it has properties, and a body at all', async () => {
    expect(await post('/transactions/batch', '{}')).toEqual(badRequest('Request body must be an array'))
    expect(await post('/transactions/batch')).toEqual(badRequest('Request body is required'))
    expect(await post('/transactions', '[]')).toEqual(badRequest('Request body must be an object'))
  })
})
