import type { KyInstance, Options } from 'ky'
import { AbortError, NetworkError, TimeoutError } from '../errors/index'
import { timedOut } from './deadline'
import type { HttpRequest, HttpTransport } from './httpTypes'
import { onAbort } from './onAbort'

type KyModule = typeof import('ky')

/**
 * ky is loaded on the first request, not at import: loading it builds a Request, which makes
 * Node load its fetch machinery (tens of ms of cold start for programs that never call out).
 */
let loadingKy: Promise<KyModule> | undefined
export function loadKy(): Promise<KyModule> {
  loadingKy ??= import('ky')
  return loadingKy
}

/**
 * One ky instance per client, made on its first request with everything that never changes per
 * call, so that a call passes ky only what it adds: method, headers, timeout, and a body or a
 * signal when it has one. Retries, redirects and the time limit are send()'s, so ky does none
 * of them (its timeout ends with the headers; send()'s deadline covers the body too).
 */
const instances = new WeakMap<HttpTransport, KyInstance>()
function instanceFor(transport: HttpTransport, { default: ky }: KyModule): KyInstance {
  let instance = instances.get(transport)
  if (!instance) {
    instance = ky.create({
      retry: 0,
      throwHttpErrors: false,
      redirect: 'manual',
      fetch: settlingOnAbort(transport.fetch),
    })
    instances.set(transport, instance)
  }
  return instance
}

/** Sends one attempt through ky; its errors become W3DataErrors here (the ky error kept as `cause`). */
export async function attempt(request: HttpRequest, transport: HttpTransport): Promise<Response> {
  const { method, url, body, signal } = request
  const module = await loadKy()
  const options: Options = { method, headers: request.headers, timeout: false }
  if (body !== undefined) {
    options.body = body
    // Outermost, so that the body is released however the fetch ends: an abort before it began too.
    options.fetch = releasingUnreadBody(settlingOnAbort(transport.fetch))
  }
  if (signal) options.signal = signal
  try {
    const ky = instanceFor(transport, module)
    const { budget } = transport
    // With no budget the call path makes no closure for one.
    return await (budget ? budget.attempt(request, () => ky(url, options)) : ky(url, options))
  } catch (error) {
    // ky's own timeout is off: the attempt's deadline is the only clock.
    if (timedOut(signal)) {
      throw new TimeoutError({ message: `timed out after ${request.timeout} ms`, method, url, cause: error })
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
 * The attempt's signal carries its deadline. A fetch that ignores it (a stub, a custom `fetch`)
 * would keep the call waiting for headers: the answer is given up when the signal aborts.
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
