// w3data-jobs with the real parts (README, "At scale"): a redis-server of its own, worker processes
// of the built command, the mock provider enforcing a plan. Workers share one budget through Redis
// and meet no 429; a worker killed with SIGKILL mid-job and Redis stopped mid-run lose no item and
// write none twice: the collected output is a single-process export's, item for item.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import type { Job } from 'bullmq'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import type { Io } from '../../cli/call'
import { main as w3data } from '../../cli/main'
import { asJsonRow, parquetRows } from '../../test/support/parquet'
import { openQueue } from '../src/queue'
import { type RedisProcess, requireBuild, runJobs, scratch, startJobs, startRedis } from './harness'

/** The plan: 15 CU/s over the provider's 4-second window, so 60 units in any window. */
const CU_PER_SECOND = 15
const IN_A_WINDOW = CU_PER_SECOND * 4
const USER_KEY = 'sk_live_user_key_that_must_never_reach_redis'
const WALLETS = Array.from({ length: 12 }, (_, index) => `0x${String(index + 1).padStart(40, 'a')}`)
/** Each wallet's NFTs: 40 items in pages of 5, so 9 calls a job (the last one finds the end). */
const SHARED_FLAGS = ['--limit', '5', '--chain', 'eth']

let redis: RedisProcess
let mock: MockServer
let input: string
let expected: unknown[]

beforeAll(async () => {
  requireBuild()
  redis = await startRedis()
  mock = await createMockServer({ computeUnitsPerSecond: CU_PER_SECOND, pageItems: 40 })
  input = join(scratch('input'), 'wallets.ndjson')
  writeFileSync(input, WALLETS.map((address) => `${JSON.stringify({ address })}\n`).join(''))
  expected = await singleProcessExport()
})
afterAll(async () => {
  await mock?.close()
  await redis?.stop()
})

/** What one `w3data … --all --format ndjson` per wallet writes, labelled with its line as --input does. */
async function singleProcessExport(): Promise<unknown[]> {
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

const common = (queue: string) => ['--redis', redis.url, '--queue', queue]

function startWorker(queue: string, parts: string) {
  return startJobs(
    [
      'work',
      ...common(queue),
      '--concurrency',
      '2',
      '--cu-per-second',
      String(CU_PER_SECOND),
      '--mock-url',
      mock.url,
      '--parts',
      parts,
      '--lock-duration',
      '2000',
      '--drain',
    ],
    { W3DATA_API_KEY: USER_KEY },
  )
}

async function addAll(queue: string) {
  return runJobs(['add', 'evm', 'getWalletNFTs', '--input', input, ...SHARED_FLAGS, ...common(queue)])
}

async function collected(queue: string, parts: string, format = 'ndjson') {
  const run = await runJobs(['collect', '--format', format, '--parts', parts, ...common(queue)])
  expect(run.code, run.stderr).toBe(0)
  return run.stdout
}

const ndjsonOf = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))

/** Waits until `check` holds, polling. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** Every string Redis holds, keys and values, of every type. */
async function everythingIn(url: string): Promise<string[]> {
  const client = new Redis(url)
  try {
    const found: string[] = []
    for (const key of await client.keys('*')) {
      found.push(key)
      const type = await client.type(key)
      if (type === 'string') found.push((await client.get(key)) ?? '')
      else if (type === 'hash') found.push(...Object.entries(await client.hgetall(key)).flat())
      else if (type === 'list') found.push(...(await client.lrange(key, 0, -1)))
      else if (type === 'set') found.push(...(await client.smembers(key)))
      else if (type === 'zset') found.push(...(await client.zrange(key, '0', '-1')))
      else if (type === 'stream') found.push(JSON.stringify(await client.xrange(key, '-', '+')))
    }
    return found
  } finally {
    client.disconnect()
  }
}

