// Where w3data's time goes. Runs under tsx (so the profile names the repository's source files):
//  - `overhead`: per-call cost with an in-memory fetch (no socket), beside the same for a bare
//    Response + JSON.parse, then a CPU profile of the w3data calls;
//  - `large`: a CPU profile of 10,000-item getWalletNFTs calls against the bench's large server.
import { installLoopbackGuard } from '../lib/guard'
import { kyAttemptText } from '../lib/kyAttempt'
import { API_KEY, EVM_ADDRESS, EVM_CHAIN, evmWalletNFTs, type ServerUrls } from '../lib/peers'
import { type ProfileSummary, profile } from '../lib/profile'
import { median } from '../lib/stats'

export interface ProfileInput {
  scenario: 'overhead' | 'large'
  urls: ServerUrls
}

export interface ProfileOutput {
  /** µs per call, median of batches: in-memory Response + text() + JSON.parse. */
  bareUs?: number
  /** µs per call: the same, through a Request that follows an AbortSignal. */
  signalUs?: number
  /** µs per call: ky as runtime/http/attempt.ts calls it, over the same fetch, + text() + JSON.parse. */
  kyUs?: number
  /** µs per call: w3data getNativeBalance over the same in-memory fetch. */
  w3dataUs?: number
  summary: ProfileSummary
}

installLoopbackGuard()
const input = JSON.parse(process.argv[2] ?? '{}') as ProfileInput
const BODY = '{"balance":"6199040907"}'
let recordHeaders: ((request: Request) => void) | undefined
const fakeFetch: typeof fetch = async (input) => {
  if (recordHeaders && input instanceof Request) recordHeaders(input)
  return new Response(BODY, { status: 200, headers: { 'content-type': 'application/json' } })
}

/**
 * µs per call, the median over batches of `size` sequential calls; the peers' batches are
 * interleaved, so that drift on a shared machine hits each peer alike.
 */
async function perCallUs<const Calls extends readonly (() => Promise<unknown>)[]>(
  calls: Calls,
  batches = 21,
  size = 400,
): Promise<{ [Index in keyof Calls]: number }> {
  const times = calls.map(() => [] as number[])
  for (let batch = 0; batch < batches; batch++) {
    for (const [peer, call] of calls.entries()) {
      const started = performance.now()
      for (let index = 0; index < size; index++) await call()
      times[peer]!.push(((performance.now() - started) / size) * 1000)
    }
  }
  return times.map(median) as { [Index in keyof Calls]: number }
}

/** The headers of the first request `call` makes through `fakeFetch`. */
async function headersSentBy(call: () => Promise<unknown>): Promise<Record<string, string>> {
  let sent: Record<string, string> | undefined
  recordHeaders = (request) => {
    sent ??= Object.fromEntries(request.headers)
  }
  await call()
  recordHeaders = undefined
  if (!sent) throw new Error('the call sent no Request')
  return sent
}

let output: ProfileOutput
if (input.scenario === 'overhead') {
  const { createClient } = await import('w3data')
  const client = createClient({ apiKey: API_KEY, baseUrls: input.urls as never, fetch: fakeFetch })
  const { default: ky } = await import('ky')
  const url = `${input.urls.evm}/${EVM_ADDRESS}/balance?chain=${EVM_CHAIN}`
  const w3 = () => client.evm.getNativeBalance({ address: EVM_ADDRESS, chain: EVM_CHAIN })
  // The headers w3data sends (its API key and the platform headers the provider's SDK sends), read
  // off its first request: ky copies each header into every Headers and Request it makes, so the
  // rows beside w3data send the same ones, and "over ky" is w3data's own work.
  const headers = await headersSentBy(w3)
  const bare = async () => JSON.parse(await (await fakeFetch(url, { headers })).text())
  // As runtime/http/attempt.ts uses ky: one instance, a call adding method, headers and the attempt's time.
  const instance = ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual', fetch: fakeFetch })
  const viaKy = async () => JSON.parse(await kyAttemptText(instance, url, headers))
  // One Request that follows an AbortSignal, as fetch makes one from ky's Request: the part of
  // ky's cost that any fetch call with a signal pays too.
  const withSignal = async () => {
    const request = new Request(url, { headers, signal: new AbortController().signal })
    return JSON.parse(await (await fakeFetch(request)).text())
  }
  await perCallUs([bare, withSignal, viaKy, w3], 3)
  const [bareUs, signalUs, kyUs, w3dataUs] = await perCallUs([bare, withSignal, viaKy, w3])
  const summary = await profile(async () => {
    for (let index = 0; index < 8000; index++) await w3()
  })
  output = { bareUs, signalUs, kyUs, w3dataUs, summary }
} else {
  const call = await evmWalletNFTs('w3data', input.urls)
  for (let warm = 0; warm < 10; warm++) await call(100)
  const summary = await profile(async () => {
    for (let index = 0; index < 6; index++) await call(10_000)
  })
  output = { summary }
}
process.stdout.write(`${JSON.stringify(output)}\n`)
