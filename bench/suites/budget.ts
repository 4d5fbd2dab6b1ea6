// The compute-unit budget (issue 40): share of the plan a bulk run reaches, and the check's cost.
import { workerFile } from '../lib/build'
import { runJson } from '../lib/child'
import type { BudgetInput, BudgetOutput } from '../workers/budget'

export const BUDGET_INPUT: BudgetInput = {
  computeUnitsPerSecond: 100,
  runMs: 20_000,
  concurrency: 16,
  checks: 200_000,
}

export async function budget(): Promise<BudgetOutput> {
  const output = await runJson<BudgetOutput>(workerFile('workers/budget'), BUDGET_INPUT, {
    timeoutMs: 120_000,
  })
  process.stderr.write('  budget: done\n')
  return output
}
