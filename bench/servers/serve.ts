// The bench's servers, in a process of their own so that their work and garbage never land in a
// measured process. All on 127.0.0.1. Prints one JSON line with their base URLs, then serves until
// the parent closes stdin (or 15 minutes pass).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMockServer } from 'w3data/mock'
import { installLoopbackGuard } from '../lib/guard'
import { API_KEY, APTOS_CREATOR, EVM_ADDRESS, EVM_CHAIN, type ServerUrls } from '../lib/peers'

installLoopbackGuard()

export interface Servers {
  /** The mock provider (`createMockServer`). */
  mock: ServerUrls
  /** The mock's answers, each fetched once and then replayed as bytes: no server work per call. */
  replay: ServerUrls
  /** Pre-built 10,000-item pages (EVM getWalletNFTs, Aptos getNFTsByCreators); `limit` < 10,000 gets 100 items. */
  large: ServerUrls
  largeBytes: { evm: number; aptos: number }
  /** EVM getWalletNFTs pages made on the fly with a cursor, 1,000,000 items in all. */
  pager: ServerUrls
  pagerItems: number
}

const LARGE_ITEMS = 10_000
const PAGER_ITEMS = 1_000_000
/** Fields the provider sends only on request (normalizeMetadata, media_items, include_prices). */
const OPT_IN_FIELDS = [
  'normalized_metadata',
  'media',
  'last_sale',
  'floor_price',
  'floor_price_usd',
  'floor_price_currency',
]

/**
 * An ENS name's token id: a uint256 (the hash of the label), in decimal. Such long digit runs in
 * strings are common in real pages and must cost no more than short ones.
 */
const ensTokenId = (index: number) => (2n ** 255n + BigInt(index) * 0x9e3779b97f4a7c15n).toString()

const mock = await createMockServer({ seed: 1 })
const source = await createMockServer({ seed: 2, pageItems: LARGE_ITEMS })
const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${API_KEY}` }

/** Every item of a mock list, 100 a page, following its cursor. */
async function collect(first: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = []
  let cursor: string | null = null
  do {
    const url: string = cursor ? `${first}&cursor=${encodeURIComponent(cursor)}` : first
    const response = await fetch(url, { headers })
    if (!response.ok) throw new Error(`${response.status} from ${url}: ${await response.text()}`)
    const page = (await response.json()) as { cursor?: string | null; result: Record<string, unknown>[] }
    items.push(...page.result)
    cursor = page.cursor ?? null
  } while (cursor && items.length < LARGE_ITEMS)
  return items.slice(0, LARGE_ITEMS)
}

const evmItems = (
  await collect(
    `${source.baseUrls.evm}/${EVM_ADDRESS}/nft?chain=${EVM_CHAIN}&limit=100&normalizeMetadata=false`,
  )
).map((item, index) => {
  const copy = { ...item }
  for (const field of OPT_IN_FIELDS) delete copy[field]
  copy.token_id = ensTokenId(index)
  // The provider sends `metadata` as a JSON string (evm-2.2.json, nftOwner.metadata: string); the mock an object.
  if (copy.metadata !== null && typeof copy.metadata === 'object')
    copy.metadata = JSON.stringify(copy.metadata)
  return copy
})
const aptosBase = (source.baseUrls.aptos as Record<string, string>).mainnet
const aptosItems = await collect(`${aptosBase}/nfts/creators?limit=100&creator_addresses=${APTOS_CREATOR}`)
await source.close()

const evmPage = (items: unknown[]) =>
  Buffer.from(
    JSON.stringify({ status: 'SYNCED', page: 1, page_size: items.length, cursor: null, result: items }),
  )
const aptosPage = (items: unknown[]) =>
  Buffer.from(JSON.stringify({ cursor: null, hasNextPage: false, result: items }))
const largeBodies = {
  evm: { full: evmPage(evmItems), small: evmPage(evmItems.slice(0, 100)) },
  aptos: { full: aptosPage(aptosItems), small: aptosPage(aptosItems.slice(0, 100)) },
}

function send(response: ServerResponse, status: number, body: Buffer | string): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
}

async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<Server> {
  const server = createServer((request, response) => {
    try {
      handler(request, response)
    } catch (error) {
      send(response, 500, JSON.stringify({ message: String(error) }))
    }
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
/** The mock's baseUrls with another origin: every server keeps the mock's `/<api>[/<network>]` layout. */
const urlsAt = (server: Server): ServerUrls =>
  JSON.parse(JSON.stringify(mock.baseUrls).replaceAll(mock.url, origin(server)))

const replayCache = new Map<string, { status: number; body: Buffer }>()
const replay = await listen((request, response) => {
  const key = request.url ?? '/'
  const cached = replayCache.get(key)
  if (cached) return send(response, cached.status, cached.body)
  const forwarded: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') forwarded[name] = value
  fetch(mock.url + key, { headers: forwarded })
    .then(async (answer) => {
      const body = Buffer.from(await answer.arrayBuffer())
      if (answer.ok) replayCache.set(key, { status: answer.status, body })
      send(response, answer.status, body)
    })
    .catch((error: unknown) => send(response, 502, JSON.stringify({ message: String(error) })))
})

const large = await listen((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const bodies = url.pathname.startsWith('/evm/')
    ? largeBodies.evm
    : url.pathname.startsWith('/aptos/')
      ? largeBodies.aptos
      : undefined
  if (!bodies) return send(response, 404, JSON.stringify({ message: `no route ${url.pathname}` }))
  send(response, 200, Number(url.searchParams.get('limit')) >= LARGE_ITEMS ? bodies.full : bodies.small)
})

const pool = evmItems.slice(0, 100).map((item) => JSON.stringify(item))
const poolPage = pool.join(',')
const pager = await listen((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 100))
  const cursor = url.searchParams.get('cursor')
  const offset = cursor ? Number.parseInt(cursor, 36) : 0
  const count = Math.max(0, Math.min(limit, PAGER_ITEMS - offset))
  const next = offset + count < PAGER_ITEMS ? offset + count : undefined
  let items: string
  if (count === pool.length) items = poolPage
  else items = Array.from({ length: count }, (_, index) => pool[(offset + index) % pool.length]).join(',')
  const page = Math.floor(offset / limit) + 1
  const nextCursor = next === undefined ? 'null' : `"${next.toString(36)}"`
  send(
    response,
    200,
    `{"status":"SYNCED","page":${page},"page_size":${limit},"cursor":${nextCursor},"result":[${items}]}`,
  )
})

const servers: Servers = {
  mock: mock.baseUrls as unknown as ServerUrls,
  replay: urlsAt(replay),
  large: urlsAt(large),
  largeBytes: { evm: largeBodies.evm.full.length, aptos: largeBodies.aptos.full.length },
  pager: urlsAt(pager),
  pagerItems: PAGER_ITEMS,
}
process.stdout.write(`${JSON.stringify(servers)}\n`)

async function shutdown(): Promise<void> {
  for (const server of [replay, large, pager]) {
    server.closeAllConnections()
    server.close()
  }
  await mock.close()
  process.exit(0)
}
process.stdin.resume()
process.stdin.on('end', shutdown)
process.on('SIGTERM', shutdown)
setTimeout(shutdown, 15 * 60_000).unref()
