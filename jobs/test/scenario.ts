// The scenario the w3data-jobs tests run (README, "At scale"): a redis-server of the file's own,
// the mock provider enforcing a plan, the wallets' input file, and what a single-process export of
// them writes, which the workers' collected output must equal item for item. Each test file sets up
// its own, so that the files run side by side.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, expect } from 'vitest'
import { createMockServer, type MockServer } from 'w3data/mock'
import type { Io } from '../../cli/call'
import { main as w3data } from '../../cli/main'
import { type RedisProcess, requireBuild, runJobs, scratch, startJobs, startRedis } from './harness'

/** The plan: 15 CU/s over the provider's 4-second window, so 60 units in any window. */
export const CU_PER_SECOND = 15
export const IN_A_WINDOW = CU_PER_SECOND * 4
export const USER_KEY = 'sk_live_user_key_that_must_never_reach_redis'
const WALLETS = Array.from({ length: 12 }, (_, index) => `0x${String(index + 1).padStart(40, 'a')}`)
/** Each wallet's NFTs: 40 items in pages of 5, so 9 calls a job (the last one finds the end). */
const SHARED_FLAGS = ['--limit', '5', '--chain', 'eth']

export interface Scenario {
  redis: RedisProcess
  mock: MockServer
  /** What one `w3data … --all --format ndjson` per wallet writes, labelled with its line. */
  expected: unknown[]
  /** A worker of the built command on `queue`, writing its parts into `parts`. */
  startWorker(queue: string, parts: string): ReturnType<typeof startJobs>
  /** `w3data-jobs add` of every wallet to `queue`. */
  addAll(queue: string): ReturnType<typeof runJobs>
  /** `w3data-jobs collect` of `queue`, in `format`. */
  collected(queue: string, parts: string, format?: string): Promise<Buffer>
}

/** Sets up the scenario before the file's tests and stops it after them. */
export function scenario(): Scenario {
  const state = {} as Scenario
  let input = ''
  const common = (queue: string) => ['--redis', state.redis.url, '--queue', queue]

  beforeAll(async () => {
    requireBuild()
    state.redis = await startRedis()
    state.mock = await createMockServer({ computeUnitsPerSecond: CU_PER_SECOND, pageItems: 40 })
    input = join(scratch('input'), 'wallets.ndjson')
    writeFileSync(input, WALLETS.map((address) => `${JSON.stringify({ address })}\n`).join(''))
    state.expected = await singleProcessExport(state.mock)
  })
  afterAll(async () => {
    await state.mock?.close()
    await state.redis?.stop()
  })

  state.startWorker = (queue, parts) =>
    startJobs(
      [
        'work',
        ...common(queue),
        '--concurrency',
        '2',
        '--cu-per-second',
        String(CU_PER_SECOND),
        '--mock-url',
        state.mock.url,
        '--parts',
        parts,
        '--lock-duration',
        '2000',
        '--drain',
      ],
      { W3DATA_API_KEY: USER_KEY },
    )
  state.addAll = (queue) =>
    runJobs(['add', 'evm', 'getWalletNFTs', '--input', input, ...SHARED_FLAGS, ...common(queue)])
  state.collected = async (queue, parts, format = 'ndjson') => {
    const run = await runJobs(['collect', '--format', format, '--parts', parts, ...common(queue)])
    expect(run.code, run.stderr).toBe(0)
    return run.stdout
  }
  return state
}

async function singleProcessExport(mock: MockServer): Promise<unknown[]> {
  const items: unknown[] = []
  for (const [index, address] of WALLETS.entries()) {
    const stdout = new PassThrough()
    let text = ''
    stdout.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk
    })
    const io = { stdout, stderr: new PassThrough(), stdin: new PassThrough(), env: {} } as unknown as Io
    mock.plan.set(undefined)
    const code = await w3data(
      [
        'evm',
        'getWalletNFTs',
        '--address',
        address,
        ...SHARED_FLAGS,
        '--all',
        '--format',
        'ndjson',
        '--mock-url',
        mock.url,
      ],
      io,
    )
    expect(code).toBe(0)
    for (const line of text.split('\n').filter(Boolean))
      items.push({ line: index + 1, item: JSON.parse(line) })
  }
  mock.plan.set({ computeUnitsPerSecond: CU_PER_SECOND })
  return items
}

export const ndjsonOf = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
