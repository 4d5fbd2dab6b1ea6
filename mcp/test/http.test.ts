import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockServer } from 'w3data/mock'
import { type HttpService, serveHttp } from '../src/http'
import { createMcpServer } from '../src/server'
import { mockSetup, textOf } from './harness'

const TOKEN = 'mcp-token-0b1e8d'
const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
}

describe('Streamable HTTP', () => {
  let service: HttpService
  let mock: MockServer
  beforeAll(async () => {
    const prepared = await mockSetup({ selection: { allowWrites: false, apis: ['evm'], tags: ['Wallets'] } })
    mock = prepared.mock
    service = await serveHttp({
      address: { host: '127.0.0.1', port: 0 },
      allowedOrigins: [],
      token: TOKEN,
      newServer: () => createMcpServer(prepared.setup),
    })
  })
  afterAll(async () => {
    await service.close()
    await mock.close()
  })

  /** A POST of the initialize request with these headers, as a browser or a stray client would send it. */
  const post = (headers: Record<string, string>) =>
    fetch(service.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify(initialize),
    })

  it('answers a call from the SDK client with the bearer token', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(service.url), {
      requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
    })
    const client = new Client({ name: 'w3data-mcp-http-test', version: '0.0.0' })
    await client.connect(transport)
    const result = await client.callTool({
      name: 'evm_getWalletHistory',
      arguments: { address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' },
    })
    await client.close()
    expect(result.isError, textOf(result)).toBeFalsy()
    expect((result.structuredContent as { nextCursor?: unknown }).nextCursor).toEqual(expect.any(String))
  })

  it('accepts a page of this machine as origin', async () => {
    const response = await post({ Authorization: `Bearer ${TOKEN}`, Origin: 'http://localhost:5173' })
    expect(response.status).toBe(200)
  })

  it('refuses a wrong Origin', async () => {
    const response = await post({ Authorization: `Bearer ${TOKEN}`, Origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      error: { message: 'Origin https://evil.example is not allowed' },
    })
  })

  it('takes the Bearer scheme in any case', async () => {
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const response = await post({ Authorization: `${scheme} ${TOKEN}` })
      expect(response.status, scheme).toBe(200)
    }
  })

  it('refuses a missing or wrong bearer token', async () => {
    const missing = await post({})
    const wrong = await post({ Authorization: 'Bearer guess' })
    const otherScheme = await post({ Authorization: `Basic ${TOKEN}` })
    expect(missing.status).toBe(401)
    expect(otherScheme.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe('Bearer')
    expect(wrong.status).toBe(401)
  })

  it('will not listen off loopback without a token', async () => {
    const listening = serveHttp({
      address: { host: '0.0.0.0', port: 0 },
      allowedOrigins: [],
      token: undefined,
      newServer: () => {
        throw new Error('not reached')
      },
    })
    await expect(listening).rejects.toThrow(
      'Set W3DATA_MCP_TOKEN to serve on 0.0.0.0: off loopback a bearer token is required.',
    )
  })
})
