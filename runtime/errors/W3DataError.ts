import type { W3DataErrorCode } from '../contract/errorCodes'
import { MAX_ERROR_TEXT, redactAndCut, redactDeep } from './redact'

const brand = Symbol.for('w3data.error')

export interface W3DataErrorOptions {
  code: W3DataErrorCode
  message: string
  details?: Record<string, unknown>
  cause?: unknown
}

/**
 * The base of every error the toolkit throws. `message` reads `[CODE] text`; the text without the
 * code is `reason`. Secrets registered with the redactor never reach `message` or `details`, and
 * neither holds megabytes: a string in `details` keeps at most MAX_ERROR_TEXT characters, the
 * message twice that.
 */
export class W3DataError extends Error {
  override name = 'W3DataError'
  readonly code: W3DataErrorCode
  readonly reason: string
  readonly details: Record<string, unknown> | undefined

  constructor({ code, message, details, cause }: W3DataErrorOptions) {
    // A value quoted in a message (a cursor, a body) may be megabytes long: the message keeps its
    // start, with room for one whole value already cut to MAX_ERROR_TEXT and the words around it.
    const reason = redactAndCut(message, 2 * MAX_ERROR_TEXT)
    super(`[${code}] ${reason}`, cause === undefined ? undefined : { cause })
    this.code = code
    this.reason = reason
    this.details = details && (redactDeep(details) as Record<string, unknown>)
  }

  /** Lets `isW3DataError` recognise errors from another copy of the package. */
  get [brand](): true {
    return true
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, code: this.code, message: this.message, details: this.details }
  }
}

/** True for any W3DataError, including one thrown by a second bundled copy of the toolkit. */
export function isW3DataError(value: unknown): value is W3DataError {
  return (
    value instanceof W3DataError ||
    (typeof value === 'object' && value !== null && (value as { [brand]?: unknown })[brand] === true)
  )
}
