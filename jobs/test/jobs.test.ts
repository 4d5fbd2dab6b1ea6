// w3data-jobs with the real parts (README, "At scale"): worker processes of the built command share
// one budget through Redis and meet no 429 at the mock's plan; a worker killed with SIGKILL mid-job
// loses no item and writes none twice: the collected output is a single-process export's, item for
// item (restart.test.ts stops Redis mid-run).
import type { Job } from 'bullmq'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { MOCK_API_KEY } from 'w3data/mock'
import { asJsonRow, parquetRows } from '../../test/support/parquet'
import { openQueue } from '../src/queue'
import { runJobs, scratch } from './harness'
import { IN_A_WINDOW, ndjsonOf, scenario, USER_KEY } from './scenario'

const s = scenario()
const common = (queue: string) => ['--redis', s.redis.url, '--queue', queue]

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
    const first = await s.addAll(queue)
    expect(first.code, first.stderr).toBe(0)
    expect(first.stderr).toContain('Queued 12 jobs in killed (0 already there)')
    const again = await s.addAll(queue)
    expect(again.stderr).toContain('Queued 0 jobs in killed (12 already there)')
  })

  it('finish every job with no 429 and never more units in a window than the plan', async () => {
    s.mock.plan.reset()
    const workers = [0, 1, 2].map(() => s.startWorker(queue, parts))
    const client = new Redis(s.redis.url)
    const jobs = openQueue({ redisUrl: s.redis.url, queue }, client)
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
    const stats = s.mock.plan.stats()
    expect(stats.throttled).toBe(0)
    expect(stats.peak).toBeLessThanOrEqual(IN_A_WINDOW)
    // The run spent the plan's window over and over: without the budget it would meet 429s.
    expect(stats.units).toBeGreaterThan(IN_A_WINDOW)
  })

  it('collect the items of a single-process export, item for item, as NDJSON, CSV and Parquet', async () => {
    const items = ndjsonOf(await s.collected(queue, parts))
    expect(items).toEqual(s.expected)
    const csv = (await s.collected(queue, parts, 'csv')).toString('utf8').trimEnd().split('\n')
    expect(csv[0]?.startsWith('line,')).toBe(true)
    const rows = await parquetRows(await s.collected(queue, parts, 'parquet'))
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
      items: s.expected.length,
      secondsLeft: 0,
    })
    const line = await runJobs(['status', ...common(queue)])
    expect(line.stdout.toString('utf8')).toMatch(
      new RegExp(
        `^killed: 0 waiting, 0 running, 12 done, 0 failed; ${s.expected.length} items, \\d+ CU at \\d+ CU/s, 0 s left\n$`,
      ),
    )
  })

  it('leave no API key in Redis: neither the worker’s nor the one it called with', async () => {
    const stored = (await everythingIn(s.redis.url)).join('\n')
    expect(stored).not.toContain(USER_KEY)
    expect(stored).not.toContain(MOCK_API_KEY)
  })
})
