// iterate() over 1,000,000 items, 100 a page (the provider's page size), each peer in its own process.
import { workerFile } from '../lib/build'
import { runJson } from '../lib/child'
import type { ServerUrls } from '../lib/peers'
import type { IterateInput, IterateOutput } from '../workers/iterate'

export interface IterateRow extends IterateOutput {
  peer: IterateInput['peer']
}

export const PAGE_SIZE = 100

export async function iterate(urls: ServerUrls, items: number): Promise<IterateRow[]> {
  const rows: IterateRow[] = []
  for (const peer of ['fetch', 'fetch-signal', 'w3data', 'moralis'] as const) {
    const input: IterateInput = { peer, urls, pageSize: PAGE_SIZE, items }
    const output = await runJson<IterateOutput>(workerFile('workers/iterate'), input, {
      nodeArgs: ['--expose-gc'],
      timeoutMs: 600_000,
    })
    if (output.items !== items) throw new Error(`${peer} iterated ${output.items} items, expected ${items}`)
    rows.push({ peer, ...output })
  }
  process.stderr.write('  iterate: done\n')
  return rows
}
