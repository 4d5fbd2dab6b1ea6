import { onAbort } from './onAbort'

/** The reason an attempt that ran out of time ends with. */
export class AttemptTimedOut extends Error {
  override name = 'AttemptTimedOut'
}

/**
 * One attempt's time limit, headers and body together, kept as the time it ends rather than as
 * a signal: a signal that a Request follows costs every call a listener and a finalizer. ky's
 * own timeout, given `left()`, bounds the wait for headers (attempt.ts); the body read and a
 * budget's wait `watch()` it, and so does nothing else.
 */
export class Deadline {
  readonly #endsAt: number

  constructor(
    readonly ms: number,
    /** The caller's signal, which ends the attempt as well. */
    readonly caller: AbortSignal | undefined,
  ) {
    // Date, not performance: fake timers (a user's tests, ours) move Date with setTimeout.
    this.#endsAt = Date.now() + ms
  }

  /** Milliseconds left, 0 once the time has passed. */
  left(): number {
    return Math.max(0, this.#endsAt - Date.now())
  }

  /** Why the attempt must stop now (the caller's abort, or its time run out), if it must. */
  stopReason(): unknown {
    if (this.caller?.aborted) return this.caller.reason
    return this.left() === 0 ? this.timedOut() : undefined
  }

  /**
   * Calls `stop` with the reason once the caller aborts (at once if it has) or a timer for the
   * time left fires. Only the timer ends a watch for time: Date and the timers' clock can differ
   * by a few ms, and an answer already in by the time the timer fires is taken, as a signal
   * aborted by that timer would let it be. Returns the function that stops watching.
   */
  watch(stop: (reason: unknown) => void): () => void {
    const caller = this.caller
    if (caller?.aborted) {
      stop(caller.reason)
      return () => undefined
    }
    const timer = setTimeout(() => stop(this.timedOut()), this.left())
    const unwatch = caller ? onAbort(caller, () => stop(caller.reason)) : undefined
    return () => {
      clearTimeout(timer)
      unwatch?.()
    }
  }

  /** The reason an attempt that ran out of its time ends with. */
  timedOut(): AttemptTimedOut {
    return new AttemptTimedOut(`timed out after ${this.ms} ms`)
  }
}
