import type { Job } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Io } from '../../cli/call'
import { EXIT, type ExitCode } from '../../cli/exitCodes'
import type { Shared } from './options'
import { connectRedis, counterKeys, type JobData, type JobResult, openQueue } from './queue'

/** What `status` shows. */
export interface Status {
  queue: string
  waiting: number
  running: number
  done: number
  failed: number
  /** Items written so far (finished jobs and the pages of running ones). */
  items: number
  /** Compute units the workers spent, and per second since the first job started. */
  units: number
  unitsPerSecond: number
  /** Seconds until every job is done at the rate jobs have been finishing, when known. */
  secondsLeft: number | undefined
}

const REDRAW_MS = 1000

export async function readStatus(shared: Shared, redis: Redis, now = Date.now()): Promise<Status> {
  const queue = openQueue(shared, redis)
  try {
    const counts = await queue.getJobCounts(
      'waiting',
      'delayed',
      'prioritized',
      'active',
      'completed',
      'failed',
    )
    const jobs = (await queue.getJobs(['active', 'completed', 'waiting', 'failed', 'delayed'])) as Job<
      JobData,
      JobResult
    >[]
    const items = jobs.reduce((sum, job) => sum + (job.returnvalue?.items ?? job.data.at?.items ?? 0), 0)
    const keys = counterKeys(shared.queue)
    const [units, started] = (await redis.mget(keys.units, keys.started)).map((value) => Number(value ?? 0))
    const seconds = started ? Math.max((now - (started as number)) / 1000, 0.001) : 0
    const waiting = (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0)
    const running = counts.active ?? 0
    const done = counts.completed ?? 0
    const left = waiting + running
    return {
      queue: shared.queue,
      waiting,
      running,
      done,
      failed: counts.failed ?? 0,
      items,
      units: units as number,
      unitsPerSecond: seconds ? (units as number) / seconds : 0,
      secondsLeft: left === 0 ? 0 : done > 0 && seconds ? (left * seconds) / done : undefined,
    }
  } finally {
    await queue.close()
  }
}

export function statusLine(status: Status): string {
  const left = status.secondsLeft === undefined ? '' : `, ${Math.ceil(status.secondsLeft)} s left`
  return (
    `${status.queue}: ${status.waiting} waiting, ${status.running} running, ${status.done} done, ${status.failed} failed; ` +
    `${status.items} items, ${status.units} CU at ${Math.round(status.unitsPerSecond)} CU/s${left}`
  )
}

/** `w3data-jobs status`: one JSON object with `--json`; on a terminal a line redrawn until every job has ended. */
export async function status(shared: Shared & { json: boolean }, io: Io): Promise<ExitCode> {
  const redis = connectRedis(shared.redisUrl)
  try {
    if (shared.json || !io.stdout.isTTY) {
      const now = await readStatus(shared, redis)
      io.stdout.write(shared.json ? `${JSON.stringify(now)}\n` : `${statusLine(now)}\n`)
      return EXIT.ok
    }
    let stopped = false
    process.once('SIGINT', () => {
      stopped = true
    })
    for (;;) {
      const now = await readStatus(shared, redis)
      io.stdout.write(`\r\x1b[2K${statusLine(now)}`)
      if (stopped || now.waiting + now.running === 0) break
      await new Promise((resolve) => setTimeout(resolve, REDRAW_MS))
    }
    io.stdout.write('\n')
    return EXIT.ok
  } finally {
    redis.disconnect()
  }
}
