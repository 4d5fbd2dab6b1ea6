import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../client/Logger'
import {
  AbortError,
  HttpError,
  NetworkError,
  NotFoundError,
  RedirectRefusedError,
  ResponseTooLargeError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
  UnsupportedProtocolError,
} from '../errors/index'
import { MAX_ERROR_TEXT } from '../errors/redact'
import type { HttpRequest, HttpTransport } from './httpTypes'
import type { RetryPolicy } from './retry'
import { send } from './send'

// send() against a stub fetch: what it sends, follows and retries, and what each answer becomes.

const URL = 'https://api.test/v1/items'
const POLICY: RetryPolicy = { maxRetries: 2, baseDelay: 1, maxDelay: 1, maxRetryAfter: 1000 }

interface Sent {
  method: string
  url: string
  contentType: string | null
  body: string
}

/** A transport whose fetch answers with `answers` in turn (the last one again when they run out). */
function stub(answers: readonly (() => Response | Promise<Response>)[], retry: Partial<RetryPolicy> = {}) {
  const sent: Sent[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request
    sent.push({
      method: request.method,
      url: request.url,
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    })
    const answer = answers[Math.min(sent.length, answers.length) - 1] as () => Response | Promise<Response>
    return answer()
  }
  const transport: HttpTransport = {
    fetch: fetch as typeof globalThis.fetch,
    retry: { ...POLICY, ...retry },
    logger: createLogger({ level: 'off' }),
  }
  return { transport, sent }
}

function request(overrides: Partial<HttpRequest> = {}): HttpRequest {
  return {
    method: 'GET',
    url: URL,
    headers: {},
    operationId: 'getItems',
    timeout: 1000,
    allowNotFound: false,
    maxResponseBytes: 100_000,
    ...overrides,
  }
}

const POST = { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } }

/** An answer without a body at all, as a stub or another fetch may give. */
const bare =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response(null, { status, headers })
const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status })
const text =
  (body: string, status = 200) =>
  () =>
    new Response(body, { status })
/** A body that sends `first`, then fails as a reset connection does. */
const broken = (status: number, first: string) => () =>
  new Response(
    new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(first))
        controller.error(new Error('socket hang up'))
      },
    }),
    { status },
  )
/** A body that sends `first`, then nothing more. */
const stalled = (first: string) => () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(first))
      },
    }),
  )

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call resolved')
    },
    (error: unknown) => error,
  )

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('what is sent', () => {
  it('refuses a URL that is not http(s), before sending anything', async () => {
    const { transport, sent } = stub([json({})])
    for (const url of ['ftp://api.test/?next=https://api.test/', 'file:///etc/hosts#http://x']) {
      const error = await failure(send(request({ url }), transport))
      expect(error).toBeInstanceOf(UnsupportedProtocolError)
      expect((error as Error).message).toBe(`[C0006] Request failed: unsupported protocol in ${url}`)
    }
    expect(sent).toEqual([])
  })

  it('takes http and https in any case', async () => {
    const { transport, sent } = stub([json({})])
    await send(request({ url: 'HTTP://api.test/a' }), transport)
    await send(request({ url: 'https://api.test/b' }), transport)
    expect(sent.map((one) => one.url)).toEqual(['http://api.test/a', 'https://api.test/b'])
  })
})

