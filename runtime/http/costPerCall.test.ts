// What a call costs, counted rather than timed, so that a busy machine cannot
// hide a regression. Each count changes only when the code does.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { promisesOf } from '../../test/support/promiseCount'
import { createLogger } from '../client/Logger'
import type { HttpRequest, HttpTransport } from './httpTypes'
import { quoteUnsafeIntegers } from './quoteUnsafeIntegers'
import { send } from './send'

// The JavaScript pass over a body that keeps integers past 2^53 exact, counted.
vi.mock('./quoteUnsafeIntegers', async (original) => {
  const actual = await original<typeof import('./quoteUnsafeIntegers')>()
  return { quoteUnsafeIntegers: vi.fn(actual.quoteUnsafeIntegers) }
})

/** An ENS token id: a uint256 in decimal, 77 digits. */
const TOKEN_ID = '5'.repeat(77)
const UNSAFE = '9007199254740993'

const REQUEST: HttpRequest = {
  method: 'GET',
  url: 'https://api.test/v1/balance',
  headers: { 'x-api-key': 'test-key' },
  operationId: 'getBalance',
  timeout: 1000,
  allowNotFound: false,
  maxResponseBytes: 1_000_000,
}

/** A transport whose in-memory fetch answers `body` to every request. */
const answering = (body: string): HttpTransport => ({
  fetch: async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
  retry: { maxRetries: 0, baseDelay: 1, maxDelay: 1, maxRetryAfter: 1000 },
  logger: createLogger({ level: 'off' }),
})

beforeEach(() => {
  vi.mocked(quoteUnsafeIntegers).mockClear()
})

describe('the pass that keeps integers past 2^53 exact', () => {
  it('reads no body whose long digit runs are all inside strings', async () => {
    const items = Array.from(
      { length: 100 },
      () => `{"token_id":"${TOKEN_ID}","memo":"paid ${UNSAFE}, [${UNSAFE}"}`,
    )
    const { body } = await send(REQUEST, answering(`{"result":[${items.join(',')}]}`))
    expect((body as { result: unknown[] }).result).toHaveLength(100)
    expect(quoteUnsafeIntegers).not.toHaveBeenCalled()
  })

  it('reads a body once when it holds integers JSON.parse would round', async () => {
    const { body } = await send(REQUEST, answering(`{"balance":${UNSAFE},"total":-${UNSAFE}}`))
    expect(body).toEqual({ balance: UNSAFE, total: `-${UNSAFE}` })
    expect(quoteUnsafeIntegers).toHaveBeenCalledTimes(1)
  })
})

describe('the signals one call makes', () => {
  /** AbortControllers made and signals joined by one `send` of `request`, once ky has loaded. */
  async function signalsOf(request: HttpRequest) {
    const transport = answering('{"balance":"1"}')
    await send(request, transport) // ky loads once per process; the count is per call after that
    let controllers = 0
    vi.stubGlobal(
      'AbortController',
      class extends AbortController {
        constructor() {
          super()
          controllers++
        }
      },
    )
    const joined = vi.spyOn(AbortSignal, 'any')
    try {
      await send(request, transport)
      return { controllers, joined: joined.mock.calls.length }
    } finally {
      vi.unstubAllGlobals()
      joined.mockRestore()
    }
  }

  // Each signal a Request follows costs every call a listener and a finalizer on Node 20. ky makes
  // a controller, a Request and its clone; the attempt's deadline is a time, not a signal.
  it("makes ky's three AbortControllers and joins no signals, with no caller's signal", async () => {
    expect(await signalsOf(REQUEST)).toEqual({ controllers: 3, joined: 0 })
  })

  it("joins signals once, ky's with the caller's, when the caller gives one", async () => {
    const signal = new AbortController().signal
    expect(await signalsOf({ ...REQUEST, signal })).toEqual({ controllers: 3, joined: 1 })
  })
})

describe('the promises one call makes', () => {
  // Each async step of ours is a promise and a turn of the microtask queue per call: the body is
  // read in one step, JSON.parse's check makes none. ky with its fetch, Response and text() makes
  // most of these; the count moves when either changes.
  it('makes 48 promises for one send, ky, fetch and the body read included', async () => {
    const transport = answering('{"balance":"1"}')
    expect(await promisesOf(() => send(REQUEST, transport))).toBe(48)
  })
})
