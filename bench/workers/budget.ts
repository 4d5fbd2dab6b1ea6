// Issue 40: a bulk run under a compute-unit budget against the mock enforcing the same plan (the
// share of the plan it reaches, the 429s it meets), and the budget's own check per call.
import { createClient } from 'w3data'
import { ComputeUnitBudget, createBudget } from 'w3data/budget'
import { createMockServer, MOCK_API_KEY } from 'w3data/mock'
import { blockedConnections, installLoopbackGuard } from '../lib/guard'
import { EVM_ADDRESS } from '../lib/peers'
import { type PlanRun, planRun } from '../lib/planRun'

export interface BudgetInput {
  /** The plan, for the budget and the mock alike. */
  computeUnitsPerSecond: number
  /** How long the bulk run lasts, in ms. */
  runMs: number
  /** Calls in flight at once. */
  concurrency: number
  /** Budget checks timed, without waiting. */
  checks: number
}

export interface BudgetOutput extends PlanRun {
  /** One `spend()` that finds room, in µs (median of 5 rounds). */
  checkUs: number
  blocked: number
}

installLoopbackGuard()
const input = JSON.parse(process.argv[2] ?? '{}') as BudgetInput

async function bulkRun(): Promise<PlanRun> {
  const mock = await createMockServer({ computeUnitsPerSecond: input.computeUnitsPerSecond })
  try {
    const client = createClient({
      apiKey: MOCK_API_KEY,
      baseUrls: mock.baseUrls,
      logLevel: 'off',
      rateLimit: createBudget({ computeUnitsPerSecond: input.computeUnitsPerSecond }),
    })
    const started = performance.now()
    const worker = async () => {
      while (performance.now() - started < input.runMs)
        await client.evm.getNativeBalance({ address: EVM_ADDRESS })
    }
    await Promise.all(Array.from({ length: input.concurrency }, worker))
    const seconds = (performance.now() - started) / 1000
    return planRun(mock.plan.stats(), input.computeUnitsPerSecond, seconds)
  } finally {
    await mock.close()
  }
}

/** `spend(1)`, awaited, on a budget that always has room: the per-call cost of the check itself. */
async function checkCost(): Promise<number> {
  const rounds: number[] = []
  for (let round = 0; round < 5; round++) {
    const budget = new ComputeUnitBudget({ computeUnitsPerSecond: Number.MAX_SAFE_INTEGER })
    const started = performance.now()
    for (let index = 0; index < input.checks; index++) await budget.spend(1)
    rounds.push(((performance.now() - started) * 1000) / input.checks)
  }
  return rounds.sort((a, b) => a - b)[2] as number
}

const run = await bulkRun()
const checkUs = await checkCost()
process.stdout.write(`${JSON.stringify({ ...run, checkUs, blocked: blockedConnections() })}\n`)
