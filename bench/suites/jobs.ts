// w3data-jobs (issue 41): three worker processes on one budget in Redis reach ≥ 90 % of the plan, no 429.
import { join } from 'node:path'
import { workerFile } from '../lib/build'
import { runJson } from '../lib/child'
import { ROOT } from '../lib/paths'
import type { JobsInput, JobsOutput } from '../workers/jobs'

/**
 * The plan stays under what the mock, one process, serves of getWalletNFTs pages (about 80 a
 * second on the 2-core machine of the last run), so that the budget, not the mock, sets the pace.
 */
export const JOBS_INPUT: JobsInput = {
  bin: join(ROOT, 'jobs', 'dist', 'bin.js'),
  computeUnitsPerSecond: 50,
  workers: 3,
  concurrency: 8,
  wallets: 60,
  pageItems: 100,
  runMs: 10_000,
}

export async function jobs(): Promise<JobsOutput> {
  const output = await runJson<JobsOutput>(workerFile('workers/jobs'), JOBS_INPUT, { timeoutMs: 120_000 })
  process.stderr.write('  jobs: done\n')
  return output
}
