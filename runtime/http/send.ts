import {
  AbortError,
  HttpError,
  NetworkError,
  ResponseValidationError,
  redactDeep,
  TimeoutError,
  UnsupportedProtocolError,
} from '../errors/index'
import type { Logger } from '../logger/index'
import { mayRetry, type RetryPolicy, retryDelay, sleep } from './retry'

export interface HttpRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
  operationId: string
  signal?: AbortSignal | undefined
  timeout: number
  /** Resolve a 404 instead of throwing (nullable operations). */
  allowNotFound: boolean
}

export interface HttpTransport {
  fetch: typeof fetch
  retry: RetryPolicy
  logger: Logger
}

export interface HttpResponse {
  status: number
  /** Parsed JSON, or undefined for an empty body. */
  body: unknown
  headers: Headers
  /** Attempts made, counting the first. */
  attempts: number
}

/**
 * The one boundary with ky: sends a request, retries what the rules allow, and turns every
 * failure into a W3DataError (the ky or fetch error kept as `cause`).
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
  for (let retries = 0; ; retries++) {
    transport.logger.debug(`${method} ${url}`, retries > 0 ? { retry: retries } : undefined)
    const response = await attempt(request, transport.fetch)
    if (response.ok || (response.status === 404 && request.allowNotFound)) {
      return {
        status: response.status,
        // A 404 of a nullable operation resolves to null whatever its body; only 2xx must be JSON.
        body: response.ok ? await readJson(response, request) : await readErrorBody(response),
        headers: response.headers,
        attempts: retries + 1,
      }
    }
    if (mayRetry(method, response.status, retries, transport.retry)) {
      const wait = retryDelay(retries, response.headers.get('retry-after'), transport.retry)
      transport.logger.verbose(`retrying ${method} ${url} after ${response.status} in ${wait} ms`)
      await response.body?.cancel()
      await sleep(wait, request.signal).catch((reason: unknown) => {
        throw new AbortError({ message: 'the request was aborted', method, url, cause: reason })
      })
      continue
    }
    throw HttpError.from({
      status: response.status,
      statusText: response.statusText || 'Error',
      method,
      url,
      // The provider may echo the key back, in a header or the body: both are redacted on the error.
      headers: redactDeep(Object.fromEntries(response.headers)) as Record<string, string>,
      body: redactDeep(await readErrorBody(response)),
      operationId: request.operationId,
    })
  }
}

/**
 * ky is loaded on the first request, not at import: loading it builds a Request, which makes
 * Node load its fetch machinery (tens of ms of cold start for programs that never call out).
 */
let loadingKy: Promise<typeof import('ky')> | undefined
const loadKy = () => {
  loadingKy ??= import('ky')
  return loadingKy
}

async function attempt(request: HttpRequest, fetchImpl: typeof fetch): Promise<Response> {
  const { method, url } = request
  const { default: ky, TimeoutError: KyTimeoutError } = await loadKy()
  try {
    return await ky(request.url, {
      method,
      headers: request.headers,
      body: request.body ?? null,
      timeout: request.timeout,
      signal: request.signal ?? null,
      retry: 0,
      throwHttpErrors: false,
      fetch: fetchImpl,
    })
  } catch (error) {
    if (error instanceof KyTimeoutError) {
      hideCredentials(error.request)
      throw new TimeoutError({ message: `timed out after ${request.timeout} ms`, method, url, cause: error })
    }
    if (request.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
      throw new AbortError({ message: 'the request was aborted', method, url, cause: error })
    }
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error)
    throw new NetworkError({ message: reason, method, url, cause: error })
  }
}

/** The ky error kept as `cause` holds the Request it sent: mask its key so logging the error shows none. */
function hideCredentials(sent: Request): void {
  for (const name of ['x-api-key', 'authorization']) {
    try {
      if (sent.headers.has(name)) sent.headers.set(name, '***')
    } catch {
      // Immutable headers (another fetch implementation): nothing to mask there.
    }
  }
}

async function readJson(response: Response, request: HttpRequest): Promise<unknown> {
  const text = await readText(response, request)
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ResponseValidationError(
      request.operationId,
      `Response of ${request.operationId} is not valid JSON`,
      error,
    )
  }
}

async function readText(response: Response, request: HttpRequest): Promise<string> {
  try {
    return await response.text()
  } catch (error) {
    const { method, url } = request
    if (request.signal?.aborted)
      throw new AbortError({ message: 'the request was aborted', method, url, cause: error })
    throw new NetworkError({
      message: error instanceof Error ? error.message : String(error),
      method,
      url,
      cause: error,
    })
  }
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