describe('answers', () => {
  it('resolves a 2xx with its JSON, and an empty one with no body', async () => {
    expect(await send(request(), stub([json({ a: 1 })]).transport)).toEqual({ status: 200, body: { a: 1 } })
    expect(await send(request(), stub([text('')]).transport)).toEqual({ status: 200, body: undefined })
    expect(await send(request(), stub([bare(200)]).transport)).toEqual({ status: 200, body: undefined })
  })

  it('refuses a 2xx body that is not JSON with C0016', async () => {
    const error = await failure(send(request(), stub([text('{"a":')]).transport))
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect((error as Error).message).toBe('[C0016] Response of getItems is not valid JSON')
  })

  it('resolves a 404 of a nullable operation, whatever its body; other failures still throw', async () => {
    const nullable = request({ allowNotFound: true })
    expect(await send(nullable, stub([text('<html>gone</html>', 404)]).transport)).toEqual({
      status: 404,
      body: '<html>gone</html>',
    })
    expect(await failure(send(request(), stub([json({}, 404)]).transport))).toBeInstanceOf(NotFoundError)
    expect(await failure(send(nullable, stub([json({}, 400)]).transport))).toBeInstanceOf(HttpError)
    const server = stub([json({}, 500)], { maxRetries: 0 })
    expect(await failure(send(nullable, server.transport))).toBeInstanceOf(ServerError)
  })

  it('stops reading past maxResponseBytes with ResponseTooLargeError', async () => {
    const error = await failure(
      send(request({ maxResponseBytes: 10 }), stub([text('"01234567890"')]).transport),
    )
    expect(error).toBeInstanceOf(ResponseTooLargeError)
    expect((error as Error).message).toBe(
      '[C0006] Request failed: the answer is larger than maxResponseBytes (10 bytes)',
    )
  })

  it('turns a body cut off mid-way into NetworkError with its reason', async () => {
    const error = await failure(send(request(), stub([broken(200, '{"a":')]).transport))
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as Error).message).toBe('[C0006] Request failed: socket hang up')
  })

  it('turns a body that stalls past the timeout into TimeoutError', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const call = failure(send(request({ timeout: 50 }), stub([stalled('{"a":')]).transport))
    await vi.advanceTimersByTimeAsync(50)
    const error = await call
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe('[C0006] Request failed: timed out after 50 ms')
  })

  it('turns an abort mid-body into AbortError', async () => {
    const controller = new AbortController()
    // The caller aborts once the first chunk is read, when the body is asked for more.
    const abortingMidBody = () =>
      new Response(
        new ReadableStream({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"a":'))
          },
          pull() {
            controller.abort()
          },
        }),
      )
    const error = await failure(
      send(request({ signal: controller.signal }), stub([abortingMidBody]).transport),
    )
    expect(error).toBeInstanceOf(AbortError)
    expect((error as Error).message).toBe('[C0006] Request failed: the request was aborted')
  })

  it('leaves no timer behind once a call is over, answered or failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await send(request(), stub([json({})]).transport)
    expect(vi.getTimerCount()).toBe(0)
    await failure(send(request(), stub([json({}, 400)]).transport))
    expect(vi.getTimerCount()).toBe(0)
  })

  it("leaves no timer behind under a budget, whose wait watches the attempt's deadline", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { transport } = stub([json({})])
    const budget = {
      costOf: () => 1,
      attempt: vi.fn((_: HttpRequest, sending: () => Promise<Response>) => sending()),
    }
    await send(request(), { ...transport, budget })
    expect(budget.attempt).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('HTTP errors', () => {
  it('names the status "Error" when the answer gives no status text (HTTP/2 sends none)', async () => {
    const error = await failure(send(request(), stub([json({ message: 'bad' }, 400)]).transport))
    expect((error as Error).message).toBe('[C0006] Request failed, Error(400): bad')
    const named = () => new Response('{"message":"bad"}', { status: 400, statusText: 'Bad Request' })
    expect(((await failure(send(request(), stub([named]).transport))) as Error).message).toBe(
      '[C0006] Request failed, Bad Request(400): bad',
    )
  })

  it('keeps an empty error body as no body', async () => {
    const error = (await failure(send(request(), stub([text('', 400)]).transport))) as HttpError
    expect(error.body).toBeUndefined()
  })

  it(`keeps an error body of ${MAX_ERROR_TEXT} characters whole, and cuts a longer one, noting its length`, async () => {
    const whole = 'x'.repeat(MAX_ERROR_TEXT)
    expect(((await failure(send(request(), stub([text(whole, 400)]).transport))) as HttpError).body).toBe(
      whole,
    )
    const long = `${whole}yz`
    const cut = (await failure(send(request(), stub([text(long, 400)]).transport))) as HttpError
    const note = `… (${MAX_ERROR_TEXT + 2} characters in all)`
    expect(cut.body).toBe(`${whole.slice(0, MAX_ERROR_TEXT - note.length)}${note}`)
  })

  it('still reports the status when the error body fails to arrive', async () => {
    const error = (await failure(send(request(), stub([broken(400, '{"mess')]).transport))) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.status).toBe(400)
    expect(error.body).toBeUndefined()
  })

  it('reports a time-out, not the status, when the error body stalls past the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const slowError = () => {
      const answer = stalled('<html>')()
      return new Response(answer.body, { status: 400 })
    }
    const call = failure(send(request({ timeout: 50 }), stub([slowError]).transport))
    await vi.advanceTimersByTimeAsync(50)
    expect(await call).toBeInstanceOf(TimeoutError)
  })
})

