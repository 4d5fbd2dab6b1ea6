// A 10,000-item page delivered as each peer delivers it, each run in a fresh process.
import { workerFile } from '../lib/build'
import { runJson } from '../lib/child'
import type { PeerName, ServerUrls } from '../lib/peers'
import { median } from '../lib/stats'
import type { LargeInput, LargeOutput } from '../workers/large'

export interface LargeRow {
  peer: PeerName
  runs: number
  medianMs: number
  /** Median peak RSS of the process (ru_maxrss). */
  maxRss: number
  /** Median RSS growth across the call: peak seen − RSS before it. */
  growth: number
  blocked: number
}

const RUNS = 5
const PEERS: PeerName[] = ['fetch', 'w3data', 'moralis']

export async function large(urls: ServerUrls): Promise<LargeRow[]> {
  const results = new Map<PeerName, LargeOutput[]>(PEERS.map((peer) => [peer, []]))
  for (let run = 0; run < RUNS; run++) {
    for (const peer of PEERS) {
      const input: LargeInput = { peer, api: 'evm', urls, items: 10_000 }
      const output = await runJson<LargeOutput>(workerFile('workers/large'), input, {
        nodeArgs: ['--expose-gc'],
      })
      results.get(peer)!.push(output)
    }
  }
  process.stderr.write('  10,000 items: done\n')
  return PEERS.map((peer) => {
    const list = results.get(peer)!
    return {
      peer,
      runs: list.length,
      medianMs: median(list.map((output) => output.ms)),
      maxRss: median(list.map((output) => output.maxRss)),
      growth: median(list.map((output) => Math.max(output.maxRss, output.rssSampled) - output.rssBefore)),
      blocked: list.reduce((sum, output) => sum + output.blocked, 0),
    }
  })
}
