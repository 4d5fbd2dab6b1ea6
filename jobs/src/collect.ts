import type { Job } from 'bullmq'
import type { Io } from '../../cli/call'
import { outputColumns } from '../../cli/columns'
import { EXIT, type ExitCode, UsageError } from '../../cli/exitCodes'
import { findTarget } from '../../cli/lookup'
import { type ItemWriter, itemWriter, streamSink } from '../../cli/output'
import { loadParquetWriter, parquetItemWriter } from '../../cli/parquet'
import type { JobsFormat, Shared } from './options'
import { jobFolder, readPart } from './parts'
import { connectRedis, type JobData, type JobResult, openQueue } from './queue'

type QueueJob = Job<JobData, JobResult>

/**
 * `w3data-jobs collect`: the items of the finished jobs, in the order they were added and each
 * job's pages in order, as the command line's `--input` writes them (`{ line, item }`, a `line`
 * column); failed and unfinished jobs are listed on stderr.
 */
export async function collect(
  options: Shared & { format: JobsFormat; parts: string },
  io: Io,
): Promise<ExitCode> {
  if (options.format === 'parquet' && io.stdout.isTTY)
    throw new UsageError('--format parquet writes a binary file: send it to one (> items.parquet)')
  const parquet = options.format === 'parquet' ? await loadParquetWriter() : undefined
  const redis = connectRedis(options.redisUrl)
  const queue = openQueue(options, redis)
  try {
    const jobs = (
      (await queue.getJobs([
        'completed',
        'failed',
        'active',
        'waiting',
        'delayed',
        'prioritized',
      ])) as QueueJob[]
    ).sort((a, b) => a.data.seq - b.data.seq)
    const done = await Promise.all(jobs.map(async (job) => ({ job, state: await job.getState() })))
    const writer = writerOf(options.format, jobs, io, parquet)
    for (const { job, state } of done) {
      if (state !== 'completed' || !job.returnvalue) continue
      const folder = jobFolder(options.parts, options.queue, job.id as string)
      for (let page = 0; page < job.returnvalue.pages; page++) {
        const items: unknown[] = []
        for await (const item of readPart(folder, page)) items.push({ line: job.data.line, item })
        await writer.write(items)
      }
    }
    await writer.close()
    const failed = done.filter(({ state }) => state === 'failed')
    for (const { job } of failed) io.stderr.write(`${job.id} (line ${job.data.line}): ${job.failedReason}\n`)
    if (failed.length > 0)
      io.stderr.write(`${failed.length} failed: run w3data-jobs retry to queue them again.\n`)
    const unfinished = done.filter(({ state }) => state !== 'completed' && state !== 'failed').length
    if (unfinished > 0) io.stderr.write(`${unfinished} not finished yet: see w3data-jobs status.\n`)
    return failed.length > 0 || unfinished > 0 ? EXIT.failed : EXIT.ok
  } finally {
    await queue.close()
    redis.disconnect()
  }
}

/** The output writer; CSV and Parquet take their columns from the jobs' one operation. */
function writerOf(
  format: JobsFormat,
  jobs: readonly QueueJob[],
  io: Io,
  parquet: Awaited<ReturnType<typeof loadParquetWriter>> | undefined,
): ItemWriter {
  const sink = streamSink(io.stdout)
  const calls = new Set(jobs.map((job) => `${job.data.api} ${job.data.operation}`))
  if (format === 'ndjson' || calls.size === 0)
    return itemWriter('ndjson', sink, { columns: [], pretty: false })
  if (calls.size > 1)
    throw new UsageError(
      `--format ${format} needs one operation per queue, and this one holds ${[...calls].join(', ')}: use --queue to keep them apart`,
    )
  const [first] = jobs as [QueueJob]
  const columns = outputColumns(findTarget(first.data.api, first.data.operation), format, false, true)
  if (format === 'parquet') return parquetItemWriter(parquet as NonNullable<typeof parquet>, sink, columns)
  return itemWriter(format, sink, { columns, pretty: false })
}

/** `w3data-jobs retry`: every failed job goes back to the queue, from its last saved page. */
export async function retry(options: Shared, io: Io): Promise<ExitCode> {
  const redis = connectRedis(options.redisUrl)
  const queue = openQueue(options, redis)
  try {
    const failed = (await queue.getJobs(['failed'])) as QueueJob[]
    for (const job of failed) await job.retry('failed')
    io.stderr.write(`Queued ${failed.length} failed job${failed.length === 1 ? '' : 's'} again.\n`)
    return EXIT.ok
  } finally {
    await queue.close()
    redis.disconnect()
  }
}
