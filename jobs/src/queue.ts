import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import type { ResumePoint } from '../../cli/resume'
import type { Shared } from './options'

/** One job: a call of the command line's form, followed through its pages. No key, no connection. */
export interface JobData {
  api: string
  operation: string
  params: Record<string, unknown>
  /** The input line it came from (numbered from 1), shown beside its items. */
  line: number
  /** Its place among the queue's jobs: `collect` writes in this order. */
  seq: number
  /** Where the next page starts, saved after each page's part file (absent before the first). */
  at?: ResumePoint
}

/** What a finished job returns: how many pages (part files) and items it wrote. */
export interface JobResult {
  pages: number
  items: number
}

/**
 * A Redis connection as BullMQ's workers need it: commands wait through a lost connection
 * (no retry limit) and are sent once Redis is back.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false })
  // A lost connection is retried by ioredis; the errors it emits meanwhile say nothing new.
  redis.on('error', () => {})
  return redis
}

export const openQueue = ({ queue }: Shared, connection: Redis) =>
  new Queue<JobData, JobResult>(queue, { connection, prefix: 'w3data-jobs' })

/** Redis keys of a queue's own counters, beside BullMQ's. */
export const counterKeys = (queue: string) => ({
  seq: `w3data-jobs:${queue}:seq`,
  units: `w3data-jobs:${queue}:units`,
  started: `w3data-jobs:${queue}:started`,
})
