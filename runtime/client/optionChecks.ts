import type { BudgetStore } from '../budget/store'
import { CoreErrorCode } from '../contract/errorCodes'
import { MIN_SECRET_LENGTH, SECRET_MASK } from '../errors/redact'
import { W3DataError } from '../errors/W3DataError'
import { APTOS_NETWORK_NAMES, type AptosNetworkName } from '../values/aptos/AptosNetwork'
import { describeValue } from '../values/describeValue'
import { normalizeEvmChain } from '../values/evm/EvmChain'
import { SOL_NETWORK_NAMES, type SolNetworkName } from '../values/solana/SolNetwork'
import { validateLogLevel } from './Logger'
import type { ClientOptions, RateLimitOptions } from './options'

/** Why a value is refused, or null when it is accepted. */
export type Check = (value: unknown) => string | null

/** The longest delay `setTimeout` keeps (2^31 - 1 ms); a longer one fires at once. */
export const MAX_TIMER = 2_147_483_647
/** Number.MAX_SAFE_INTEGER, written out: a bundler must keep a table that reads a global's property. */
const MAX_SAFE = 9_007_199_254_740_991

/** @__NO_SIDE_EFFECTS__ */
export const wholeNumber =
  (max: number): Check =>
  (value) =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max
      ? null
      : `Expected a whole number from 0 to ${max}`
const optionalString: Check = (value) =>
  value === undefined || typeof value === 'string' ? null : 'Expected a string'
const optionalFunction: Check = (value) =>
  value === undefined || typeof value === 'function' ? null : 'Expected a function'
/**
 * A secret must be long enough to be redacted (see errors/redact) and safe as a header value; an
 * empty one is a secret not set yet (A0003 when a call needs it), as a form's empty field gives.
 */
const optionalSecret: Check = (value) =>
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && value.length >= MIN_SECRET_LENGTH && !/\p{Cc}/u.test(value))
    ? null
    : `Expected a string of at least ${MIN_SECRET_LENGTH} characters, without control characters`
const isStringMap = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string')
const stringMap: Check = (value) => (isStringMap(value) ? null : 'Expected an object of strings')
/** A base URL with `user:password@` would send a credential the client cannot redact. */
const baseUrlMap: Check = (value) =>
  typeof value !== 'object' ||
  value === null ||
  !Object.values(value).every((item) => typeof item === 'string' || isStringMap(item))
    ? 'Expected an object of strings'
    : urlsOf(value).some((url) => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url))
      ? 'Expected base URLs without user information (user:password@)'
      : null
const urlsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(urlsOf)

/** A network option's text, lower case: a name, a number, or a network object's name. */
const networkText = (value: unknown) =>
  ['string', 'number', 'object'].includes(typeof value) ? describeValue(value).toLowerCase() : ''

/** An Aptos network by name in any case, or 1 (mainnet) or 2 (testnet); undefined for anything else. */
export function aptosNetworkOption(value: unknown): AptosNetworkName | undefined {
  const text = networkText(value)
  if (text === '1') return 'mainnet'
  if (text === '2') return 'testnet'
  return APTOS_NETWORK_NAMES.find((name) => name === text)
}

/** A Solana network by name in any case; undefined for anything else. */
export function solNetworkOption(value: unknown): SolNetworkName | undefined {
  const text = networkText(value)
  return SOL_NETWORK_NAMES.find((name) => name === text)
}

const evmChain: Check = (value) => {
  try {
    normalizeEvmChain(value)
    return null
  } catch (error) {
    return (error as W3DataError).reason
  }
}