describe('retries', () => {
  it('retries a body-less 503 of a GET, then answers', async () => {
    const { transport, sent } = stub([bare(503), json({ a: 1 })])
    expect(await send(request(), transport)).toEqual({ status: 200, body: { a: 1 } })
    expect(sent).toHaveLength(2)
  })

  it('waits out a Retry-After of exactly maxRetryAfter', async () => {
    const { transport, sent } = stub([bare(503, { 'retry-after': '0' }), json({})], { maxRetryAfter: 0 })
    await send(request(), transport)
    expect(sent).toHaveLength(2)
  })

  it('ends the wait before a retry with AbortError when the signal aborts, and tries no more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const controller = new AbortController()
    const { transport, sent } = stub([bare(503)], { baseDelay: 10_000, maxDelay: 10_000 })
    const logged: string[] = []
    const sink = { debug: (line: string) => logged.push(line), info() {}, warn() {}, error() {} }
    const logger = createLogger({ level: 'debug', sink, scope: 'http' })
    const call = failure(send(request({ signal: controller.signal }), { ...transport, logger }))
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1))
    controller.abort('stop')
    const error = await call
    expect(error).toBeInstanceOf(AbortError)
    expect(error).toMatchObject({ message: '[C0006] Request failed: the request was aborted', cause: 'stop' })
    expect(sent).toHaveLength(1)
    expect(logged).toEqual([`[w3data:http] GET ${URL}`])
  })
})

describe('transport failures', () => {
  it('is AbortError at once when the signal has already aborted, even if fetch would never answer', async () => {
    const never = () => new Promise<Response>(() => {})
    for (const overrides of [{ method: 'GET' }, POST]) {
      const signal = AbortSignal.abort('stop')
      const error = await failure(send(request({ ...overrides, signal }), stub([never]).transport))
      expect(error, overrides.method).toBeInstanceOf(AbortError)
    }
  })

  it('is AbortError when the caller aborts with a reason of its own, whatever it is', async () => {
    for (const reason of ['stop', new Error('stop'), 42]) {
      const controller = new AbortController()
      const answered = () => {
        controller.abort(reason)
        return new Promise<Response>(() => {})
      }
      const error = await failure(send(request({ signal: controller.signal }), stub([answered]).transport))
      expect(error, String(reason)).toBeInstanceOf(AbortError)
    }
  })

  it('is AbortError when fetch itself reports an abort the caller did not ask for', async () => {
    const aborted = () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
    expect(await failure(send(request(), stub([aborted]).transport))).toBeInstanceOf(AbortError)
  })
})

