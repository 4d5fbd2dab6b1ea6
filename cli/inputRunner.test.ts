import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RateLimitError } from 'w3data'
import { type LineOutcome, runInput } from './inputRunner'

async function* linesOf(...lines: string[]) {
  yield* lines
}

const rateLimited = (retryAfter: number | undefined) =>
  new RateLimitError({
    status: 429,
    statusText: 'Too Many Requests',
    method: 'GET',
    url: 'http://127.0.0.1/x',
    headers: {},
    body: {},
    retryAfter,
  })

/** A moment of (fake) time. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `runInput` on the fake clock to its end. */
async function runToEnd(options: Parameters<typeof runInput>[0]) {
  const run = runInput(options)
  await vi.runAllTimersAsync()
  return run
}

const START = Date.UTC(2026, 0, 1)
beforeEach(() => {
  vi.useFakeTimers({ now: START })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('runInput', () => {
  it('holds at most maxHeld answers for order while one line stalls, and still writes in order', async () => {
    const LINES = 200
    let release = () => {}
    let pulled = 0
    let answered = 0
    let emitted = 0
    let mostHeld = 0
    async function* lines() {
      for (let n = 1; n <= LINES; n++) {
        pulled++
        yield JSON.stringify({ n })
      }
    }
    const order: unknown[] = []
    const run = runInput({
      lines: lines(),
      concurrency: 8,
      maxHeld: 20,
      call: async ({ n }) => {
        if (n === 1) await new Promise<void>((resolve) => (release = resolve))
        answered++
        mostHeld = Math.max(mostHeld, answered - emitted)
        return { ok: true, value: n }
      },
      emit: async (_, value) => {
        emitted++
        order.push(value)
      },
      fail: () => {},
      stopRequested: () => false,
    })
    await vi.runAllTimersAsync()
    // Line 1 stalls: the lines after it are answered and held, up to the bound, and no further.
    expect(emitted).toBe(0)
    expect(answered).toBe(19)
    expect(pulled).toBeLessThanOrEqual(21)
    release()
    await vi.runAllTimersAsync()
    await run
    expect(order).toEqual(Array.from({ length: LINES }, (_, at) => at + 1))
    expect(mostHeld).toBeLessThanOrEqual(20)
  })

  it('emits in input order, whatever order the calls finish in, each with its input line', async () => {
    const emitted: unknown[] = []
    const finished: unknown[] = []
    await runToEnd({
      lines: linesOf('{"n":1}', '', '{"n":2}', '{"n":3}'),
      concurrency: 3,
      call: async ({ n }) => {
        await pause(30 - (n as number) * 10)
        finished.push(n)
        return { ok: true, value: n }
      },
      emit: async (line, value) => {
        emitted.push([line, value])
      },
      fail: () => {},
      stopRequested: () => false,
    })
    expect(finished).toEqual([3, 2, 1])
    // The blank second line is skipped but still counted.
    expect(emitted).toEqual([
      [1, 1],
      [3, 2],
      [4, 3],
    ])
  })

  it('holds every worker for Retry-After on a RateLimitError, then tries the line again', async () => {
    const waits: number[] = []
    let now = 0
    const answers: LineOutcome[] = [
      { ok: false, error: rateLimited(1500), sent: true },
      { ok: true, value: 'a' },
    ]
    const result = await runInput({
      lines: linesOf('{}'),
      concurrency: 1,
      call: async () => answers.shift() as LineOutcome,
      emit: async () => {},
      fail: () => {},
      stopRequested: () => false,
      clock: {
        now: () => now,
        sleep: async (ms) => {
          waits.push(ms)
          now += ms
        },
      },
    })
    expect(result).toEqual({ failed: 0, refused: 0 })
    expect(waits).toEqual([1500])
    expect(answers).toEqual([])
  })

  it('holds the other workers too: no call starts before the wait is over', async () => {
    let limited = false
    const afterLimit: number[] = []
    await runToEnd({
      lines: linesOf('{"n":1}', '{"n":2}', '{"n":3}', '{"n":4}'),
      concurrency: 2,
      call: async ({ n }) => {
        if (limited) afterLimit.push(Date.now())
        // Each call takes 20 ms, so the second line is in flight when the first one's 429 arrives.
        await pause(20)
        if (n !== 1 || limited) return { ok: true, value: n }
        limited = true
        return { ok: false, error: rateLimited(1000), sent: true }
      },
      emit: async () => {},
      fail: () => {},
      stopRequested: () => false,
    })
    // The 429 came at 20 ms and asked for 1000: the first line again and the third start when the
    // wait ends, the fourth when one of them is done.
    const waitEnd = START + 20 + 1000
    expect(afterLimit).toEqual([waitEnd, waitEnd, waitEnd + 20])
  })

  it('counts a 429 without Retry-After as a failed line, and a refused line apart', async () => {
    const failures: number[] = []
    const result = await runInput({
      lines: linesOf('{}', '[]', '{}'),
      concurrency: 2,
      call: async () => ({ ok: false, error: rateLimited(undefined), sent: true }),
      emit: async () => {},
      fail: (line) => failures.push(line),
      stopRequested: () => false,
    })
    expect(result).toEqual({ failed: 2, refused: 1 })
    expect(failures.sort()).toEqual([1, 2, 3])
  })

  it('gives a line up after five waits, and fails at once a wait longer than maxRetryAfter', async () => {
    let waits: number[] = []
    let calls = 0
    /** One line whose every call meets a 429 asking for `retryAfter` ms, on a clock the waits move. */
    const limited = (retryAfter: number) => ({
      lines: linesOf('{}'),
      concurrency: 1,
      call: async (): Promise<LineOutcome> => {
        calls++
        return { ok: false, error: rateLimited(retryAfter), sent: true }
      },
      emit: async () => {},
      fail: () => {},
      stopRequested: () => false,
      clock: {
        now: () => waits.reduce((sum, ms) => sum + ms, 0),
        sleep: async (ms: number) => {
          waits.push(ms)
        },
      },
    })
    expect(await runInput(limited(10))).toEqual({ failed: 1, refused: 0 })
    expect([calls, waits]).toEqual([6, [10, 10, 10, 10, 10]])
    ;[calls, waits] = [0, []]
    expect(await runInput(limited(60_001))).toEqual({ failed: 1, refused: 0 })
    expect(await runInput({ ...limited(501), maxRetryAfter: 500 })).toEqual({ failed: 1, refused: 0 })
    expect([calls, waits]).toEqual([2, []])
    await runInput(limited(60_000))
    expect(waits[0]).toBe(60_000)
  })

  it('refuses a line that is not a JSON object, and a call that throws, without sending', async () => {
    const failures: [number, string, boolean][] = []
    const result = await runInput({
      lines: linesOf('{', '"text"', 'null', '{"boom":true}', '  '),
      concurrency: 1,
      call: async () => {
        throw new Error('no request')
      },
      emit: async () => {},
      fail: (line, error, sent) => failures.push([line, (error as Error).message, sent]),
      stopRequested: () => false,
    })
    expect(result).toEqual({ failed: 0, refused: 4 })
    expect(failures.map(([line]) => line)).toEqual([1, 2, 3, 4])
    // Coded as a bad value is (C0005): the line is the command's argument.
    expect(failures[0]?.[1]).toMatch(/^\[C0005\] Invalid JSON: /)
    expect(failures[1]).toEqual([2, '[C0005] A line must be a JSON object of parameters', false])
    expect(failures[2]?.[1]).toBe('[C0005] A line must be a JSON object of parameters')
    expect(failures[3]).toEqual([4, 'no request', false])
  })

  it('reports failures in input order too, among the results, whatever order the calls end in', async () => {
    const said: string[] = []
    await runToEnd({
      lines: linesOf('{"n":1}', 'not json', '{"n":3}', '{"n":4}'),
      concurrency: 4,
      call: async ({ n }) => {
        await pause(50 - (n as number) * 10)
        return n === 3 ? { ok: false, error: new Error('refused'), sent: false } : { ok: true, value: n }
      },
      emit: async (line) => {
        said.push(`result ${line}`)
      },
      fail: (line) => said.push(`failure ${line}`),
      stopRequested: () => false,
    })
    expect(said).toEqual(['result 1', 'failure 2', 'failure 3', 'result 4'])
  })

  it('starts no line once a stop is asked, not even one that waited for a slot', async () => {
    const started: unknown[] = []
    let stop = false
    await runToEnd({
      lines: linesOf('{"n":1}', '{"n":2}', '{"n":3}'),
      concurrency: 1,
      call: async ({ n }) => {
        started.push(n)
        await pause(10)
        stop = true
        return { ok: true, value: n }
      },
      emit: async () => {},
      fail: () => {},
      stopRequested: () => stop,
    })
    expect(started).toEqual([1])
  })

  it('waits only for a RateLimitError’s retryAfter, not for another error that carries one', async () => {
    let [calls, waited] = [0, 0]
    const result = await runInput({
      lines: linesOf('{}'),
      concurrency: 1,
      call: async () => {
        calls++
        return { ok: false, error: Object.assign(new Error('unavailable'), { retryAfter: 10 }), sent: true }
      },
      emit: async () => {},
      fail: () => {},
      stopRequested: () => false,
      clock: {
        now: () => waited,
        sleep: async (ms) => {
          waited += ms
        },
      },
    })
    expect([result, calls, waited]).toEqual([{ failed: 1, refused: 0 }, 1, 0])
  })
})
