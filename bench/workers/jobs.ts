// Issue 41: three w3data-jobs worker processes sharing one budget through a real Redis, against the
// mock enforcing the same plan: the share of the plan they reach once running, and the 429s.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createMockServer } from 'w3data/mock'
import { runJobs, scratch, startJobs, startRedis } from '../../jobs/test/harness'
import { blockedConnections, installLoopbackGuard } from '../lib/guard'
import { type PlanRun, planRun } from '../lib/planRun'

export interface JobsInput {
  /** The built w3data-jobs command (jobs/dist/bin.js). */
  bin: string
  computeUnitsPerSecond: number
  workers: number
  /** Jobs in hand per worker. */
  concurrency: number
  /** Wallets queued, each a paged export of `pageItems` NFTs in pages of 10. */
  wallets: number
  pageItems: number
  /** How long the share is measured, after the workers' first second. */
  runMs: number
}

export interface JobsOutput extends PlanRun {
  blocked: number
}

installLoopbackGuard()
const input = JSON.parse(process.argv[2] ?? '{}') as JobsInput
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

const redis = await startRedis()
const mock = await createMockServer({
  computeUnitsPerSecond: input.computeUnitsPerSecond,
  pageItems: input.pageItems,
})
const parts = scratch('bench-parts')
const wallets = join(scratch('bench-input'), 'wallets.ndjson')
writeFileSync(
  wallets,
  Array.from(
    { length: input.wallets },
    (_, index) => `{"address":"0x${String(index + 1).padStart(40, 'b')}"}\n`,
  ).join(''),
)
const shared = ['--redis', redis.url, '--queue', 'bench']
const workers: ReturnType<typeof startJobs>[] = []
try {
  const added = await runJobs(
    ['add', 'evm', 'getWalletNFTs', '--input', wallets, '--limit', '10', ...shared],
    {},
    undefined,
    input.bin,
  )
  if (added.code !== 0) throw new Error(added.stderr)
  const flags = [
    '--concurrency',
    String(input.concurrency),
    '--cu-per-second',
    String(input.computeUnitsPerSecond),
  ]
  for (let index = 0; index < input.workers; index++)
    workers.push(
      startJobs(
        ['work', ...shared, ...flags, '--mock-url', mock.url, '--parts', parts],
        {},
        undefined,
        input.bin,
      ),
    )
  while (mock.plan.stats().units === 0) await sleep(20)
  await sleep(1000)
  const first = { units: mock.plan.stats().units, at: performance.now() }
  await sleep(input.runMs)
  const seconds = (performance.now() - first.at) / 1000
  const run = planRun(mock.plan.stats(), input.computeUnitsPerSecond, seconds, first.units)
  process.stdout.write(`${JSON.stringify({ ...run, blocked: blockedConnections() } satisfies JobsOutput)}\n`)
} finally {
  for (const worker of workers) worker.kill('SIGKILL')
  await mock.close()
  await redis.stop()
}
