import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BadRequestError, createClient, UnauthorizedError } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'

const OWNER = `0x${'0'.repeat(63)}1`

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

async function call(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await fetch(`${mock.url}${path}`, {
    ...init,
    headers: { 'x-api-key': MOCK_API_KEY, ...init.headers },
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined, response }
}

describe('base URLs and routing', () => {
  it('points every API, and every Aptos network, at the server', () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(mock.baseUrls.aptos).toEqual({
      mainnet: `${mock.url}/aptos/mainnet`,
      testnet: `${mock.url}/aptos/testnet`,
      devnet: `${mock.url}/aptos/devnet`,
    })
    for (const catalogue of catalogues) {
      const expected =
        typeof catalogue.baseUrl === 'string' ? `${mock.url}/${catalogue.api}` : expect.any(Object)
      expect(mock.baseUrls[catalogue.api as keyof typeof mock.baseUrls]).toEqual(expected)
    }
  })

  it('answers an unknown route, method or network with 404', async () => {
    const message = (path: string) => ({
      statusCode: 404,
      error: 'Not Found',
      message: `Route not found: ${path}`,
    })
    expect((await call('/aptos/mainnet/nope')).body).toEqual(message('GET /aptos/mainnet/nope'))
    expect((await call('/aptos/moonnet/coins/latest')).body).toEqual(
      message('GET /aptos/moonnet/coins/latest'),
    )
    expect((await call('/aptos/mainnet/coins/latest', { method: 'DELETE' })).status).toBe(404)
  })

  it('prefers literal segments over placeholders, and the first of equal templates', async () => {
    await call('/aptos/testnet/coins/transfers/blocks?block_heights[]=5')
    expect(mock.requests.at(-1)).toMatchObject({
      operationId: 'getCoinTransfersByBlockHeights',
      network: 'testnet',
    })
    await call('/aptos/devnet/accounts/0x1/resource/0x1%3A%3Aaccount%3A%3AAccount')
    expect(mock.requests.at(-1)?.operationId).toBe('getAccountModule')
  })

  it('records each request, and forgets them on reset', async () => {
    mock.requests.reset()
    await call('/aptos/mainnet/wallets/coins?owner_addresses=0x1&owner_addresses=0x2&limit=5', {
      headers: { 'X-Custom': 'yes' },
    })
    expect(mock.requests).toHaveLength(1)
    expect(mock.requests[0]).toMatchObject({
      method: 'GET',
      api: 'aptos',
      network: 'mainnet',
      path: '/wallets/coins',
      operationId: 'getCoinBalancesByWallets',
      query: { owner_addresses: ['0x1', '0x2'], limit: '5' },
      headers: { 'x-api-key': MOCK_API_KEY, 'x-custom': 'yes' },
      body: undefined,
    })
    mock.requests.reset()
    expect(mock.requests).toHaveLength(0)
  })
})

