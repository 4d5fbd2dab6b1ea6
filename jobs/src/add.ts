import { createHash } from 'node:crypto'
import { parseCommand } from '../../cli/args'
import type { Io } from '../../cli/call'
import { canonicalJson } from '../../cli/canonicalJson'
import { EXIT, type ExitCode, UsageError } from '../../cli/exitCodes'
import { parseLine } from '../../cli/inputRunner'
import { openLines } from '../../cli/lines'
import { splitAddArgs } from './options'
import { connectRedis, counterKeys, type JobData, openQueue } from './queue'

/** Jobs checked and queued together. */
const BATCH = 500

/**
 * A job's id, from the call alone (API, operation, parameters with their keys sorted): adding the
 * same call again names a job the queue has, and BullMQ adds nothing.
 */
export function jobIdOf(api: string, operation: string, params: Record<string, unknown>): string {
  const digest = createHash('sha256').update(canonicalJson({ api, operation, params })).digest('hex')
  return `job-${digest.slice(0, 32)}`
}

type Candidate = { id: string; data: Omit<JobData, 'seq'> }

/** `w3data-jobs add <api> <operation> --input file [flags]`: one job per line, shared values from the flags. */
export async function addJobs(args: readonly string[], io: Io): Promise<ExitCode> {
  const { shared, call } = splitAddArgs(args, io.env)
  const command = parseCommand(call)
  if (command.kind !== 'call' || !command.target)
    throw new UsageError(
      'add needs an API and an operation: w3data-jobs add evm getWalletNFTs --input wallets.ndjson',
    )
  const { target, params: sharedParams, settings } = command
  if (settings.input === undefined)
    throw new UsageError('add needs --input <file>: one job per line of parameters')
  const lines = await openLines(settings.input, io.stdin)
  const redis = connectRedis(shared.redisUrl)
  const queue = openQueue(shared, redis)
  const counts = { added: 0, present: 0, refused: 0 }
  try {
    let batch: Candidate[] = []
    let line = 0
    for await (const text of lines) {
      line++
      if (text.trim() === '') continue
      try {
        const params = { ...sharedParams, ...parseLine(text) }
        const api = target.catalogue.api
        const operation = target.operation.id
        batch.push({ id: jobIdOf(api, operation, params), data: { api, operation, params, line } })
      } catch (error) {
        counts.refused++
        io.stderr.write(`line ${line}: ${(error as Error).message}\n`)
      }
      if (batch.length >= BATCH) {
        await addBatch(batch)
        batch = []
      }
    }
    await addBatch(batch)
  } finally {
    await queue.close()
    redis.disconnect()
  }
  io.stderr.write(
    `Queued ${counts.added} job${counts.added === 1 ? '' : 's'} in ${shared.queue} (${counts.present} already there${counts.refused > 0 ? `, ${counts.refused} lines refused` : ''}).\n`,
  )
  return counts.refused > 0 ? EXIT.usage : EXIT.ok

  async function addBatch(batch: readonly Candidate[]): Promise<void> {
    if (batch.length === 0) return
    const known = await Promise.all(batch.map((candidate) => queue.getJob(candidate.id)))
    const fresh = batch.filter(
      (candidate, index) => !known[index] && batch.findIndex((other) => other.id === candidate.id) === index,
    )
    counts.present += batch.length - fresh.length
    if (fresh.length === 0) return
    const last = await redis.incrby(counterKeys(shared.queue).seq, fresh.length)
    await queue.addBulk(
      fresh.map((candidate, index) => ({
        name: candidate.data.operation,
        data: { ...candidate.data, seq: last - fresh.length + index + 1 },
        opts: { jobId: candidate.id, removeOnComplete: false, removeOnFail: false },
      })),
    )
    counts.added += fresh.length
  }
}
