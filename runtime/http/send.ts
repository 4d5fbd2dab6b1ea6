import {
  AbortError,
  HttpError,
  NetworkError,
  RedirectRefusedError,
  ResponseTooLargeError,
  ResponseValidationError,
  TimeoutError,
  UnsupportedProtocolError,
} from '../errors/index'
import { MAX_ERROR_TEXT, redactAndCut, redactDeep } from '../errors/redact'
import { attempt, kyLoaded, loadKy } from './attempt'
import { AttemptTimedOut, Deadline } from './deadline'
import type { HttpRequest, HttpResponse, HttpTransport } from './httpTypes'
import { parseJson } from './parseJson'
import { readBoundedText } from './readBody'
import { backoffDelay, mayRetry, parseRetryAfter, sleep } from './retry'

/** Same-origin redirects followed in one attempt; the provider never redirects an API call. */
const MAX_REDIRECTS = 5
/** The statuses fetch follows; a 300 or 304 is an answer, Location or not. */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308])

/**
 * The one boundary with ky: sends a request, retries what the rules allow, and turns every
 * failure into a W3DataError (the ky or fetch error kept as `cause`).
 *
 * A call's time is bounded: at most `maxRetries + 1` attempts of at most `timeout` ms each, and
 * between them waits of at most `maxRetryDelay` (backoff) or `maxRetryAfter` (a `Retry-After`
 * the provider asked for). A longer `Retry-After` is not waited out: the call fails at once with
 * the wait on the error (`retryAfter`, ms), and the caller decides.
 */
export async function send(request: HttpRequest, transport: HttpTransport): Promise<HttpResponse> {
  const { method, url } = request
  if (!/^https?:\/\//i.test(request.url)) {
    throw new UnsupportedProtocolError({
      message: `unsupported protocol in ${url}`,
      method,
      url,
      cause: undefined,
    })
  }
  // Loading the HTTP stack happens once per process; attempts are timed from their first byte out.
  if (!kyLoaded()) await loadKy()
  for (let retries = 0; ; retries++) {
    transport.logger.debug(`${method} ${url}`, retries > 0 ? { retry: retries } : undefined)
    const outcome = await exchange(request, transport, retries)
    if (typeof outcome !== 'number') return outcome
    await sleep(outcome, request.signal).catch((reason: unknown) => {
      throw new AbortError({ message: 'the request was aborted', method, url, cause: reason })
    })
  }
}

/**
 * One attempt, headers and body, under one deadline of `timeout` ms: its answer, or the wait in
 * ms before the next attempt when the rules allow one.
 */
async function exchange(
  request: HttpRequest,
  transport: HttpTransport,
  retries: number,
): Promise<HttpResponse | number> {
  const deadline = new Deadline(request.timeout, request.signal)
  const response = await followSameOrigin(request, transport, deadline)
  if (response.ok || (response.status === 404 && request.allowNotFound)) {
    return {
      status: response.status,
      // A 404 of a nullable operation resolves to null whatever its body; only 2xx must be JSON.
      body: response.ok
        ? await readJson(response, request, deadline)
        : await readErrorBody(response, request, deadline),
    }
  }
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'))
  const waitable = retryAfter === undefined || retryAfter <= transport.retry.maxRetryAfter
  if (waitable && mayRetry(request.method, response.status, retries, transport.retry)) {
    discardBody(response)
    const wait = retryAfter ?? backoffDelay(retries, transport.retry)
    transport.logger.verbose(
      `retrying ${request.method} ${request.url} after ${response.status} in ${wait} ms`,
    )
    return wait
  }
  throw HttpError.from({
    status: response.status,
    statusText: response.statusText || 'Error',
    method: request.method,
    url: request.url,
    // The provider may echo the key back, in a header or the body: both are redacted on the error.
    headers: redactDeep(Object.fromEntries(response.headers)) as Record<string, string>,
    body: redactDeep(await readErrorBody(response, request, deadline)),
    operationId: request.operationId,
    retryAfter,
  })
}

/**
 * Sends one attempt and follows a redirect only within the request's own origin: fetch drops
 * `Authorization` on a cross-origin redirect but keeps `x-api-key`, so a redirect elsewhere ends
 * the call, naming the target's origin only.
 */
