// Walks 1,000,000 items page by page in a process of its own and reports how its RSS grows.
import { blockedConnections, installLoopbackGuard } from '../lib/guard'
import { kyAttemptText } from '../lib/kyAttempt'
import { API_KEY, EVM_ADDRESS, EVM_CHAIN, type PeerName, type ServerUrls } from '../lib/peers'

export interface IterateInput {
  /**
   * `fetch-signal`: the raw loop with a timeout signal on each fetch, as a client that can cancel
   * needs; `fetch-ky`: the raw loop through ky, as runtime/http/attempt.ts calls it.
   */
  peer: PeerName | 'fetch-signal' | 'fetch-ky'
  urls: ServerUrls
  pageSize: number
  items: number
}

export interface IterateOutput {
  ms: number
  items: number
  pages: number
  rssStart: number
  /** RSS after every tenth of the items. */
  rssSamples: number[]
  maxRss: number
  /** Live heap after a forced GC at the first item and at the last but one (both inside a page). */
  heapFirst: number
  heapLast: number
  blocked: number
}

installLoopbackGuard()
const input = JSON.parse(process.argv[2] ?? '{}') as IterateInput
const every = Math.max(1, Math.floor(input.items / 10))

/** How the raw loop fetches: plain, with a timeout signal, or through ky as runtime/http/attempt.ts calls it. */
async function rawFetch(): Promise<(url: string) => Promise<string>> {
  const headers = { 'x-api-key': API_KEY }
  if (input.peer === 'fetch-signal')
    return async (url) => (await fetch(url, { headers, signal: AbortSignal.timeout(20_000) })).text()
  if (input.peer !== 'fetch-ky') return async (url) => (await fetch(url, { headers })).text()
  const { default: ky } = await import('ky')
  const instance = ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual' })
  return (url) => kyAttemptText(instance, url, headers)
}

async function* viaFetch(get: (url: string) => Promise<string>): AsyncGenerator<unknown> {
  let cursor: string | undefined
  let seen = 0
  do {
    const url =
      `${input.urls.evm}/${EVM_ADDRESS}/nft?chain=${EVM_CHAIN}&limit=${input.pageSize}&normalizeMetadata=false` +
      (cursor ? `&cursor=${cursor}` : '')
    const page = JSON.parse(await get(url)) as { cursor: string | null; result: unknown[] }
    yield* page.result
    cursor = page.cursor ?? undefined
    seen += page.result.length
  } while (cursor && seen < input.items)
}

async function viaW3data(): Promise<AsyncIterable<unknown>> {
  const { createClient } = await import('w3data')
  const client = createClient({ apiKey: API_KEY, baseUrls: input.urls as never })
  return client.evm.getWalletNFTs.iterate(
    {
      address: EVM_ADDRESS,
      chain: EVM_CHAIN,
      limit: input.pageSize,
      normalizeMetadata: false,
    },
    // iterate() stops after 1000 pages unless told otherwise: the run asks for every item.
    { maxItems: input.items, maxPages: Number.POSITIVE_INFINITY },
  )
}

/** The incumbent's own paging: `hasNext()` and `next()` on each response. */
async function viaMoralis(): Promise<AsyncIterable<unknown>> {
  const { default: Moralis } = await import('moralis')
  await Moralis.start({ apiKey: API_KEY, evmApiBaseUrl: input.urls.evm, logLevel: 'off' })
  const params = { address: EVM_ADDRESS, chain: EVM_CHAIN, limit: input.pageSize, normalizeMetadata: false }
  return (async function* () {
    let page = await Moralis.EvmApi.nft.getWalletNFTs(params)
    for (let seen = 0; ; page = await page.next()) {
      yield* page.result
      seen += page.result.length
      if (seen >= input.items || !page.hasNext()) return
    }
  })()
}

const source =
  input.peer === 'w3data'
    ? await viaW3data()
    : input.peer === 'moralis'
      ? await viaMoralis()
      : viaFetch(await rawFetch())
const rssStart = process.memoryUsage.rss()
const rssSamples: number[] = []
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined)
const liveHeap = () => {
  gc()
  return process.memoryUsage().heapUsed
}
let items = 0
let heapFirst = 0
let heapLast = 0
let paused = 0
const started = performance.now()
for await (const _item of source) {
  if (items >= input.items) break
  if (++items === 1 || items === input.items - 1) {
    // Both inside a page: what stays live while iterating, garbage collected.
    const before = performance.now()
    if (items === 1) heapFirst = liveHeap()
    else heapLast = liveHeap()
    paused += performance.now() - before
  }
  if (items % every === 0) rssSamples.push(process.memoryUsage.rss())
}
const ms = performance.now() - started - paused
const output: IterateOutput = {
  ms,
  items,
  pages: Math.ceil(items / input.pageSize),
  rssStart,
  rssSamples,
  maxRss: process.resourceUsage().maxRSS * 1024,
  heapFirst,
  heapLast,
  blocked: blockedConnections(),
}
process.stdout.write(`${JSON.stringify(output)}\n`)
