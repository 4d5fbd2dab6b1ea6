import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockServer, type MockServer } from 'w3data/mock'
import { ndjson, requireBuild, runCli } from './support'

const WALLETS = [
  '0xcB1C1FdE09f811B294172696404e88E658659905',
  '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5',
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333',
]
const lines = (wallets: readonly string[]) =>
  `${wallets.map((address) => JSON.stringify({ address })).join('\n')}\n`

let mock: MockServer
let target: string[]

beforeAll(async () => {
  requireBuild()
  mock = await createMockServer()
  target = ['--mock-url', mock.url]
})
afterAll(() => mock.close())
beforeEach(() => {
  mock.requests.reset()
  mock.faults.clear()
})

/** What one call answers, asked alone. */
async function single(address: string): Promise<unknown> {
  return JSON.parse(
    (await runCli(['evm', 'getNativeBalance', '--address', address, '--chain', 'polygon', ...target])).stdout,
  )
}

describe('--input', () => {
  it('runs one call per line, flags shared, results in input order whatever finishes first', async () => {
    mock.faults.set('getNativeBalance', { latencyMs: 40 })
    const run = await runCli(
      ['evm', 'getNativeBalance', '--input', '-', '--concurrency', '3', '--chain', 'polygon', ...target],
      {
        stdin: lines(WALLETS),
      },
    )
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(mock.requests.map((request) => request.query.chain)).toEqual(WALLETS.map(() => '0x89'))
    mock.faults.clear()
    const expected = await Promise.all(WALLETS.map(single))
    expect(ndjson(run.stdout)).toEqual(expected.map((result, index) => ({ line: index + 1, result })))
  })

  it('reports a refused line by its number, runs the others, and exits 2', async () => {
    const run = await runCli(['evm', 'getNativeBalance', '--input', '-', ...target], {
      stdin: `${JSON.stringify({ address: WALLETS[0] })}\n{"address":"0xzz"}\nnot json\n${JSON.stringify({ address: WALLETS[1] })}\n`,
    })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('line 2: [C0005] Invalid address provided: 0xzz')
    expect(run.stderr).toContain('line 3: [C0005] Invalid JSON: ')
    expect(ndjson(run.stdout)).toHaveLength(2)
  })

  it('on a 429 the runtime cannot absorb, every worker waits Retry-After and the line is tried again', async () => {
    // The runtime retries twice itself (waiting the 1 s Retry-After); the third 429 reaches the runner.
    mock.faults.set('getNativeBalance', { statuses: [429, 429, 429], retryAfter: 1 })
    const started = Date.now()
    const run = await runCli(['evm', 'getNativeBalance', '--input', '-', '--concurrency', '1', ...target], {
      stdin: lines(WALLETS.slice(0, 2)),
    })
    expect(run).toMatchObject({ code: 0, stderr: '' })
    expect(ndjson(run.stdout)).toHaveLength(2)
    expect(mock.requests).toHaveLength(2 + 3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000)
  })

  it('exits 1 when a line fails at the provider', async () => {
    const run = await runCli(['evm', 'getWalletNFTs', '--input', '-', '--limit', '1', ...target], {
      stdin: lines([WALLETS[0] as string, '0x4040000000000000000000000000000000000000']),
    })
    expect(run.code).toBe(1)
    expect(run.stderr.trim()).toBe('line 2: [C0006] Request failed, Not Found(404): Not found')
    expect(ndjson(run.stdout)).toHaveLength(1)
  })
})
