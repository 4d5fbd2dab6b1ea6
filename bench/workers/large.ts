// One peer, one 10,000-item page, in a process of its own (started with --expose-gc) so that
// its RSS is its own: warm up on 100-item pages, collect garbage, then time one 10,000-item call.
import { blockedConnections, installLoopbackGuard } from '../lib/guard'
import { LIST_CALLS, type ListApi, type PeerName, type ServerUrls } from '../lib/peers'

export interface LargeInput {
  peer: PeerName
  api: ListApi
  urls: ServerUrls
  items: number
}

export interface LargeOutput {
  ms: number
  items: number
  rssBefore: number
  rssAfter: number
  /** Highest RSS seen by a 2 ms sampler (misses peaks inside synchronous work). */
  rssSampled: number
  /** The process's peak RSS (getrusage ru_maxrss), in bytes. */
  maxRss: number
  blocked: number
}

installLoopbackGuard()
const input = JSON.parse(process.argv[2] ?? '{}') as LargeInput
const call = await LIST_CALLS[input.api](input.peer, input.urls)
for (let warm = 0; warm < 20; warm++) await call(100)

const gc = (globalThis as { gc?: () => void }).gc
gc?.()
gc?.()
const rssBefore = process.memoryUsage.rss()
let rssSampled = rssBefore
const sampler = setInterval(() => {
  rssSampled = Math.max(rssSampled, process.memoryUsage.rss())
}, 2)
const started = performance.now()
const items = await call(input.items)
const ms = performance.now() - started
clearInterval(sampler)
const rssAfter = process.memoryUsage.rss()
rssSampled = Math.max(rssSampled, rssAfter)
if (items.length !== input.items) throw new Error(`expected ${input.items} items, got ${items.length}`)

const output: LargeOutput = {
  ms,
  items: items.length,
  rssBefore,
  rssAfter,
  rssSampled,
  maxRss: process.resourceUsage().maxRSS * 1024,
  blocked: blockedConnections(),
}
process.stdout.write(`${JSON.stringify(output)}\n`)
