import type { Io } from '../../cli/call'
import { EXIT, type ExitCode, UsageError } from '../../cli/exitCodes'
import { errorOut, reportFailure } from '../../cli/report'
import { addJobs } from './add'
import { collect, retry } from './collect'
import { collectOptions, retryOptions, statusOptions, workOptions } from './options'
import { status } from './status'
import { work } from './work'

export const HELP = `w3data-jobs: bulk exports on many workers sharing one API key's compute-unit budget (BullMQ on Redis)

Usage
  w3data-jobs add <api> <operation> --input <file> [flags]   one job per line; the flags give shared values
  w3data-jobs work [--concurrency n] [--cu-per-second n]      run jobs (any number of workers, on any machine)
  w3data-jobs status [--json]                                 waiting, running, done, failed; items, CU, rate, time left
  w3data-jobs collect [--format ndjson|csv|parquet]           the items of every finished job, in order, on stdout
  w3data-jobs retry                                           queue the failed jobs again

Every command
  --redis <url>            Redis (default: W3DATA_REDIS_URL, else redis://127.0.0.1:6379)
  --queue <name>           the queue of jobs (default: w3data)

work
  --concurrency <n>        jobs at once in this worker (default 4)
  --cu-per-second <n>      the plan's compute units per second, shared by every worker of the key
                           through Redis (default: W3DATA_CU_PER_SECOND)
  --mock-url <url>         call a w3data mock provider at this URL instead of the provider
  --parts <dir>            where pages are written, a folder every worker and collect see
                           (default: W3DATA_JOBS_PARTS, else ./w3data-parts)
  --lock-duration <ms>     how long a silent worker keeps its job before another takes it over (default 30000)
  --drain                  stop once the queue has nothing left to run

The API key comes from each worker's W3DATA_API_KEY, never from Redis or a job.
`

/** `w3data-jobs <command> …`: answers with the exit code. */
export async function main(args: readonly string[], io: Io): Promise<ExitCode> {
  const err = errorOut(io.stderr, [io.env.W3DATA_API_KEY])
  const [command, ...rest] = args
  try {
    switch (command) {
      case 'add':
        return await addJobs(rest, io)
      case 'work': {
        const drain = rest.includes('--drain')
        return await work(
          workOptions(
            rest.filter((arg) => arg !== '--drain'),
            io.env,
          ),
          io,
          drain,
        )
      }
      case 'status':
        return await status(statusOptions(rest, io.env), io)
      case 'collect':
        return await collect(collectOptions(rest, io.env), io)
      case 'retry':
        return await retry(retryOptions(rest, io.env), io)
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.stdout.write(HELP)
        return EXIT.ok
      default:
        throw new UsageError(
          `Unknown command: ${command}. The commands are add, work, status, collect and retry`,
        )
    }
  } catch (error) {
    return reportFailure(err, error, false)
  }
}