/** Every client option and its check: unknown keys are refused (C0013), refused values too (C0014). */
const CHECKS: Readonly<Record<keyof ClientOptions, Check>> = {
  apiKey: optionalSecret,
  baseUrls: baseUrlMap,
  maxRetries: wholeNumber(20),
  timeout: wholeNumber(MAX_TIMER),
  logLevel: (value) => (value === undefined ? null : validateLogLevel(value)),
  logger: (value) => (value === undefined || typeof value === 'object' ? null : 'Expected a log sink'),
  product: optionalString,
  fetch: optionalFunction,
  defaultAptosNetwork: (value) =>
    aptosNetworkOption(value) ? null : `Aptos network is not supported: ${describeValue(value)}`,
  defaultEvmChain: evmChain,
  defaultSolanaNetwork: (value) =>
    solNetworkOption(value) ? null : `Solana network is not supported: ${describeValue(value)}`,
  streamsSecret: optionalSecret,
  headers: stringMap,
  retryDelay: wholeNumber(MAX_TIMER),
  maxRetryDelay: wholeNumber(MAX_TIMER),
  maxRetryAfter: wholeNumber(MAX_TIMER),
  maxResponseBytes: wholeNumber(MAX_SAFE),
  rateLimit: (value) => (value && typeof value === 'object' ? null : 'Expected an object'),
}

const SECRET_OPTIONS: ReadonlySet<string> = new Set(['apiKey', 'streamsSecret'])

/** C0013 for a key that is no option. */
export function unknownOptionError(name: string): W3DataError {
  return new W3DataError({
    code: CoreErrorCode.CONFIG_KEY_NOT_EXIST,
    message: `Configuration key ${name} does not exist`,
    details: { key: name },
  })
}

/** C0014 for a refused value; `details` name the key and the value, a secret's shown as `***`. */
export function invalidOptionError(
  name: string,
  reason: string,
  details?: Record<string, unknown>,
): W3DataError {
  return new W3DataError({
    code: CoreErrorCode.CONFIG_INVALID_VALUE,
    message: `Invalid value for configuration key ${name}: ${reason}`,
    ...(details && { details }),
  })
}

/** C0014 for options that are not an object: client, per-call and iteration options alike. */
export function checkOptionsObject(options: unknown): asserts options is object | undefined {
  if (options !== undefined && (typeof options !== 'object' || options === null))
    throw invalidOptionError('options', 'Expected an object')
}

/** Checks each client option given; the first refused throws C0013 or C0014. */
export function checkOptions(options: ClientOptions): void {
  checkOptionsObject(options)
  checkAgainst(CHECKS, options)
}

/**
 * Checks each value given (undefined ones are left out) against its key's check, named
 * `prefix + key` in errors: an unknown key throws C0013, a refused value C0014.
 */
export function checkAgainst(checks: Readonly<Record<string, Check>>, options: object, prefix = ''): void {
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue
    const key = prefix + name
    if (!Object.hasOwn(checks, name)) throw unknownOptionError(key)
    const reason = (checks[name] as Check)(value)
    if (reason !== null)
      throw invalidOptionError(key, reason, { key, value: SECRET_OPTIONS.has(key) ? SECRET_MASK : value })
  }
}

const aboveZero: Check = (value) =>
  Number.isFinite(value) && (value as number) > 0 ? null : 'Expected a number above 0'

/** The figures of a compute-unit budget (`rateLimit`, `createBudget`), checked as the options are. */
const FIGURES: Readonly<Record<keyof RateLimitOptions, Check>> = {
  computeUnitsPerSecond: aboveZero,
  windowMs: (value) =>
    Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_TIMER
      ? null
      : `Expected a whole number from 1 to ${MAX_TIMER}`,
  store: (value) =>
    typeof (value as BudgetStore).take === 'function' && typeof (value as BudgetStore).pause === 'function'
      ? null
      : 'Expected a store',
  endpointWeights: (value) => (typeof value === 'boolean' ? null : 'Expected true or false'),
}

/** Checks a budget's figures, each named `rateLimit.…`: an unknown key is C0013, a bad value C0014. */
export function checkFigures(figures: RateLimitOptions): void {
  checkOptionsObject(figures ?? null)
  // computeUnitsPerSecond is required: checked when absent too.
  checkAgainst(
    FIGURES,
    { ...figures, computeUnitsPerSecond: figures.computeUnitsPerSecond ?? null },
    'rateLimit.',
  )
}
