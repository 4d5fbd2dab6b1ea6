import { CoreErrorCode, W3DataError } from '../errors/index'

/**
 * The start-once model: `start()` makes the default client once. Starting twice is C0011, using
 * the default before start is C0012, setting the default instance twice is C0009.
 */
let defaultInstance: unknown
let started = false

/** Runs `create` once and keeps its result as the default client. */
export function startDefault<T>(create: () => T): T {
  if (started)
    throw new W3DataError({ code: CoreErrorCode.STATE_MACHINE_STARTED, message: 'w3data is already started' })
  const instance = create()
  setDefaultInstance(instance)
  started = true
  return instance
}

export function setDefaultInstance(instance: unknown): void {
  if (defaultInstance !== undefined) {
    throw new W3DataError({
      code: CoreErrorCode.ALREADY_INITIALIZED,
      message: 'The default instance is already set',
    })
  }
  defaultInstance = instance
}

export function getDefaultInstance<T>(): T {
  if (!started || defaultInstance === undefined) {
    throw new W3DataError({
      code: CoreErrorCode.STATE_MACHINE_NOT_STARTED,
      message: 'w3data is not started. Call start() before using the default client',
    })
  }
  return defaultInstance as T
}

export function isStarted(): boolean {
  return started
}

/** Forgets the default client, so a test or a hot reload can start again. */
export function stop(): void {
  started = false
  defaultInstance = undefined
}