describe('three workers sharing one budget, one killed mid-job', () => {
  const queue = 'killed'
  const parts = scratch('parts')

  it('queue one job per line, and nothing new when the same file is added again', async () => {
    const first = await addAll(queue)
    expect(first.code, first.stderr).toBe(0)
    expect(first.stderr).toContain('Queued 12 jobs in killed (0 already there)')
    const again = await addAll(queue)
    expect(again.stderr).toContain('Queued 0 jobs in killed (12 already there)')
  })

  it('finish every job with no 429 and never more units in a window than the plan', async () => {
    mock.plan.reset()
    const workers = [0, 1, 2].map(() => startWorker(queue, parts))
    const client = new Redis(redis.url)
    const jobs = openQueue({ redisUrl: redis.url, queue }, client)
    try {
      // Killed once every worker is running jobs and some job has saved a page.
      await until(async () => {
        const active = (await jobs.getJobs(['active'])) as Job[]
        return active.length >= 5 && active.some((job) => job.data.at !== undefined)
      })
      workers[0]?.kill('SIGKILL')
      const ends = await Promise.all(workers.slice(1).map((worker) => worker.result))
      for (const end of ends) expect(end.code, end.stderr).toBe(0)
      const done = (await jobs.getJobs(['completed'])) as Job[]
      expect(done).toHaveLength(12)
      // The killed worker's jobs were taken over by BullMQ's stalled-job check.
      expect(done.some((job) => job.stalledCounter > 0)).toBe(true)
    } finally {
      await jobs.close()
      client.disconnect()
    }
    const stats = mock.plan.stats()
    expect(stats.throttled).toBe(0)
    expect(stats.peak).toBeLessThanOrEqual(IN_A_WINDOW)
    // The run spent the plan's window over and over: without the budget it would meet 429s.
    expect(stats.units).toBeGreaterThan(IN_A_WINDOW)
  })

  it('collect the items of a single-process export, item for item, as NDJSON, CSV and Parquet', async () => {
    const items = ndjsonOf(await collected(queue, parts))
    expect(items).toEqual(expected)
    const csv = (await collected(queue, parts, 'csv')).toString('utf8').trimEnd().split('\n')
    expect(csv[0]?.startsWith('line,')).toBe(true)
    const rows = await parquetRows(await collected(queue, parts, 'parquet'))
    expect(rows).toHaveLength(items.length)
    expect(rows.map(asJsonRow)).toEqual(
      items.map(({ line, item }: { line: number; item: Record<string, unknown> }) =>
        Object.fromEntries(
          Object.entries({ line, ...item, metadata: item.metadata && JSON.stringify(item.metadata) }).filter(
            ([, value]) => value != null,
          ),
        ),
      ),
    )
  })

  it('report waiting, running, done and failed, items and compute units, as JSON and as a line', async () => {
    const run = await runJobs(['status', '--json', ...common(queue)])
    expect(JSON.parse(run.stdout.toString('utf8'))).toMatchObject({
      queue,
      waiting: 0,
      running: 0,
      done: 12,
      failed: 0,
      items: expected.length,
      secondsLeft: 0,
    })
    const line = await runJobs(['status', ...common(queue)])
    expect(line.stdout.toString('utf8')).toMatch(
      new RegExp(
        `^killed: 0 waiting, 0 running, 12 done, 0 failed; ${expected.length} items, \\d+ CU at \\d+ CU/s, 0 s left\n$`,
      ),
    )
  })

  it('leave no API key in Redis: neither the worker’s nor the one it called with', async () => {
    const stored = (await everythingIn(redis.url)).join('\n')
    expect(stored).not.toContain(USER_KEY)
    expect(stored).not.toContain(MOCK_API_KEY)
  })
})

describe('Redis stopped and started again mid-run', () => {
  it('loses nothing: the collected items are still a single-process export’s', async () => {
    const queue = 'restarted'
    const parts = scratch('parts')
    expect((await addAll(queue)).code).toBe(0)
    mock.plan.reset()
    const workers = [0, 1].map(() => startWorker(queue, parts))
    await new Promise((done) => setTimeout(done, 1200))
    await redis.stop()
    await new Promise((done) => setTimeout(done, 800))
    await redis.start()
    for (const end of await Promise.all(workers.map((worker) => worker.result)))
      expect(end.code, end.stderr).toBe(0)
    expect(ndjsonOf(await collected(queue, parts))).toEqual(expected)
    expect(mock.plan.stats().throttled).toBe(0)
  })
})
