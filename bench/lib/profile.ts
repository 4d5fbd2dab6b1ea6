import { Session } from 'node:inspector/promises'
import { fileURLToPath } from 'node:url'
import { ROOT } from './paths'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface Hotspot {
  name: string
  /** Share of the busy (non-idle) samples, 0–1. */
  share: number
  ms: number
}

export interface ProfileSummary {
  busyMs: number
  /** Self time by step of a call (files grouped by what they do). */
  steps: Hotspot[]
  files: Hotspot[]
  functions: Hotspot[]
}

/** Which step of a call a file's self time belongs to; the first match wins. */
const STEPS: readonly (readonly [RegExp, string])[] = [
  [
    /runtime\/hashing\/|runtime\/values\/evm\/EvmAddress/,
    'address check (EIP-55 keccak-256 when mixed case)',
  ],
  [/node_modules\/ky\//, 'ky: options merge, Request building, hooks'],
  [
    /node_modules\/valibot|runtime\/operation\/(parseParams|valueTypes|lenient|evmAddressParams)/,
    'parameter checks (valibot, value types)',
  ],
  [
    /^generated\/|runtime\/operation\/(mapFields|mapperHelpers|resolveUnion)/,
    'mapping to camelCase (generated mappers, runtime/operation)',
  ],
  [
    /^runtime\/http\/(send|attempt|readBody)/,
    'runtime/http: send, attempt, readBody (incl. JSON.parse, attributed to its caller)',
  ],
  [/^runtime\//, 'other runtime (execute, URL, headers, paging, errors)'],
  [
    /abort_controller|js_transferable|event_target|node:events/,
    'AbortController / AbortSignal: creation, and the listeners by which one signal follows another',
  ],
  [
    /undici|webstreams|node:internal\/encoding|node:buffer|streams\//,
    'fetch internals (undici Request/Response, body stream, decoding)',
  ],
  [/^\(garbage collector\)$/, 'garbage collection'],
  [/./, 'other (V8 dispatch, Node internals, the bench loop)'],
]

function stepOf(file: string): string {
  return STEPS.find(([pattern]) => pattern.test(file))?.[1] ?? 'other'
}

/** Runs `work` under the V8 CPU profiler of this process and sums self time by file and by function. */
export async function profile(work: () => Promise<void>, top = 12): Promise<ProfileSummary> {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
  await work()
  const { profile: result } = (await session.post('Profiler.stop')) as { profile: CpuProfile }
  session.disconnect()
  return summarize(result, top)
}

function fileOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'anonymous'})`
  if (url.startsWith('file://')) {
    const path = fileURLToPath(url)
    return path.startsWith(`${ROOT}/`) ? path.slice(ROOT.length + 1) : path
  }
  return url
}

function summarize(profile: CpuProfile, top: number): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const files = new Map<string, number>()
  const functions = new Map<string, number>()
  const steps = new Map<string, number>()
  let busy = 0
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)
    if (!node) return
    const micros = profile.timeDeltas[index] ?? 0
    const file = fileOf(node.callFrame)
    if (file === '(idle)') return
    busy += micros
    files.set(file, (files.get(file) ?? 0) + micros)
    steps.set(stepOf(file), (steps.get(stepOf(file)) ?? 0) + micros)
    const fn = `${node.callFrame.functionName || '(anonymous)'} (${file})`
    functions.set(fn, (functions.get(fn) ?? 0) + micros)
  })
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, share: busy ? micros / busy : 0, ms: micros / 1000 }))
  return { busyMs: busy / 1000, steps: rank(steps), files: rank(files), functions: rank(functions) }
}
