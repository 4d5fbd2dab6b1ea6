import type { KyInstance, Options } from 'ky'
import { AbortError, NetworkError, TimeoutError } from '../errors/index'
import { AttemptTimedOut, type Deadline } from './deadline'
import type { CallBudget, HttpRequest, HttpTransport } from './httpTypes'
import { onAbort } from './onAbort'

type KyModule = typeof import('ky')

/**
 * ky is loaded on the first request, not at import: loading it builds a Request, which makes
 * Node load its fetch machinery (tens of ms of cold start for programs that never call out).
 */
let loadingKy: Promise<KyModule> | undefined
let loadedKy: KyModule | undefined
export function loadKy(): Promise<KyModule> {
  loadingKy ??= import('ky').then((module) => {
    loadedKy = module
    return module
  })
  return loadingKy
}

/** Whether ky has loaded: a call then goes on without waiting a turn for it. */
export const kyLoaded = (): boolean => loadedKy !== undefined

/**
 * One ky instance per client, made on its first request with everything that never changes per
 * call, so that a call passes ky only what it adds: method, headers, the time left, and a body or
 * the caller's signal when it has one. Retries and redirects are send()'s, so ky does none of
 * them; ky's timeout, given the attempt's time left, ends the wait for headers (send() bounds the
 * body read).
 */
const instances = new WeakMap<HttpTransport, KyInstance>()
function instanceFor(transport: HttpTransport, { default: ky }: KyModule): KyInstance {
  let instance = instances.get(transport)
  if (!instance) {
    instance = ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual', fetch: transport.fetch })
    instances.set(transport, instance)
  }
  return instance
}

/**
 * Sends one attempt through ky, within its deadline; its errors become W3DataErrors here (the ky
 * error kept as `cause`).
 */
export async function attempt(
  request: HttpRequest,
  transport: HttpTransport,
  deadline: Deadline,
): Promise<Response> {
  const { method, url, signal } = request
  const module = loadedKy ?? (await loadKy())
  const ky = instanceFor(transport, module)
  try {
    const { budget } = transport
    // With no budget the call path makes no signal or closure for one.
    return await (budget
      ? underBudget(budget, request, deadline, () => sendThrough(ky, request, transport, deadline))
      : sendThrough(ky, request, transport, deadline))
  } catch (error) {
    if (error instanceof module.TimeoutError || error instanceof AttemptTimedOut) {
      // ky's TimeoutError holds its Request, headers (the API key) and all: it is not kept.
      const cause = error instanceof AttemptTimedOut ? error : deadline.timedOut()
      throw new TimeoutError({ message: `timed out after ${request.timeout} ms`, method, url, cause })
    }
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
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

/** The attempt's request through ky, with the time left, unless it must stop already. */
function sendThrough(
  ky: KyInstance,
  { method, url, headers, body, signal }: HttpRequest,
  transport: HttpTransport,
  deadline: Deadline,
): Promise<Response> {
  const stop = deadline.stopReason()
  if (stop !== undefined) return Promise.reject(stop)
  const options: Options = { method, headers, timeout: deadline.left() }
  // ky's timeout settles its promise whatever the fetch does; an abort needs the fetch to settle.
  if (signal) {
    options.signal = signal
    options.fetch = settlingOnAbort(transport.fetch)
  }
  if (body !== undefined) {
    options.body = body
    // Outermost, so that the body is released however the fetch ends: an abort before it began too.
    options.fetch = releasingUnreadBody(settlingOnAbort(transport.fetch))
  }
  return ky(url, options)
}

/** A budget's wait for its units ends with the attempt's deadline or the caller's abort. */
async function underBudget(
  budget: CallBudget,
  request: HttpRequest,
  deadline: Deadline,
  sending: () => Promise<Response>,
): Promise<Response> {
  const waiting = new AbortController()
  const unwatch = deadline.watch((reason) => waiting.abort(reason))
  try {
    return await budget.attempt({ ...request, signal: waiting.signal }, sending)
  } finally {
    unwatch()
  }
}

/**
 * ky keeps a clone of each Request with a body and, when the call ends, waits for that clone's
 * body to be cancelled; the two bodies are branches of one stream, so the wait lasts until the
 * sent one is read or cancelled too. A fetch that never reads it (a stub, a custom `fetch`) would
 * leave the call unsettled: release the sent body once fetch is done with it (answered, failed or
 * given up on abort).
 */
function releasingUnreadBody(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    if (!(input instanceof Request)) return fetchImpl(input, init)
    const release = () => {
      if (!input.bodyUsed) input.body?.cancel().catch(() => undefined)
    }
    return fetchImpl(input, init).finally(release)
  }
}

/**
 * ky's Request follows the caller's signal and ky's own, which its timeout aborts. A fetch that
 * ignores signals (a stub, a custom `fetch`) would leave ky's promise behind it unsettled: the
 * answer is given up when the signal aborts.
 */
function settlingOnAbort(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const signal = input instanceof Request ? input.signal : init?.signal
    if (!signal) return fetchImpl(input, init)
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason)
      const unwatch = onAbort(signal, () => reject(signal.reason))
      fetchImpl(input, init).then(resolve, reject).finally(unwatch)
    })
  }
}
