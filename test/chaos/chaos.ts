// The chaos run: many calls across Aptos and EVM operations against the mock provider, each with a
// seeded fault plan, then checks of every call against the retry rules and a model of the outcome.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { type CallOptions, createClient, isW3DataError, type LogSink, type W3DataClient } from 'w3data'
import { type ApiCatalogue, catalogues, type OperationEntry } from 'w3data/catalogue'
import { createMockServer, type FaultPlan, type MockServer } from 'w3data/mock'
import { type Attempt, CALL_HEADER, createCountingFetch } from './attempts'
import {
  askedRetryAfter,
  createRandom,
  drawFault,
  type Expected,
  expectedOutcome,
  type FaultKind,
  pick,
  RETRYABLE_METHODS,
  RETRYABLE_STATUSES,
} from './faults'
import { type HostileFigures, runHostile } from './hostile'
import { sampleParams } from './params'

export interface ChaosOptions {
  /** Logical calls to make. */
  calls: number
  /** Seeds the mock's data and the fault plans. */
  seed: number
  /** Calls in flight at once. */
  concurrency: number
  /** Share of calls that go to a write (POST/PUT) operation. @default 0.25 */
  writeShare?: number
}

export interface ChaosReport {
  calls: number
  settled: number
  /** Operations used, by method. */
  operations: Record<string, number>
  /** Operations the mock serves under another operationId (same method and path template). */
  aliased: string[]
  /** Operations left out because they fail without any fault (named with the reason). */
  excluded: string[]
  /** Calls per fault kind drawn. */
  faults: Record<string, number>
  /** Requests answered by a fault, by what the client saw (status, reset, timeout, broken JSON). */
  faultResponses: Record<string, number>
  /** Calls per method. */
  methods: Record<string, number>
  /** Requests sent (fetch wrapper) and received (mock log). */
  requestsSent: number
  requestsReceived: number
  retries: number
  /** Retries by the status that caused them. */
  retriesAfter: Record<string, number>
  /** Calls per maxRetries of the client used. */
  maxRetries: Record<string, number>
  /** Outcomes: `value`, `null`, or the error class. */
  outcomes: Record<string, number>
  /** Retries after a Retry-After within maxRetryAfter (waited out). */
  retryAfterWaits: number
  /** Calls ended at once by a Retry-After past maxRetryAfter, the wait carried on the error. */
  longRetryAfterSurfaced: number
  /** The hostile rounds: redirects refused, paging loops stopped, oversize answers refused. */
  hostile: HostileFigures
  /** Verbose "retrying" log lines. */
  retryLogLines: number
  logLines: number
  unhandledRejections: number
  /** Timeouts no plan asked for (an attempt slowed past 200 ms by the shared, loaded event loop). */
  unplannedTimeouts: number
  /** The longest event-loop stall seen during the run, in ms (client and mock share the loop). */
  eventLoopMaxDelayMs: number
  /** Every broken rule, one line each. Empty when the run passes. */
  violations: string[]
  /** Calls that passed every check, and the run-wide checks (no unhandled rejection, key never logged). */
  passed: number
  failed: number
  durationMs: number
}

/** The chaos run's client options: tiny delays so that thousands of retries take seconds. */
export const CHAOS_CLIENT = {
  retryDelay: 1,
  maxRetryDelay: 5,
  maxRetryAfter: 20,
  timeout: 200,
} as const

const API_KEY = 'chaos-secret-api-key-7f3a9c'
/** Writes the run must include whatever else the catalogue holds. */
const REQUIRED_OPERATIONS = [
  'aptos.submitTransaction',
  'aptos.submitBatchTransactions',
  'evm.getMultipleTokenPrices',
]
const CLIENT_RETRIES = [0, 2, 3] as const
const SETTLE_DEADLINE_MS = 10_000

type Invoke = (params: unknown, options?: CallOptions) => Promise<unknown>

interface ChaosOperation {
  entry: OperationEntry
  params: Record<string, unknown>
  write: boolean
  /** The operation resolves null even without a fault (a nullable operation's not-found body). */
  nullWhenServed: boolean
  /**
   * The operationId the mock serves the request as: the fault route. Two operations share one
   * path template (getAccountResource and getAccountModule, both /accounts/{address}/resource/{x}
   * as the reference documents them), so the mock cannot tell them apart.
   */
  route: string
}

interface CallRecord {
  id: string
  operation: ChaosOperation
  kind: FaultKind
  plan: FaultPlan
  maxRetries: number
  expected: Expected
  outcome: string
  error?: unknown
}

const bump = (record: Record<string, number>, key: string | number, by = 1) => {
  record[key] = (record[key] ?? 0) + by
}

