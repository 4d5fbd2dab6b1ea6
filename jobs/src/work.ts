import { type Job, Worker } from 'bullmq'
import type { Redis } from 'ioredis'
import { createBudget } from 'w3data/budget'
import type { Settings } from '../../cli/args'
import type { Io } from '../../cli/call'
import { type Connection, connect } from '../../cli/connect'
import { EXIT, type ExitCode, UsageError } from '../../cli/exitCodes'
import { exportAll } from '../../cli/exportAll'
import { operationOn, viewOf } from '../../cli/invoke'
import { findTarget } from '../../cli/lookup'
import type { ResumePoint } from '../../cli/resume'
import { RedisBudgetStore } from './budgetStore'
import type { WorkOptions } from './options'
import { jobFolder, writePart } from './parts'
import { connectRedis, counterKeys, type JobData, type JobResult, openQueue } from './queue'

/** How often `--drain` looks whether the queue has anything left. */
const DRAIN_POLL_MS = 500

const SILENT = { update: () => {}, done: () => {} }

/**
 * `w3data-jobs work`: takes jobs from the queue, `concurrency` at a time, each followed through
 * its pages with the command line's export loop. Every page is a part file, then the job's
 * position is saved; a job whose worker died (its lock lapsed) is taken again by BullMQ's stalled-job
 * check and goes on from its last saved page. The key comes from this process's environment only.
 */
export async function work(options: WorkOptions, io: Io, drain: boolean): Promise<ExitCode> {
  const apiKey = await keyInUse(options, io.env)
  const redis = connectRedis(options.redisUrl)
  const connection = await connectWorker(options, io.env, redis, apiKey)
  const worker = new Worker<JobData, JobResult>(
    options.queue,
    (job) => runJob(job, connection, options, redis),
    {
      connection: redis,
      prefix: 'w3data-jobs',
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: options.lockMs,
      // A job may outlive several workers (a crash, a lost machine): only its own errors fail it.
      maxStalledCount: 1000,
    },
  )
  const seen = new Set<string>()
  worker.on('error', (error) => {
    if (seen.has(error.message)) return
    seen.add(error.message)
    io.stderr.write(`w3data-jobs: ${error.message}\n`)
  })
  const stop = () => void worker.close()
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  if (drain) void closeWhenDrained(worker, options, redis)
  await new Promise<void>((resolve) => worker.once('closed', () => resolve()))
  await connection.close()
  redis.disconnect()
  return EXIT.ok
}

/** The key calls carry: the mock's with --mock-url, else this worker's W3DATA_API_KEY. */
async function keyInUse(options: WorkOptions, env: NodeJS.ProcessEnv): Promise<string> {
  const mockKey = options.mockUrl === undefined ? undefined : (await import('w3data/mock')).MOCK_API_KEY
  const apiKey = mockKey ?? env.W3DATA_API_KEY?.trim()
  if (!apiKey)
    throw new UsageError("W3DATA_API_KEY is not set in this worker's environment (or give --mock-url)")
  return apiKey
}

async function connectWorker(
  options: WorkOptions,
  env: NodeJS.ProcessEnv,
  redis: Redis,
  apiKey: string,
): Promise<Connection> {
  const budget =
    options.cuPerSecond === undefined
      ? undefined
      : createBudget({
          computeUnitsPerSecond: options.cuPerSecond,
          store: new RedisBudgetStore({ redis, apiKey, computeUnitsPerSecond: options.cuPerSecond }),
        })
  const settings: Settings = {
    apiKey: undefined,
    mock: false,
    mockUrl: options.mockUrl,
    format: 'ndjson',
    raw: false,
    all: true,
    maxItems: undefined,
    maxPages: undefined,
    resume: undefined,
    input: undefined,
    concurrency: options.concurrency,
    cuPerSecond: options.cuPerSecond,
  }
  return connect(settings, env, budget)
}

async function runJob(
  job: Job<JobData, JobResult>,
  connection: Connection,
  options: WorkOptions,
  redis: Redis,
): Promise<JobResult> {
  const { api, operation, params } = job.data
  const target = findTarget(api, operation)
  const folder = jobFolder(options.parts, options.queue, job.id as string)
  const invoke = operationOn(connection.client, target)
  const keys = counterKeys(options.queue)
  await redis.set(keys.started, String(Date.now()), 'NX')
  let reported = connection.budget?.stats().units ?? 0
  const reportUnits = async () => {
    const units = connection.budget?.stats().units ?? 0
    if (units > reported) await redis.incrby(keys.units, units - reported)
    reported = units
  }
  if (!target.operation.paging) {
    const { items } = viewOf(target, await invoke(params), false, undefined)
    await writePart(folder, 0, items)
    await reportUnits()
    return { pages: 1, items: items.length }
  }
  const from: ResumePoint = job.data.at ?? {
    api,
    operation,
    params,
    position: {},
    skip: 0,
    items: 0,
    pages: 0,
  }
  let page = from.pages
  const end = await exportAll({
    target,
    invoke,
    from,
    raw: false,
    maxItems: undefined,
    maxPages: undefined,
    writer: { write: (items) => writePart(folder, page++, items), close: async () => {} },
    progress: SILENT,
    stopRequested: () => false,
    pageWritten: async (at) => {
      await job.updateData({ ...job.data, at })
      await reportUnits()
    },
  })
  if (end.kind === 'failed') throw end.error
  return { pages: end.at.pages, items: end.at.items }
}

/** `--drain`: the worker stops once nothing is waiting, delayed or running in the queue. */
async function closeWhenDrained(worker: Worker, options: WorkOptions, redis: Redis): Promise<void> {
  const queue = openQueue(options, redis)
  try {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS))
      if (worker.closing) return
      // A count that fails (Redis going away) is asked again at the next poll.
      const counts = await queue
        .getJobCounts('waiting', 'active', 'delayed', 'prioritized')
        .catch(() => undefined)
      if (counts && Object.values(counts).every((count) => count === 0)) break
    }
  } finally {
    await queue.close()
  }
  await worker.close()
}