describe('API key', () => {
  it('refuses a request without x-api-key with 401, and the client says so', async () => {
    const { status, body } = await call('/aptos/mainnet/coins/latest', { headers: { 'x-api-key': '' } })
    expect(status).toBe(401)
    expect(body).toMatchObject({ message: 'Missing API key' })
  })

  it('accepts only the listed keys when apiKeys is set', async () => {
    const strict = await createMockServer({ apiKeys: ['right-key-0001'] })
    try {
      const client = createClient({ apiKey: 'wrong-key-0001', baseUrls: strict.baseUrls })
      const failure = await client.aptos.getLatestCoins({ limit: 10 }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(UnauthorizedError)
      expect((failure as UnauthorizedError).message).toBe(
        '[C0006] Request failed, Unauthorized(401): Invalid API key',
      )
      const allowed = createClient({ apiKey: 'right-key-0001', baseUrls: strict.baseUrls })
      await expect(allowed.aptos.getLatestCoins({ limit: 10 })).resolves.toBeDefined()
    } finally {
      await strict.close()
    }
  })
})

describe('parameter checks', () => {
  it.each([
    ['/coins/latest?foo=1', 'Unknown parameter: foo'],
    ['/coins/latest?limit=5&colour[]=red', 'Unknown parameter: colour'],
    ['/nfts', 'token_ids is required'],
    ['/coins/latest?limit=0', 'limit must not be less than 1'],
    ['/coins/latest?limit=101', 'limit must not be greater than 100'],
    ['/coins/latest?limit=ten', 'limit must be a number conforming to the specified constraints'],
    ['/blocks/12?with_transactions=maybe', 'with_transactions must be a boolean value'],
    ['/blocks/twelve', 'block_height must be a number conforming to the specified constraints'],
    [
      `/nfts?${Array.from({ length: 26 }, (_, i) => `token_ids[]=${i}`).join('&')}`,
      'token_ids must contain no more than 25 elements',
    ],
    [
      '/wallets/coins?limit=10&owner_addresses[]=nothex',
      'each value in owner_addresses must be a valid Aptos address',
    ],
    [
      '/coins/transfers/wallets?limit=10&owner_addresses[]=0x1&from_date=yesterday',
      'from_date must be a valid ISO 8601 date string',
    ],
  ])('GET %s is 400: %s', async (path, message) => {
    const { status, body } = await call(`/aptos/mainnet${path}`)
    expect(status).toBe(400)
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message })
  })

  it('takes lists as name[]=a or as repeated name=a', async () => {
    expect((await call(`/aptos/mainnet/nfts?token_ids[]=a&token_ids[]=b`)).body).toHaveLength(2)
    expect((await call(`/aptos/mainnet/nfts?token_ids=a&token_ids=b&token_ids=c`)).body).toHaveLength(3)
  })

  it('checks POST bodies for required properties', async () => {
    const post = (path: string, body: unknown) =>
      call(`/aptos/mainnet${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      })
    expect((await post('/transactions', { sender: '0x1', sequence_number: '1' })).body).toMatchObject({
      message: 'max_gas_amount is required',
    })
    expect((await post('/transactions/batch', [{ sender: '0x1' }])).body).toMatchObject({
      message: '[0].sequence_number is required',
    })
    const bad = await call('/aptos/mainnet/transactions', { method: 'POST', body: '{"sender":' })
    expect(bad.body).toMatchObject({ message: 'Request body is not valid JSON' })
  })

  // A body past the cap is reported as too large, not as "not valid JSON".
  it('answers 413 for a body over 1 MiB, saying it is too large', async () => {
    const body = JSON.stringify({ sender: 'x'.repeat(1024 * 1024) })
    const big = await call('/aptos/mainnet/transactions', { method: 'POST', body })
    expect(big.status).toBe(413)
    expect(big.body).toMatchObject({
      message: "Request body is larger than the mock's limit of 1048576 bytes (1 MiB)",
    })
  })

  it('reaches the client as a BadRequestError with the provider message', async () => {
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
    const failure = await client.aptos
      .getLatestCoins({ limit: 10, cursor: 'bogus' })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BadRequestError)
    expect((failure as BadRequestError).message).toBe(
      '[C0006] Request failed, Bad Request(400): Invalid cursor',
    )
  })
})

describe('not found', () => {
  it('answers missing, 0x404… and 404404 with 404, which the Aptos ledger calls raise as the provider SDK does', async () => {
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
    const notFound = { code: 'C0006', status: 404 }
    await expect(client.aptos.getTransactionByHash({ txnHash: 'missing' })).rejects.toMatchObject(notFound)
    await expect(client.aptos.getBlockByHeight({ blockHeight: 404404 })).rejects.toMatchObject(notFound)
    await expect(client.aptos.getAccount({ address: `0x404${'0'.repeat(61)}` })).rejects.toMatchObject(
      notFound,
    )
    await expect(client.aptos.getAccount({ address: OWNER })).resolves.toMatchObject({
      sequenceNumber: expect.stringMatching(/^\d+$/),
    })
    expect((await call('/aptos/mainnet/transactions/by_version/404404')).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Not found',
    })
  })
})

describe('CORS', () => {
  it('answers a preflight with 204 and no API key', async () => {
    const response = await fetch(`${mock.url}/aptos/mainnet/coins/latest`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key, x-moralis-platform',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = response.headers.get('access-control-allow-headers') ?? ''
    for (const name of [
      'x-api-key',
      'authorization',
      'content-type',
      'x-moralis-platform',
      'x-moralis-product',
    ])
      expect(allowed).toContain(name)
  })

  it('marks every response with the origin header and a request id', async () => {
    const first = await call('/aptos/mainnet/nope')
    const second = await call('/aptos/mainnet/coins/latest')
    expect(second.response.headers.get('access-control-allow-origin')).toBe('*')
    expect(second.response.headers.get('access-control-expose-headers')).toContain('x-request-id')
    const id = (r: Response) => Number(r.headers.get('x-request-id')?.replace('mock-', ''))
    expect(id(second.response)).toBe(id(first.response) + 1)
  })
})
