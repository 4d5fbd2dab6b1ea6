// iterate() over 1,000,000 items, 100 a page (the provider's page size), each peer in its own process.
import { workerFile } from '../lib/build'
import { runJson } from '../lib/child'
import type { ServerUrls } from '../lib/peers'
import type { IterateInput, IterateOutput } from '../workers/iterate'

export interface IterateRow extends IterateOutput {
  peer: IterateInput['peer']
}

/** The highest RSS an iterate() peer reached: its process peak or a sample. */
export function peakRss(row: IterateRow): number {
  return Math.max(row.maxRss, ...row.rssSamples)
}

export const PAGE_SIZE = 100
/** Runs of each fast peer, interleaved; the row kept is the run with the median peak RSS. */
const RUNS = 3
const FAST_PEERS = ['fetch', 'fetch-signal', 'fetch-ky', 'w3data'] as const

export async function iterate(urls: ServerUrls, items: number): Promise<IterateRow[]> {
  const runs = new Map<IterateInput['peer'], IterateRow[]>()
  const run = async (peer: IterateInput['peer']) => {
    const input: IterateInput = { peer, urls, pageSize: PAGE_SIZE, items }
    const output = await runJson<IterateOutput>(workerFile('workers/iterate'), input, {
      nodeArgs: ['--expose-gc'],
      timeoutMs: 600_000,
    })
    if (output.items !== items) throw new Error(`${peer} iterated ${output.items} items, expected ${items}`)
    runs.set(peer, [...(runs.get(peer) ?? []), { peer, ...output }])
  }
  for (let index = 0; index < RUNS; index++) for (const peer of FAST_PEERS) await run(peer)
  // The incumbent takes minutes over a million items: one run.
  await run('moralis')
  process.stderr.write('  iterate: done\n')
  return [...runs.values()].map((rows) => {
    const sorted = [...rows].sort((a, b) => peakRss(a) - peakRss(b))
    return sorted[Math.floor(sorted.length / 2)] as IterateRow
  })
}
