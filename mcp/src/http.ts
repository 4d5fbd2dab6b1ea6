/**
 * Streamable HTTP, as the protocol's security guidance asks: bound to 127.0.0.1 unless told
 * otherwise, the Origin and Host headers checked (no DNS rebinding from a web page), and a bearer
 * token when W3DATA_MCP_TOKEN is set (required off loopback). Stateless: each POST gets its own
 * server over the tools built once at start.
 */
import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { HttpAddress } from './options'

export const MCP_PATH = '/mcp'

export interface HttpSetup {
  address: HttpAddress
  /** Origins allowed besides loopback ones. */
  allowedOrigins: readonly string[]
  token: string | undefined
  newServer: () => Server
}

export interface HttpService {
  url: string
  close(): Promise<void>
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

export async function serveHttp(setup: HttpSetup): Promise<HttpService> {
  const loopbackOnly = LOOPBACK.has(setup.address.host)
  if (!loopbackOnly && !setup.token)
    throw new Error(
      `Set W3DATA_MCP_TOKEN to serve on ${setup.address.host}: off loopback a bearer token is required.`,
    )
  const http = createServer((request, response) => {
    const refusal = refusalOf(request, setup, loopbackOnly)
    if (refusal) return refuse(response, refusal)
    void answer(request, response, setup.newServer())
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(setup.address.port, setup.address.host, resolve)
  })
  const { port } = http.address() as AddressInfo
  const host = setup.address.host.includes(':') ? `[${setup.address.host}]` : setup.address.host
  return {
    url: `http://${host}:${port}${MCP_PATH}`,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      }),
  }
}

interface Refusal {
  status: number
  message: string
  headers?: Record<string, string>
}

function refusalOf(request: IncomingMessage, setup: HttpSetup, loopbackOnly: boolean): Refusal | undefined {
  if (new URL(request.url ?? '/', 'http://x').pathname !== MCP_PATH)
    return { status: 404, message: 'Not found' }
  const origin = request.headers.origin
  if (origin !== undefined && !originAllowed(origin, setup.allowedOrigins))
    return { status: 403, message: `Origin ${origin} is not allowed` }
  if (loopbackOnly && !LOOPBACK.has(hostnameOf(request.headers.host)))
    return { status: 403, message: 'Host is not this machine' }
  if (setup.token && !bearerMatches(request.headers.authorization, setup.token))
    return { status: 401, message: 'A bearer token is required', headers: { 'WWW-Authenticate': 'Bearer' } }
  if (request.method !== 'POST')
    return { status: 405, message: 'This server is stateless: POST only', headers: { Allow: 'POST' } }
  return undefined
}

function originAllowed(origin: string, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname)
  } catch {
    return false
  }
}

function hostnameOf(host: string | undefined): string {
  try {
    return new URL(`http://${host ?? ''}`).hostname
  } catch {
    return ''
  }
}

/** `Bearer <token>`; the scheme in any case and after it one or more spaces (RFC 9110, 11.4). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const [, scheme, credentials] = /^(\S+) +(.*)$/.exec(header ?? '') ?? []
  if (scheme?.toLowerCase() !== 'bearer') return false
  const given = Buffer.from(credentials ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function refuse(response: ServerResponse, { status, message, headers }: Refusal): void {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null })
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(body)
}

async function answer(request: IncomingMessage, response: ServerResponse, server: Server): Promise<void> {
  // No session id generator: stateless.
  const transport = new StreamableHTTPServerTransport({})
  response.on('close', () => {
    void transport.close()
    void server.close()
  })
  try {
    await server.connect(transport)
    await transport.handleRequest(request, response)
  } catch (error) {
    if (!response.headersSent) refuse(response, { status: 500, message: 'Internal error' })
    console.error('w3data-mcp:', error instanceof Error ? error.message : error)
  }
}
