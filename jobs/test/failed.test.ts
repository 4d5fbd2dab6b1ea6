// A job that fails (README, "Commands"): `collect` lists it with its error and exits 1, writing the
// items of the others; `retry` queues it again. Commands that need no key run without one.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockServer, type MockServer } from 'w3data/mock'
import { type RedisProcess, requireBuild, runJobs, scratch, startRedis } from './harness'

let redis: RedisProcess
let mock: MockServer
const parts = scratch('parts')

beforeAll(async () => {
  requireBuild()
  redis = await startRedis()
  mock = await createMockServer({ pageItems: 4 })
})
afterAll(async () => {
  await mock?.close()
  await redis?.stop()
})

const common = () => ['--redis', redis.url, '--queue', 'failing']

describe('a failed job', () => {
  it('is listed by collect with its line and error, and queued again by retry', async () => {
    const input = join(scratch('input'), 'wallets.ndjson')
    writeFileSync(
      input,
      '{"address":"0x1111111111111111111111111111111111111111"}\n{"address":"not an address"}\n',
    )
    expect((await runJobs(['add', 'evm', 'getWalletNFTs', '--input', input, ...common()])).code).toBe(0)
    const worked = await runJobs(['work', ...common(), '--mock-url', mock.url, '--parts', parts, '--drain'], {
      W3DATA_API_KEY: 'sk_test_worker_key',
    })
    expect(worked.code, worked.stderr).toBe(0)

    const collected = await runJobs(['collect', '--parts', parts, ...common()])
    expect(collected.code).toBe(1)
    const lines = collected.stdout.toString('utf8').split('\n').filter(Boolean)
    expect(lines).toHaveLength(4)
    expect(lines.every((line) => JSON.parse(line).line === 1)).toBe(true)
    expect(collected.stderr).toMatch(/^job-[0-9a-f]{32} \(line 2\): \[C0005\] .*address/m)
    expect(collected.stderr).toContain('1 failed: run w3data-jobs retry to queue them again.')

    const retried = await runJobs(['retry', ...common()])
    expect(retried.stderr).toContain('Queued 1 failed job again.')
    const status = JSON.parse((await runJobs(['status', '--json', ...common()])).stdout.toString('utf8'))
    expect(status).toMatchObject({ waiting: 1, failed: 0, done: 1 })
  })

  it('needs the worker’s own key: a worker without W3DATA_API_KEY (and no mock) refuses to start', async () => {
    const run = await runJobs(['work', ...common(), '--drain'])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("W3DATA_API_KEY is not set in this worker's environment")
  })
})
