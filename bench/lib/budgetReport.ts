import { BUDGET_INPUT } from '../suites/budget'
import type { BudgetOutput } from '../workers/budget'
import { table } from './markdown'
import type { PlanRun } from './planRun'

/** The compute-unit budget's section: the share of the plan reached, the 429s, the check's cost. */
export function budgetSection(row: BudgetOutput): string[] {
  const { computeUnitsPerSecond, concurrency, runMs } = BUDGET_INPUT
  return [
    '## Compute-unit budget (issue 40)',
    '',
    `A bulk run of \`getNativeBalance\` (${concurrency} calls in flight for ${runMs / 1000} s) with ` +
      `\`rateLimit: createBudget({ computeUnitsPerSecond: ${computeUnitsPerSecond} })\`, against the mock enforcing the same plan ` +
      '(4-second rolling window); and `spend(1)` timed on a budget that always has room.',
    '',
    table([...planRows(row), ['budget check per call, no wait', `${row.checkUs.toFixed(3)} µs`, '≤ 2 µs']]),
  ]
}

/** The header and the rows every run against a plan reports (the budget's and w3data-jobs'). */
export function planRows(row: PlanRun): string[][] {
  return [
    ['measure', 'value', 'goal'],
    [
      'share of the plan reached',
      `${(row.share * 100).toFixed(1)} % (${row.units} CU in ${row.seconds.toFixed(1)} s)`,
      '≥ 90 %',
    ],
    ['429s at the mock', String(row.throttled), '0'],
    ['most CU in one window / allowed', `${row.peak} / ${row.allowed}`, '≤ allowed'],
  ]
}