async function followSameOrigin(
  request: HttpRequest,
  transport: HttpTransport,
  deadline: Deadline,
): Promise<Response> {
  let current = request
  for (let hops = 0; ; hops++) {
    const response = await attempt(current, transport, deadline)
    // A browser hides a manual redirect's target: it cannot be checked, so it is not followed.
    if (response.type === 'opaqueredirect')
      throw refuse(response, request, 'the answer redirected to a location the browser hides')
    const location = REDIRECT_STATUSES.has(response.status) && response.headers.get('location')
    if (!location) return response
    const target = urlOrUndefined(location, current.url)
    if (!target) throw refuse(response, request, 'the answer redirected to a location that is not a URL')
    if (target.origin !== new URL(current.url).origin)
      throw refuse(response, request, `redirect to another origin refused: ${target.origin}`)
    if (hops >= MAX_REDIRECTS) throw refuse(response, request, `more than ${MAX_REDIRECTS} redirects`)
    discardBody(response)
    current = redirected(current, target.href, response.status)
  }
}

/** The error a refused redirect ends the call with; the answer's body is let go. */
function refuse(response: Response, request: HttpRequest, reason: string): RedirectRefusedError {
  discardBody(response)
  return new RedirectRefusedError({
    message: reason,
    method: request.method,
    url: request.url,
    cause: undefined,
  })
}

/** `URL.parse`, which browsers before 2024 lack. */
function urlOrUndefined(location: string, base: string): URL | undefined {
  try {
    return new URL(location, base)
  } catch {
    return undefined
  }
}

/**
 * Lets go of a body nobody reads without waiting: a custom `fetch` may never settle `cancel()`,
 * and the call's deadline must still hold.
 */
function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined)
}

/** 303, and 301/302 after a POST, continue as a GET without the body (as fetch itself does). */
function redirected(request: HttpRequest, url: string, status: number): HttpRequest {
  const asGet = status === 303 || ((status === 301 || status === 302) && request.method === 'POST')
  if (!asGet) return { ...request, url }
  const { body: _dropped, ...rest } = request
  const { 'content-type': _type, ...headers } = request.headers
  return { ...rest, url, method: 'GET', headers }
}

async function readJson(response: Response, request: HttpRequest, deadline: Deadline): Promise<unknown> {
  const text = await readText(response, request, deadline)
  if (text === '') return undefined
  try {
    return parseJson(text)
  } catch (error) {
    throw new ResponseValidationError(
      request.operationId,
      `Response of ${request.operationId} is not valid JSON`,
      error,
    )
  }
}

async function readText(response: Response, request: HttpRequest, deadline: Deadline): Promise<string> {
  const { method, url } = request
  let text: string | undefined
  try {
    text = await readBoundedText(response, request.maxResponseBytes, deadline)
  } catch (error) {
    if (error instanceof AttemptTimedOut)
      throw new TimeoutError({ message: `timed out after ${request.timeout} ms`, method, url, cause: error })
    if (request.signal?.aborted)
      throw new AbortError({ message: 'the request was aborted', method, url, cause: error })
    throw new NetworkError({
      message: error instanceof Error ? error.message : String(error),
      method,
      url,
      cause: error,
    })
  }
  if (text !== undefined) return text
  throw new ResponseTooLargeError({
    message: `the answer is larger than maxResponseBytes (${request.maxResponseBytes} bytes)`,
    method,
    url,
    cause: undefined,
  })
}

async function readErrorBody(response: Response, request: HttpRequest, deadline: Deadline): Promise<unknown> {
  const text = await readText(response, request, deadline).catch((error: unknown) => {
    // A failed read of an error body leaves the status to report; running out of time does not.
    if (error instanceof NetworkError) return ''
    throw error
  })
  if (text === '') return undefined
  // A whole HTML page (or a hostile, deeply nested JSON one) is kept as its start, unparsed, and
  // redacted before the cut, which could split a key the provider echoed.
  if (text.length > MAX_ERROR_TEXT) return redactAndCut(text)
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
