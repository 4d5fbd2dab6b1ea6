import { CoreErrorCode } from '../contract/errorCodes'
import { redactDeep, redactSecrets, SECRET_MASK } from '../errors/redact'
import { W3DataError } from '../errors/W3DataError'

/** Log levels from the most to the least verbose; `off` silences everything. */
export const LOG_LEVELS = ['verbose', 'debug', 'info', 'warning', 'error', 'off'] as const

/** One of `LOG_LEVELS`. @default 'info' */
export type LogLevel = (typeof LOG_LEVELS)[number]

/** The level used when neither the option nor `W3DATA_LOG_LEVEL` sets one. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info'

/** Environment variable read by `resolveLogLevel` when no level is passed. */
export const LOG_LEVEL_ENV = 'W3DATA_LOG_LEVEL'

/** Header names (lower case) whose values are printed as `***`, wherever they appear in details. */
export const REDACTED_HEADERS: ReadonlySet<string> = new Set([
  'x-api-key',
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-signature',
])

/** Where log lines go; `console` fits. verbose and debug use `debug`, warning uses `warn`. */
export interface LogSink {
  debug(message: string, details?: unknown): void
  info(message: string, details?: unknown): void
  warn(message: string, details?: unknown): void
  error(message: string, details?: unknown): void
}

/** One logging method; a no-op when its level is below the logger's level. */
export type LogMethod = (message: string, details?: unknown) => void

/** A scoped logger. Lines read `[w3data:<scope>] <message>`, with secrets redacted. */
export interface Logger {
  readonly level: LogLevel
  readonly scope: string
  readonly verbose: LogMethod
  readonly debug: LogMethod
  readonly info: LogMethod
  readonly warning: LogMethod
  readonly error: LogMethod
}

export interface CreateLoggerOptions {
  /** Lowest level printed. @default option → env `W3DATA_LOG_LEVEL` → 'info' */
  level?: LogLevel | undefined
  /** @default the global console */
  sink?: LogSink | undefined
  /** Shown in every line as `[w3data:<scope>]`. @default 'core' */
  scope?: string | undefined
}

/** True when `value` is one of `LOG_LEVELS`. */
export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value)
}

/** Config validator: `null` for a valid level, otherwise why the value is rejected. */
export function validateLogLevel(value: unknown): string | null {
  if (isLogLevel(value)) return null
  return `Expected one of ${LOG_LEVELS.join(', ')}, got ${describe(value)}`
}

/**
 * The effective level: `option` → env `W3DATA_LOG_LEVEL` (ignored when not a level) → 'info'.
 * An invalid `option` throws C0014.
 */
export function resolveLogLevel(option?: LogLevel | undefined): LogLevel {
  if (option !== undefined) {
    const reason = validateLogLevel(option)
    if (reason !== null) {
      throw new W3DataError({
        code: CoreErrorCode.CONFIG_INVALID_VALUE,
        message: `Invalid value for configuration key logLevel: ${reason}`,
        details: { key: 'logLevel', value: option },
      })
    }
    return option
  }
  const fromEnv = readEnv(LOG_LEVEL_ENV)?.trim().toLowerCase()
  return isLogLevel(fromEnv) ? fromEnv : DEFAULT_LOG_LEVEL
}

/**
 * Creates a logger. Methods below the level are one shared no-op, chosen here rather than checked
 * per call; enabled ones redact registered secrets and sensitive headers before printing.
 *
 * @example
 * const log = createLogger({ level: 'debug', scope: 'http' })
 * log.debug('GET /wallets', { headers: { 'x-api-key': key } }) // [w3data:http] GET /wallets { headers: { 'x-api-key': '***' } }
 */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const level = resolveLogLevel(options.level)
  const sink = options.sink ?? console
  const scope = options.scope ?? 'core'
  const rank = LOG_LEVELS.indexOf(level)
  const method = (methodLevel: LogLevel, target: keyof LogSink): LogMethod => {
    if (LOG_LEVELS.indexOf(methodLevel) < rank) return noop
    const prefix = `[w3data:${scope}] `
    return (message, details) => {
      const line = redactSecrets(prefix + message)
      if (details === undefined) sink[target](line)
      else sink[target](line, redactDeep(normalizeDetails(details, 0)))
    }
  }
  return Object.freeze({
    level,
    scope,
    verbose: method('verbose', 'debug'),
    debug: method('debug', 'debug'),
    info: method('info', 'info'),
    warning: method('warning', 'warn'),
    error: method('error', 'error'),
  })
}

const noop: LogMethod = () => {}
const MAX_DEPTH = 8

/**
 * Turns details into plain data that `redactDeep` can fully walk: sensitive header values become
 * `***`, `Headers` and `Error`s become records (an Error's message is not enumerable), dates become
 * ISO text, and anything deeper than MAX_DEPTH is cut.
 */
function normalizeDetails(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (depth > MAX_DEPTH) return '[Truncated]'
  if (Array.isArray(value)) return value.map((item) => normalizeDetails(item, depth + 1))
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
  if (typeof Headers !== 'undefined' && value instanceof Headers) {
    return normalizeRecord(Object.fromEntries(value), depth)
  }
  if (value instanceof Error) {
    const { name, message, stack, cause } = value
    const record: Record<string, unknown> = { ...value, name, message, stack }
    if (cause !== undefined) record['cause'] = cause
    return normalizeRecord(record, depth)
  }
  return normalizeRecord(value, depth)
}

function normalizeRecord(record: object, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(record)) {
    const value = REDACTED_HEADERS.has(key.toLowerCase()) ? SECRET_MASK : normalizeDetails(item, depth + 1)
    Object.defineProperty(out, key, { value, enumerable: true, writable: true })
  }
  return out
}

/** Reads an environment variable where one exists (Node, Bun, Deno with `process`); never throws. */
function readEnv(name: string): string | undefined {
  if (typeof process === 'undefined') return undefined
  try {
    return process.env?.[name]
  } catch {
    return undefined
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  if (value === null || ['undefined', 'number', 'boolean', 'bigint'].includes(typeof value))
    return String(value)
  return typeof value
}
