// Per-call time: 2,000 sequential small GETs per peer, in this process, interleaved in blocks so
// that drift on a shared machine hits every peer alike.
import { aptosCoinInfo, type Call, evmNativeBalance, type PeerName, type ServerUrls } from '../lib/peers'
import { median, quantile } from '../lib/stats'

export interface PerCallRow {
  operation: string
  server: 'mock' | 'replay'
  peer: PeerName
  calls: number
  medianMs: number
  p90Ms: number
}

const CALLS = 2000
const BLOCK = 100
const WARMUP = 200

interface Scenario {
  operation: string
  peers: PeerName[]
  make: (peer: PeerName, urls: ServerUrls) => Promise<Call>
}

const SCENARIOS: Scenario[] = [
  { operation: 'EVM getNativeBalance', peers: ['fetch', 'w3data', 'moralis'], make: evmNativeBalance },
  { operation: 'Aptos getCoinInfoByCoinTypeHashes', peers: ['fetch', 'w3data'], make: aptosCoinInfo },
]

export async function perCall(servers: { mock: ServerUrls; replay: ServerUrls }): Promise<PerCallRow[]> {
  const rows: PerCallRow[] = []
  for (const server of ['mock', 'replay'] as const) {
    for (const scenario of SCENARIOS) {
      const calls = new Map<PeerName, Call>()
      for (const peer of scenario.peers) calls.set(peer, await scenario.make(peer, servers[server]))
      for (const call of calls.values()) for (let index = 0; index < WARMUP; index++) await call()
      const times = new Map<PeerName, number[]>(scenario.peers.map((peer) => [peer, []]))
      for (let block = 0; block < CALLS / BLOCK; block++) {
        // Rotate the order each block.
        const order = scenario.peers.map(
          (_, index) => scenario.peers[(index + block) % scenario.peers.length]!,
        )
        for (const peer of order) {
          const call = calls.get(peer)!
          const list = times.get(peer)!
          for (let index = 0; index < BLOCK; index++) {
            const started = performance.now()
            await call()
            list.push(performance.now() - started)
          }
        }
      }
      for (const peer of scenario.peers) {
        const list = times.get(peer)!
        rows.push({
          operation: scenario.operation,
          server,
          peer,
          calls: list.length,
          medianMs: median(list),
          p90Ms: quantile(list, 0.9),
        })
      }
      process.stderr.write(`  per-call: ${scenario.operation} on ${server} done\n`)
    }
  }
  return rows
}