function invoker(client: W3DataClient, entry: OperationEntry): Invoke {
  const api = (client as unknown as Record<string, Record<string, Invoke>>)[entry.api]
  const operation = api?.[entry.id]
  if (typeof operation !== 'function') throw new Error(`client.${entry.api}.${entry.id} is not a function`)
  return operation
}

/** Every Aptos and EVM operation that succeeds without faults, with its sample parameters. */
async function chaosOperations(
  client: W3DataClient,
  mock: MockServer,
): Promise<{ operations: ChaosOperation[]; excluded: string[] }> {
  const operations: ChaosOperation[] = []
  const excluded: string[] = []
  const apis = catalogues.filter((catalogue: ApiCatalogue) => ['aptos', 'evm'].includes(catalogue.api))
  for (const catalogue of apis) {
    for (const entry of catalogue.operations) {
      const params = sampleParams(catalogue, entry)
      try {
        mock.requests.reset()
        const result = await invoker(client, entry)(params)
        operations.push({
          entry,
          params,
          write: !RETRYABLE_METHODS.has(entry.method),
          nullWhenServed: result === null,
          route: mock.requests[0]?.operationId ?? entry.id,
        })
      } catch (error) {
        excluded.push(`${entry.api}.${entry.id}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  return { operations, excluded }
}

/** Settles with the call's outcome name (and the error), never rejects; `undefined` past the deadline. */
async function settle(promise: Promise<unknown>): Promise<{ outcome: string; error?: unknown } | undefined> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SETTLE_DEADLINE_MS)
  })
  const result = promise.then(
    (value) => ({ outcome: value === null ? 'null' : 'value' }),
    (error: unknown) => ({
      outcome: isW3DataError(error)
        ? error.name
        : `not a W3DataError: ${error instanceof Error ? error.name : typeof error}`,
      error,
    }),
  )
  try {
    return await Promise.race([result, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Counts the mock's requests per call id. The mock keeps only its latest 10,000 requests, so the
 * log is drained (copied, then reset, with no await in between) after every call.
 */
function createReceivedTally(mock: MockServer) {
  const received = new Map<string, number>()
  let total = 0
  const drain = () => {
    for (const request of mock.requests) {
      const id = request.headers[CALL_HEADER]
      if (id !== undefined) received.set(id, (received.get(id) ?? 0) + 1)
    }
    total += mock.requests.length
    mock.requests.reset()
  }
  /** Waits until the mock has logged `count` requests of call `id`, so its fault plan is consumed. */
  const waitFor = async (id: string, count: number, limitMs = 2_000) => {
    const started = performance.now()
    for (;;) {
      drain()
      if ((received.get(id) ?? 0) >= count || performance.now() - started > limitMs) return
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }
  return { received, drain, waitFor, total: () => total }
}

function describeAttempts(attempts: readonly Attempt[]): string {
  return attempts.map((attempt) => attempt.status ?? attempt.error ?? 'pending').join(' → ')
}

/** Checks one call; returns its violations. */
function checkCall(
  call: CallRecord,
  attempts: readonly Attempt[],
  received: number,
  report: ChaosReport,
): string[] {
  const problems: string[] = []
  const { entry } = call.operation
  const where = `call ${call.id} ${entry.method} ${entry.api}.${entry.id} [${call.kind} ${JSON.stringify(call.plan)}, maxRetries ${call.maxRetries}]`
  const method = entry.method
  if (call.outcome.startsWith('not a W3DataError') || call.outcome === 'unsettled')
    problems.push(`${where}: ${call.outcome} (${String(call.error)})`)
  if (attempts.length === 0) problems.push(`${where}: never sent`)
  if (attempts.length > call.maxRetries + 1)
    problems.push(`${where}: sent ${attempts.length} times, more than maxRetries + 1`)
  if (!RETRYABLE_METHODS.has(method) && attempts.length > 1)
    problems.push(`${where}: a ${method} was sent ${attempts.length} times`)
  if (!RETRYABLE_METHODS.has(method) && received > 1)
    problems.push(`${where}: the mock received a ${method} ${received} times`)
  for (const [index, attempt] of attempts.entries()) {
    if (attempt.method !== method) problems.push(`${where}: attempt ${index + 1} used ${attempt.method}`)
    const last = index === attempts.length - 1
    if (last) continue
    // Retried: allowed only after one of the listed statuses, never after a reset, a timeout or a 4xx.
    if (attempt.status === undefined || !RETRYABLE_STATUSES.has(attempt.status))
      problems.push(`${where}: retried after ${attempt.status ?? attempt.error}`)
    else bump(report.retriesAfter, attempt.status)
    const next = attempts[index + 1]
    if (attempt.retryAfter && attempt.end !== undefined && next) {
      const asked = askedWait(attempt.retryAfter, attempt.end)
      if (asked !== undefined && asked > CHAOS_CLIENT.maxRetryAfter)
        problems.push(`${where}: retried after Retry-After ${attempt.retryAfter}, past maxRetryAfter`)
      else if (asked !== undefined) {
        report.retryAfterWaits++
        // Timers may fire a millisecond early.
        if (next.start - attempt.end < asked - 2)
          problems.push(`${where}: retried before the ${asked} ms Retry-After asked for`)
      }
    }
  }
  const lastAttempt = attempts.at(-1)
  const lastAsked =
    lastAttempt?.retryAfter && lastAttempt.end !== undefined
      ? askedWait(lastAttempt.retryAfter, lastAttempt.end)
      : undefined
  const surfaced = lastAsked !== undefined && lastAsked > CHAOS_CLIENT.maxRetryAfter
  if (surfaced) {
    report.longRetryAfterSurfaced++
    const carried = (call.error as { retryAfter?: unknown } | undefined)?.retryAfter
    if (typeof carried !== 'number' || carried <= CHAOS_CLIENT.maxRetryAfter)
      problems.push(
        `${where}: the error does not carry the ${lastAsked} ms Retry-After (got ${String(carried)})`,
      )
  }
  if (
    !surfaced &&
    lastAttempt?.status !== undefined &&
    RETRYABLE_METHODS.has(method) &&
    RETRYABLE_STATUSES.has(lastAttempt.status) &&
    attempts.length <= call.maxRetries
  )
    problems.push(`${where}: gave up after ${lastAttempt.status} with retries left`)
  if (received !== attempts.length && !(call.outcome === 'TimeoutError' && received <= attempts.length))
    problems.push(`${where}: the client sent ${attempts.length} requests, the mock received ${received}`)
  // The model: attempts and outcome follow from the plan and the rules alone.
  const expected =
    call.operation.nullWhenServed && call.expected.outcome === 'value' ? 'null' : call.expected.outcome
  const matches = attempts.length === call.expected.attempts && call.outcome === expected
  // Client and mock share one event loop: under load an attempt can miss its 200 ms now and then.
  // Such a timeout must still end the call (checked above); it is counted, not held against the model.
  const hostTimeout =
    !matches &&
    call.outcome === 'TimeoutError' &&
    expected !== 'TimeoutError' &&
    attempts.length <= call.expected.attempts &&
    lastAttempt?.status === undefined &&
    lastAttempt?.error !== 'TypeError'
  if (hostTimeout) report.unplannedTimeouts++
  else if (!matches)
    problems.push(
      `${where}: expected ${call.expected.attempts} attempt(s) and ${expected}, got ${attempts.length} (${describeAttempts(attempts)}) and ${call.outcome}`,
    )
  return problems
}

/** The wait a Retry-After asked for, in ms, as of `now` (a performance.now() time). */
function askedWait(header: string, now: number): number | undefined {
  const seconds = Number(header)
  if (header.trim() !== '' && Number.isFinite(seconds)) return seconds * 1000
  return askedRetryAfter(header, Date.now() - (performance.now() - now))
}

/**
 * Starts the mock on 127.0.0.1, makes `calls` calls with `concurrency` in flight, each with a
 * seeded fault plan on its operation (an operation has one call in flight at a time, so a plan
 * belongs to exactly one call), then checks every call. Never throws for a broken rule: those are
 * listed in `violations`.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const { calls, seed, concurrency } = options
  const writeShare = options.writeShare ?? 0.25
  const started = performance.now()
  const random = createRandom(seed)
  const report: ChaosReport = {
    calls,
    settled: 0,
    operations: {},
    excluded: [],
    aliased: [],
    faults: {},
    faultResponses: {},
    methods: {},
    requestsSent: 0,
    requestsReceived: 0,
    retries: 0,
    retriesAfter: {},
    maxRetries: {},
    outcomes: {},
    retryAfterWaits: 0,
    longRetryAfterSurfaced: 0,
    hostile: {
      redirectsRefused: 0,
      loopsStopped: 0,
      oversizeRefused: 0,
      tricklesTimedOut: 0,
      emptyStreamsStopped: 0,
      unknownMembersKept: 0,
      errorPagesBounded: 0,
      requestsToThief: 0,
      violations: [],
    },
    retryLogLines: 0,
    logLines: 0,
    unhandledRejections: 0,
    eventLoopMaxDelayMs: 0,
    unplannedTimeouts: 0,
    violations: [],
    passed: 0,
    failed: 0,
    durationMs: 0,
  }

  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)

  const keyLeaks: string[] = []
  const sink: LogSink = {
    debug: (message, details) => line(message, details),
    info: (message, details) => line(message, details),
    warn: (message, details) => line(message, details),
    error: (message, details) => line(message, details),
  }
  function line(message: string, details: unknown) {
    report.logLines++
    if (message.includes('retrying')) report.retryLogLines++
    const text = message + (details === undefined ? '' : JSON.stringify(details))
    if (text.includes(API_KEY) && keyLeaks.length < 5) keyLeaks.push(text)
  }

  let missing: string[] = []
  let untagged = 0
  const mock = await createMockServer({ port: 0, host: '127.0.0.1', seed, pageItems: 5 })
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  try {
    const counting = createCountingFetch()
    const base = {
      apiKey: API_KEY,
      baseUrls: mock.baseUrls,
      fetch: counting.fetch,
      ...CHAOS_CLIENT,
      logLevel: 'verbose' as const,
      logger: sink,
    }
    const clients = new Map(
      CLIENT_RETRIES.map((maxRetries) => [maxRetries, createClient({ ...base, maxRetries })]),
    )
    const { operations, excluded } = await chaosOperations(
      createClient({ apiKey: API_KEY, baseUrls: mock.baseUrls, maxRetries: 0, logLevel: 'off' }),
      mock,
    )
    report.aliased = operations
      .filter((operation) => operation.route !== operation.entry.id)
      .map((operation) => `${operation.entry.id} (served as ${operation.route})`)
    report.excluded = excluded
    missing = REQUIRED_OPERATIONS.filter(
      (required) =>
        !operations.some((operation) => `${operation.entry.api}.${operation.entry.id}` === required),
    )
    for (const operation of operations) bump(report.operations, operation.entry.method)
    const reads = operations.filter((operation) => !operation.write)
    const writes = operations.filter((operation) => operation.write)
    if (reads.length < concurrency || writes.length === 0)
      throw new Error(`too few operations for the chaos run: ${reads.length} reads, ${writes.length} writes`)
    mock.requests.reset()
    const tally = createReceivedTally(mock)

    // Every call's plan is drawn up front from the seed; which free operation runs it depends on timing.
    const plans = Array.from({ length: calls }, () => ({
      ...drawFault(random),
      write: random() < writeShare,
      maxRetries: pick(random, CLIENT_RETRIES),
    }))
    const pickOperation = createRandom(seed ^ 0x5eed)
    const records: CallRecord[] = []
    let next = 0

    // One call in flight per fault route, so that a plan belongs to exactly one call.
    const busy = new Set<string>()
    const take = (write: boolean): ChaosOperation => {
      const free = (write ? writes : reads).filter((operation) => !busy.has(operation.route))
      const pool = free.length > 0 ? free : operations.filter((operation) => !busy.has(operation.route))
      const operation = pick(pickOperation, pool)
      busy.add(operation.route)
      return operation
    }

    const worker = async () => {
      while (next < calls) {
        const index = next++
        const drawn = plans[index]
        if (!drawn) break
        const operation = take(drawn.write)
        const id = String(index)
        const client = clients.get(drawn.maxRetries) as W3DataClient
        const { entry } = operation
        mock.faults.set(operation.route, drawn.plan)
        const settled = await settle(
          invoker(client, entry)(operation.params, { headers: { [CALL_HEADER]: id } }),
        )
        const sent = counting.attempts.get(id)?.length ?? 0
        // A timed-out request may still be on its way: keep the plan until the mock has taken it.
        if (settled?.outcome === 'TimeoutError') await tally.waitFor(id, sent)
        else tally.drain()
        mock.faults.clear(operation.route)
        busy.delete(operation.route)
        if (settled) report.settled++
        records.push({
          id,
          operation,
          kind: drawn.kind,
          plan: drawn.plan,
          maxRetries: drawn.maxRetries,
          expected: expectedOutcome(
            drawn.plan,
            entry.method,
            entry.nullable,
            drawn.maxRetries,
            CHAOS_CLIENT.timeout,
            CHAOS_CLIENT.maxRetryAfter,
          ),
          outcome: settled?.outcome ?? 'unsettled',
          ...(settled && 'error' in settled && { error: settled.error }),
        })
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    // Let aborted fetches and late rejections surface before checking.
    await new Promise((resolve) => setTimeout(resolve, 50))

    tally.drain()
    const { received } = tally
    report.requestsReceived = tally.total()
    for (const call of records) {
      const attempts = counting.attempts.get(call.id) ?? []
      report.requestsSent += attempts.length
      report.retries += Math.max(0, attempts.length - 1)
      bump(report.faults, call.kind)
      bump(report.methods, call.operation.entry.method)
      bump(report.maxRetries, call.maxRetries)
      bump(report.outcomes, call.outcome)
      for (const attempt of attempts) {
        const served =
          attempt.status !== undefined
            ? attempt.status >= 400
              ? String(attempt.status)
              : undefined
            : attempt.error === 'TypeError'
              ? 'reset'
              : 'timeout'
        if (served) bump(report.faultResponses, served)
      }
      if (call.outcome === 'ResponseValidationError') bump(report.faultResponses, 'malformed JSON')
      const problems = checkCall(call, attempts, received.get(call.id) ?? 0, report)
      if (problems.length === 0) report.passed++
      else {
        report.failed++
        report.violations.push(...problems)
      }
    }
    untagged = counting.attempts.get('untagged')?.length ?? 0
  } finally {
    loopDelay.disable()
    report.eventLoopMaxDelayMs = Math.round(loopDelay.max / 1e6)
    await mock.close()
    process.off('unhandledRejection', onUnhandled)
  }

  // Run-wide checks.
  report.unhandledRejections = unhandled.length
  for (const [name, broken] of [
    [
      'no unhandled rejection',
      unhandled.length > 0 ? `unhandled rejections: ${unhandled.map(String).join('; ')}` : '',
    ],
    ['the API key never reaches a log line', keyLeaks.length > 0 ? `API key logged: ${keyLeaks[0]}` : ''],
    ['every call settled', report.settled !== calls ? `${calls - report.settled} calls did not settle` : ''],
    ['the required writes ran', missing.length > 0 ? `not in the run: ${missing.join(', ')}` : ''],
    ['every request carried its call id', untagged > 0 ? `${untagged} requests without ${CALL_HEADER}` : ''],
  ] as const) {
    if (broken) {
      report.failed++
      report.violations.push(`${name}: ${broken}`)
    } else report.passed++
  }
  // A provider turned hostile: one round per hundred calls, each refusal checked.
  report.hostile = await runHostile(Math.max(3, Math.ceil(calls / 100)))
  if (report.hostile.violations.length > 0) {
    report.failed++
    report.violations.push(...report.hostile.violations.map((line) => `hostile provider: ${line}`))
  } else report.passed++
  report.durationMs = Math.round(performance.now() - started)
  return report
}

const table = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([key, count]) => `${key} ${count}`)
    .join(', ')

/** The figures of a run, one per line. */
export function formatReport(report: ChaosReport): string[] {
  return [
    `calls: ${report.calls} (settled ${report.settled}) in ${(report.durationMs / 1000).toFixed(1)} s`,
    `operations: ${table(report.operations)}${report.excluded.length ? `; excluded ${report.excluded.length}` : ''}`,
    ...(report.aliased.length ? [`served under another operationId: ${report.aliased.join(', ')}`] : []),
    `calls by method: ${table(report.methods)}`,
    `calls by client maxRetries: ${table(report.maxRetries)}`,
    `faults injected (calls by plan): ${table(report.faults)}`,
    `fault responses seen: ${table(report.faultResponses)}`,
    `requests: sent ${report.requestsSent}, received by the mock ${report.requestsReceived}`,
    `retries: ${report.retries} (after ${table(report.retriesAfter)})`,
    `Retry-After: ${report.retryAfterWaits} waits within maxRetryAfter (${CHAOS_CLIENT.maxRetryAfter} ms); ${report.longRetryAfterSurfaced} longer ones surfaced at once on the error`,
    `hostile provider: redirects to another origin refused ${report.hostile.redirectsRefused} (requests that reached it: ${report.hostile.requestsToThief}), paging loops stopped ${report.hostile.loopsStopped}, oversize answers refused ${report.hostile.oversizeRefused}, trickles timed out ${report.hostile.tricklesTimedOut}, empty cursor streams stopped ${report.hostile.emptyStreamsStopped}, unknown union members kept ${report.hostile.unknownMembersKept}, huge error pages bounded ${report.hostile.errorPagesBounded}`,
    `outcomes: ${table(report.outcomes)}`,
    `log lines: ${report.logLines} (retrying ${report.retryLogLines})`,
    `unhandled rejections: ${report.unhandledRejections}`,
    `longest event-loop stall: ${report.eventLoopMaxDelayMs} ms; timeouts no plan asked for: ${report.unplannedTimeouts}`,
    ...report.excluded.map((line) => `excluded: ${line}`),
    ...report.violations.slice(0, 50).map((line) => `VIOLATION ${line}`),
  ]
}
