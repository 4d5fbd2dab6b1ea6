import { onAbort } from './onAbort'

/** The abort reason of an attempt that ran out of time. */
class AttemptTimedOut extends Error {
  override name = 'AttemptTimedOut'
}

/**
 * One attempt's time limit, headers and body together: `signal` aborts when `ms` have passed or
 * when the caller's signal aborts, whichever comes first. `clear()` once the attempt is over.
 */
export class Deadline {
  readonly signal: AbortSignal
  readonly #timer: ReturnType<typeof setTimeout>
  readonly #unwatch: () => void

  constructor(ms: number, caller: AbortSignal | undefined) {
    const controller = new AbortController()
    this.signal = controller.signal
    this.#timer = setTimeout(() => controller.abort(new AttemptTimedOut(`timed out after ${ms} ms`)), ms)
    this.#unwatch = caller ? onAbort(caller, () => controller.abort(caller.reason)) : () => undefined
    if (caller?.aborted) controller.abort(caller.reason)
  }

  clear(): void {
    clearTimeout(this.#timer)
    this.#unwatch()
  }
}

/** Whether `signal` was aborted by its Deadline running out (not by the caller). */
export function timedOut(signal: AbortSignal | undefined): boolean {
  return signal?.reason instanceof AttemptTimedOut
}
