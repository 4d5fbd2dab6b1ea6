// Issue 40, done when: with the mock enforcing a plan, --input of many lines and an --all export
// spending from the same budget finish with no 429 at the mock and never more compute units in a
// window than the plan; without the budget the same runs meet 429s (the mock does throttle).
import { afterEach, describe, expect, it } from 'vitest'
import { createMockServer, type MockServer } from 'w3data/mock'
import { ndjson, requireBuild, runCli } from './support'

/** The plan: 5 CU/s over the provider's 4-second window, so 20 units in any window. */
const CU_PER_SECOND = 5
const WINDOW_MS = 4000
const IN_A_WINDOW = (CU_PER_SECOND * WINDOW_MS) / 1000

/** 30 lines (30 CU, one a call), 6 windows' worth at the plan's rate. */
const LINES = Array.from({ length: 30 }, (_, index) =>
  JSON.stringify({ address: `0x${String(index + 1).padStart(40, '0')}` }),
)
  .join('\n')
  .concat('\n')

let mock: MockServer | undefined
afterEach(() => mock?.close())

async function planned(): Promise<MockServer> {
  requireBuild()
  mock = await createMockServer({
    computeUnitsPerSecond: CU_PER_SECOND,
    computeUnitsWindowMs: WINDOW_MS,
    pageItems: 60,
  })
  return mock
}

const input = (server: MockServer, budget: string[]) =>
  runCli(
    ['evm', 'getNativeBalance', '--input', '-', '--format', 'ndjson', '--mock-url', server.url, ...budget],
    {
      stdin: LINES,
    },
  )

const exportAll = (server: MockServer, env: Record<string, string>) =>
  runCli(
    [
      'evm',
      'getWalletNFTs',
      '--address',
      '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5',
      '--limit',
      '2',
      '--all',
      '--format',
      'ndjson',
      '--mock-url',
      server.url,
    ],
    { env },
  )

/** No call throttled, no window over the plan, and 31 units: 30 calls and the one endpointWeights read. */
function expectPlanKept(server: Awaited<ReturnType<typeof planned>>): void {
  const stats = server.plan.stats()
  expect(stats.throttled).toBe(0)
  expect(stats.peak).toBeLessThanOrEqual(IN_A_WINDOW)
  expect(stats.units).toBe(31)
}

describe('a bulk run under a compute-unit budget, against a mock enforcing the plan', () => {
  it('--input with --cu-per-second finishes every line with no 429, within the plan in every window', async () => {
    const server = await planned()
    const run = await input(server, ['--cu-per-second', String(CU_PER_SECOND)])
    expect(run.code).toBe(0)
    expect(ndjson(run.stdout)).toHaveLength(30)
    expectPlanKept(server)
  })

  it('--all with W3DATA_CU_PER_SECOND exports every page with no 429, within the plan in every window', async () => {
    const server = await planned()
    const run = await exportAll(server, { W3DATA_CU_PER_SECOND: String(CU_PER_SECOND) })
    expect(run.code).toBe(0)
    expect(ndjson(run.stdout)).toHaveLength(60)
    expectPlanKept(server)
  })

  it('without the budget, the same runs meet 429s', async () => {
    const server = await planned()
    await input(server, [])
    expect(server.plan.stats().throttled).toBeGreaterThan(0)
    server.plan.reset()
    await exportAll(server, {})
    expect(server.plan.stats().throttled).toBeGreaterThan(0)
  })
})
