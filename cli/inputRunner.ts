import { CoreErrorCode, RateLimitError, W3DataError } from 'w3data'

/** One call's outcome; `sent` says whether a request left (if not, the line itself was refused). */
export type LineOutcome = { ok: true; value: unknown } | { ok: false; error: unknown; sent: boolean }

export interface InputOptions {
  lines: AsyncIterable<string>
  concurrency: number
  /** Runs one line's call. */
  call: (params: Record<string, unknown>) => Promise<LineOutcome>
  /** Receives each result with its input line (numbered from 1), in the order of the input lines. */
  emit: (line: number, value: unknown) => Promise<void>
  /** Reports a failed line (numbered from 1). */
  fail: (line: number, error: unknown, sent: boolean) => void
  stopRequested: () => boolean
  /**
   * The longest pause a 429's Retry-After may ask for, in ms, as the client's own `maxRetryAfter`:
   * a line asked to wait longer fails instead. @default 60000
   */
  maxRetryAfter?: number
  /**
   * Answers held back for input order (a slow line holds every later one) plus calls in flight:
   * at this many, no further line is read until the slow one is written, so memory stays flat.
   * At least `concurrency`. @default 256
   */
  maxHeld?: number
  /** The time and the wait; injectable for tests. */
  clock?: Clock
}

export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}

/** A line that keeps meeting 429s gives up after this many waits. */
const MAX_RATE_LIMIT_WAITS = 5

export const DEFAULT_MAX_HELD = 256

/**
 * `--input`: one call per NDJSON line, `concurrency` at a time, results written in input order.
 * On a 429 the runtime has already waited out what it may (its Retry-After rule); when the call
 * still fails with a RateLimitError carrying `retryAfter` (at most `maxRetryAfter`), every worker
 * holds off that long and the line is tried again. Returns how many lines failed at the provider and how many were refused.
 */
export async function runInput(options: InputOptions): Promise<{ failed: number; refused: number }> {
  const clock = options.clock ?? realClock
  const maxRetryAfter = options.maxRetryAfter ?? 60_000
  const maxHeld = Math.max(options.maxHeld ?? DEFAULT_MAX_HELD, options.concurrency)
  const counts = { failed: 0, refused: 0 }
  // Each line's outcome (none for a blank line), held until the lines before it are written.
  const done = new Map<number, LineOutcome | undefined>()
  let emitted = 0
  let emitting = Promise.resolve()
  let quietUntil = 0

  /** Writes the finished results and failures that are next in input order. */
  const flush = () => {
    emitting = emitting.then(async () => {
      while (done.has(emitted)) {
        const outcome = done.get(emitted)
        done.delete(emitted)
        emitted++
        if (outcome?.ok) await options.emit(emitted, outcome.value)
        else if (outcome) options.fail(emitted, outcome.error, outcome.sent)
      }
    })
    return emitting
  }

  const runLine = async (index: number, text: string) => {
    let outcome: LineOutcome
    try {
      outcome = await callWithPacing(parseLine(text))
    } catch (error) {
      outcome = { ok: false, error, sent: false }
    }
    if (!outcome.ok) counts[outcome.sent ? 'failed' : 'refused']++
    done.set(index, outcome)
    await flush()
  }

  const callWithPacing = async (params: Record<string, unknown>): Promise<LineOutcome> => {
    for (let waits = 0; ; waits++) {
      while (clock.now() < quietUntil) await clock.sleep(quietUntil - clock.now())
      const outcome = await options.call(params)
      const retryAfter =
        !outcome.ok && outcome.error instanceof RateLimitError ? outcome.error.retryAfter : undefined
      if (retryAfter === undefined || retryAfter > maxRetryAfter || waits >= MAX_RATE_LIMIT_WAITS)
        return outcome
      quietUntil = Math.max(quietUntil, clock.now() + retryAfter)
    }
  }

  const inFlight = new Set<Promise<void>>()
  let index = -1
  // Held answers wait for the lines in flight before them, so only a line in flight can free room.
  const full = () =>
    inFlight.size >= options.concurrency || (inFlight.size > 0 && inFlight.size + done.size >= maxHeld)
  for await (const text of options.lines) {
    index++
    while (full()) await Promise.race(inFlight)
    if (text.trim() === '') {
      done.set(index, undefined)
      if (inFlight.size === 0) await flush()
      continue
    }
    // Checked once a slot is free: a line that waited for one is not in flight yet.
    if (options.stopRequested()) break
    const running = runLine(index, text).finally(() => inFlight.delete(running))
    inFlight.add(running)
  }
  await Promise.all(inFlight)
  await flush()
  return counts
}

/** A line's parameters; a line that is no JSON object is refused with C0005, as a bad value is. */
export function parseLine(text: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw lineError(`Invalid JSON: ${(error as Error).message}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw lineError('A line must be a JSON object of parameters')
  return value as Record<string, unknown>
}

const lineError = (message: string) => new W3DataError({ code: CoreErrorCode.INVALID_ARGUMENT, message })
