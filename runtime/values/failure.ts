import { isW3DataError } from '../errors/W3DataError'

/**
 * For the value tests beside this file: what `run` throws, as `{ code, message }` when it is a
 * W3DataError (the thrown value otherwise), or undefined when it returns.
 */
export function failure(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return isW3DataError(error) ? { code: error.code, message: error.message } : error
  }
  return undefined
}