describe('redirects', () => {
  const to = (status: number, location: string) => bare(status, { location })

  it('follows each redirect status fetch follows, within the origin, resolving a relative Location', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      const { transport, sent } = stub([to(status, 'other?x=1'), json({ a: 1 })])
      expect(await send(request(), transport), String(status)).toEqual({ status: 200, body: { a: 1 } })
      expect(sent.map((one) => `${one.method} ${one.url}`)).toEqual([
        `GET ${URL}`,
        'GET https://api.test/v1/other?x=1',
      ])
    }
  })

  it('answers a 300 or 304 as it is, Location or not', async () => {
    for (const status of [300, 304]) {
      const { transport, sent } = stub([to(status, '/elsewhere'), json({})])
      const error = (await failure(send(request(), transport))) as HttpError
      expect(error.status).toBe(status)
      expect(sent).toHaveLength(1)
    }
  })

  it('does not follow a Location on a success or an error', async () => {
    const created = () => Response.json({ id: 1 }, { status: 201, headers: { location: '/v1/items/1' } })
    expect(await send(request(), stub([created]).transport)).toEqual({ status: 201, body: { id: 1 } })
    const refused = stub([to(400, '/v1/login'), json({})])
    expect(((await failure(send(request(), refused.transport))) as HttpError).status).toBe(400)
    expect(refused.sent).toHaveLength(1)
  })

  it('continues a POST as a GET without its body after a 301, 302 or 303', async () => {
    for (const status of [301, 302, 303]) {
      const { transport, sent } = stub([to(status, '/v1/result'), json({})])
      await send(request(POST), transport)
      expect(sent[1], String(status)).toEqual({
        method: 'GET',
        url: 'https://api.test/v1/result',
        contentType: null,
        body: '',
      })
    }
  })

  it('keeps the method and body after a 307 or 308, and after a 301 or 302 of another method', async () => {
    const cases = [
      [307, 'POST'],
      [308, 'POST'],
      [301, 'PUT'],
      [302, 'DELETE'],
    ] as const
    for (const [status, method] of cases) {
      const { transport, sent } = stub([to(status, '/v1/again'), json({})])
      await send(request({ ...POST, method }), transport)
      expect(sent[1], `${method} ${status}`).toEqual({
        method,
        url: 'https://api.test/v1/again',
        contentType: 'application/json',
        body: '{"a":1}',
      })
    }
  })

  it('continues anything as a GET after a 303', async () => {
    const { transport, sent } = stub([to(303, '/v1/result'), json({})])
    await send(request({ ...POST, method: 'PUT' }), transport)
    expect(sent[1]).toMatchObject({ method: 'GET', body: '' })
  })

  it('refuses a body-less redirect to another origin', async () => {
    const error = await failure(send(request(), stub([to(302, 'https://elsewhere.test/x')]).transport))
    expect(error).toBeInstanceOf(RedirectRefusedError)
    expect((error as Error).message).toBe(
      '[C0006] Request failed: redirect to another origin refused: https://elsewhere.test',
    )
  })

  it('refuses a redirect whose target the browser hides (an opaque redirect)', async () => {
    const opaque = () => {
      const response = new Response(null, { status: 200 })
      Object.defineProperty(response, 'type', { value: 'opaqueredirect' })
      return response
    }
    const error = await failure(send(request(), stub([opaque]).transport))
    expect(error).toBeInstanceOf(RedirectRefusedError)
    expect((error as Error).message).toBe(
      '[C0006] Request failed: the answer redirected to a location the browser hides',
    )
  })
  it('refuses a Location that is not a URL as it refuses other redirects, not with a TypeError', async () => {
    const error = await failure(send(request(), stub([bare(302, { location: 'http://[::1' })]).transport))
    expect(error).toBeInstanceOf(RedirectRefusedError)
    expect((error as Error).message).toBe(
      '[C0006] Request failed: the answer redirected to a location that is not a URL',
    )
  })
})

describe('bodies nobody reads', () => {
  /** A custom fetch's body whose cancel() never settles. */
  const uncancellable =
    (status: number, headers: Record<string, string> = {}) =>
    () =>
      new Response(new ReadableStream({ cancel: () => new Promise<void>(() => {}) }), { status, headers })

  it('are let go without waiting: a retried 503 goes on to the next attempt', async () => {
    const { transport } = stub([uncancellable(503), json({ ok: 1 })])
    expect(await send(request(), transport)).toEqual({ status: 200, body: { ok: 1 } })
  }, 5000)

  it('are let go without waiting: a same-origin redirect goes on to its target', async () => {
    const { transport } = stub([uncancellable(302, { location: '/v1/moved' }), json({ ok: 2 })])
    expect(await send(request(), transport)).toEqual({ status: 200, body: { ok: 2 } })
  }, 5000)
})
