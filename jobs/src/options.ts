import { parseArgs } from 'node:util'
import { count } from '../../cli/args'
import { UsageError } from '../../cli/exitCodes'

/** What every command takes: where Redis is, and which queue of jobs. */
export interface Shared {
  redisUrl: string
  queue: string
}

export type JobsFormat = 'ndjson' | 'csv' | 'parquet'

export interface WorkOptions extends Shared {
  concurrency: number
  cuPerSecond: number | undefined
  mockUrl: string | undefined
  parts: string
  lockMs: number
}

const SHARED = {
  redis: { type: 'string' },
  queue: { type: 'string' },
} as const

/** Redis by --redis or W3DATA_REDIS_URL (else the local default); the queue by --queue (default `w3data`). */
export function sharedOf(
  values: { redis?: string | undefined; queue?: string | undefined },
  env: NodeJS.ProcessEnv,
): Shared {
  const queue = values.queue ?? 'w3data'
  if (!/^[\w-]+$/.test(queue)) throw new UsageError(`--queue must be letters, digits, - or _, not ${queue}`)
  return { redisUrl: values.redis ?? env.W3DATA_REDIS_URL ?? 'redis://127.0.0.1:6379', queue }
}

function parse<T extends Record<string, { type: 'string' | 'boolean' }>>(
  args: readonly string[],
  options: T,
) {
  try {
    return parseArgs({
      args: [...args],
      options: { ...SHARED, ...options },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | boolean | undefined>
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined)

/** The parts folder: every worker and `collect` must see the same one (a shared folder across machines). */
const partsOf = (value: string | boolean | undefined, env: NodeJS.ProcessEnv) =>
  text(value) ?? env.W3DATA_JOBS_PARTS ?? 'w3data-parts'

export function workOptions(args: readonly string[], env: NodeJS.ProcessEnv): WorkOptions {
  const values = parse(args, {
    concurrency: { type: 'string' },
    'cu-per-second': { type: 'string' },
    'mock-url': { type: 'string' },
    parts: { type: 'string' },
    'lock-duration': { type: 'string' },
  })
  return {
    ...sharedOf({ redis: text(values.redis), queue: text(values.queue) }, env),
    concurrency: count(text(values.concurrency), 'concurrency') ?? 4,
    cuPerSecond:
      count(text(values['cu-per-second']), 'cu-per-second') ??
      count(env.W3DATA_CU_PER_SECOND || undefined, 'cu-per-second'),
    mockUrl: text(values['mock-url']),
    parts: partsOf(values.parts, env),
    lockMs: count(text(values['lock-duration']), 'lock-duration') ?? 30_000,
  }
}

export function statusOptions(args: readonly string[], env: NodeJS.ProcessEnv) {
  const values = parse(args, { json: { type: 'boolean' } })
  return {
    ...sharedOf({ redis: text(values.redis), queue: text(values.queue) }, env),
    json: values.json === true,
  }
}

export function collectOptions(args: readonly string[], env: NodeJS.ProcessEnv) {
  const values = parse(args, { format: { type: 'string' }, parts: { type: 'string' } })
  const format = text(values.format) ?? 'ndjson'
  if (format !== 'ndjson' && format !== 'csv' && format !== 'parquet')
    throw new UsageError(`--format must be ndjson, csv or parquet, not ${format}`)
  return {
    ...sharedOf({ redis: text(values.redis), queue: text(values.queue) }, env),
    format: format as JobsFormat,
    parts: partsOf(values.parts, env),
  }
}

export function retryOptions(args: readonly string[], env: NodeJS.ProcessEnv): Shared {
  const values = parse(args, {})
  return sharedOf({ redis: text(values.redis), queue: text(values.queue) }, env)
}

/**
 * `add`'s own flags (--redis, --queue) taken out; the rest is the command line's call form
 * (`evm getWalletNFTs --input wallets.ndjson --chain eth`), parsed by the command line's parser.
 */
export function splitAddArgs(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): { shared: Shared; call: string[] } {
  const call: string[] = []
  const own: Record<string, string> = {}
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string
    const match = /^--(redis|queue)(?:=(.*))?$/.exec(arg)
    if (!match) {
      call.push(arg)
      continue
    }
    const value = match[2] ?? args[++index]
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`)
    own[match[1] as string] = value
  }
  return { shared: sharedOf(own, env), call }
}
