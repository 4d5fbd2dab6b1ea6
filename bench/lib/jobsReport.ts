import { JOBS_INPUT } from '../suites/jobs'
import type { JobsOutput } from '../workers/jobs'
import { planRows } from './budgetReport'
import { table } from './markdown'

/** w3data-jobs' section: the share of the plan three workers reach through Redis, and the 429s. */
export function jobsSection(row: JobsOutput): string[] {
  const { computeUnitsPerSecond, workers, concurrency, runMs } = JOBS_INPUT
  return [
    '## w3data-jobs: workers sharing one budget (issue 41)',
    '',
    `${workers} \`w3data-jobs work --concurrency ${concurrency} --cu-per-second ${computeUnitsPerSecond}\` processes ` +
      'exporting `getWalletNFTs` in pages of 10, one budget in a redis-server on loopback, against the mock enforcing ' +
      `the same plan (4-second rolling window); measured for ${runMs / 1000} s after the workers' first second.`,
    '',
    table(planRows(row)),
  ]
}
