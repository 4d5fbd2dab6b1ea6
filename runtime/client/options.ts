import { MIN_SECRET_LENGTH } from '../errors/redact'
import { type AptosNetworkName, normalizeAptosNetwork } from '../values/aptos/AptosNetwork'
import { type EvmChainInput, normalizeEvmChain } from '../values/evm/EvmChain'
import { normalizeSolNetwork, type SolNetworkName } from '../values/solana/SolNetwork'
import { ConfigRegistry } from './ConfigRegistry'
import type { LogLevel, LogSink } from './Logger'
import { validateLogLevel } from './Logger'

/** Base URL of each API; Aptos has one per network. */
export interface BaseUrls {
  evm?: string
  aptos?: { mainnet?: string; testnet?: string; devnet?: string }
  streams?: string
  auth?: string
  solana?: string
}

/** Everything a client can be configured with. Merge order: defaults → client → call. */
export interface ClientOptions {
  /**
   * The provider API key, sent as `x-api-key` (and as a Bearer token where the operation asks):
   * at least 8 characters, no control characters (empty: not set). Hidden from `JSON.stringify` and `util.inspect`.
   */
  apiKey?: string | undefined
  /** Base URLs per API. @default the provider's hosts (see README) */
  baseUrls?: BaseUrls
  /** Retries after the first attempt, for GET and OPTIONS on 408, 413, 429 and 5xx gateway statuses. @default 2 */
  maxRetries?: number
  /** Time limit of one attempt, in ms. @default 20000 */
  timeout?: number
  /** @default 'info' (or the W3DATA_LOG_LEVEL environment variable) */
  logLevel?: LogLevel
  /** Where log lines go. @default console */
  logger?: LogSink
  /** Sent as `x-moralis-product` when set. @default undefined */
  product?: string | undefined
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof fetch
  /** Aptos network used when a call names none. Accepts mainnet, testnet, devnet, 1 or 2. @default 'mainnet' */
  defaultAptosNetwork?: AptosNetworkName | 1 | 2
  /** EVM chain used when a call names none: hex id, decimal id or chain name. @default '0x1' */
  defaultEvmChain?: EvmChainInput
  /** Solana network used when a call names none: mainnet or devnet. @default 'mainnet' */
  defaultSolanaNetwork?: SolNetworkName
  /** Secret that signs webhook deliveries; when unset, deliveries are signed with the API key. @default undefined */
  streamsSecret?: string | undefined
  /** Extra headers sent on every call. @default {} */
  headers?: Record<string, string>
  /** First retry backoff step in ms (doubles per retry, jittered). @default 300 */
  retryDelay?: number
  /** Upper bound of one backoff wait in ms. @default 10000 */
  maxRetryDelay?: number
  /**
   * Longest `Retry-After` wait (ms) the client sits out before retrying. When the provider asks
   * for longer, the call fails at once with the wait on the error (`retryAfter`). @default 60000
   */
  maxRetryAfter?: number
  /** Largest answer read, in bytes, counted as it streams in; larger fails with ResponseTooLargeError. @default 67108864 (64 MiB) */
  maxResponseBytes?: number
}

/** Per-call options. */
export interface CallOptions {
  signal?: AbortSignal | undefined
  /** Overrides the client's `timeout` for this call. */
  timeout?: number | undefined
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined
  /** Overrides the client's `maxResponseBytes` for this call. */
  maxResponseBytes?: number | undefined
}

export type ResolvedBaseUrls = Readonly<Record<string, string | Readonly<Record<string, string>>>>

export interface NormalizedOptions {
  apiKey: string | undefined
  baseUrls: ResolvedBaseUrls
  maxRetries: number
  timeout: number
  logLevel: LogLevel | undefined
  logger: LogSink | undefined
  product: string | undefined
  fetch: typeof fetch | undefined
  defaultAptosNetwork: AptosNetworkName
  /** Hex id. */
  defaultEvmChain: string
  defaultSolanaNetwork: SolNetworkName
  streamsSecret: string | undefined
  headers: Readonly<Record<string, string>>
  retryDelay: number
  maxRetryDelay: number
  maxRetryAfter: number
  maxResponseBytes: number
}

/** The longest delay `setTimeout` keeps (2^31 - 1 ms); a longer one fires at once. */
export const MAX_TIMER = 2_147_483_647
/** 64 MiB: far above any page the provider sends, far below what would exhaust a process. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024

const wholeNumber = (max: number) => (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max
    ? null
    : `Expected a whole number from 0 to ${max}`
const optionalString = (value: unknown) =>
  value === undefined || typeof value === 'string' ? null : 'Expected a string'
/**
 * A secret must be long enough to be redacted (see errors/redact) and safe as a header value; an
 * empty one is a secret not set yet (A0003 when a call needs it), as a form's empty field gives.
 */
const optionalSecret = (value: unknown) =>
  value === undefined ||
  value === '' ||
  (typeof value === 'string' && value.length >= MIN_SECRET_LENGTH && !/\p{Cc}/u.test(value))
    ? null
    : `Expected a string of at least ${MIN_SECRET_LENGTH} characters, without control characters`
/** A base URL with `user:password@` would send a credential the client cannot redact. */
const baseUrlMap = (value: unknown) =>
  stringMap(value) ??
  (urlsOf(value).some((url) => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(url))
    ? 'Expected base URLs without user information (user:password@)'
    : null)
const urlsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(urlsOf)
const optionalFunction = (value: unknown) =>
  value === undefined || typeof value === 'function' ? null : 'Expected a function'
const stringMap = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string' || isStringMap(item))
    ? null
    : 'Expected an object of strings'
const isStringMap = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string')

/** The options as a config registry: unknown keys (C0013) and invalid values (C0014) are refused. */
function optionsRegistry(defaultBaseUrls: ResolvedBaseUrls): ConfigRegistry {
  const registry = new ConfigRegistry()
  registry.register({ name: 'apiKey', defaultValue: undefined, validate: optionalSecret })
  registry.register({ name: 'baseUrls', defaultValue: defaultBaseUrls, validate: baseUrlMap })
  registry.register({ name: 'maxRetries', defaultValue: 2, validate: wholeNumber(20) })
  registry.register({ name: 'timeout', defaultValue: 20_000, validate: wholeNumber(MAX_TIMER) })
  registry.register({
    name: 'logLevel',
    defaultValue: undefined,
    validate: (v) => (v === undefined ? null : validateLogLevel(v)),
  })
  registry.register({
    name: 'logger',
    defaultValue: undefined,
    validate: (v) => (v === undefined || typeof v === 'object' ? null : 'Expected a log sink'),
  })
  registry.register({ name: 'product', defaultValue: undefined, validate: optionalString })
  registry.register({ name: 'fetch', defaultValue: undefined, validate: optionalFunction })
  registry.register({
    name: 'defaultAptosNetwork',
    defaultValue: 'mainnet',
    validate: rejectedBy(normalizeAptosNetwork),
  })
  registry.register({ name: 'defaultEvmChain', defaultValue: '0x1', validate: rejectedBy(normalizeEvmChain) })
  registry.register({
    name: 'defaultSolanaNetwork',
    defaultValue: 'mainnet',
    validate: rejectedBy(normalizeSolNetwork),
  })
  registry.register({ name: 'streamsSecret', defaultValue: undefined, validate: optionalSecret })
  registry.register({
    name: 'headers',
    defaultValue: {},
    validate: (v) => (isStringMap(v) ? null : 'Expected an object of strings'),
  })
  registry.register({ name: 'retryDelay', defaultValue: 300, validate: wholeNumber(MAX_TIMER) })
  registry.register({ name: 'maxRetryDelay', defaultValue: 10_000, validate: wholeNumber(MAX_TIMER) })
  registry.register({ name: 'maxRetryAfter', defaultValue: 60_000, validate: wholeNumber(MAX_TIMER) })
  registry.register({
    name: 'maxResponseBytes',
    defaultValue: DEFAULT_MAX_RESPONSE_BYTES,
    validate: wholeNumber(Number.MAX_SAFE_INTEGER),
  })
  return registry
}

/** A validator from a normaliser: its error text, or null when the value normalises. */
function rejectedBy(normalize: (value: unknown) => unknown) {
  return (value: unknown): string | null => {
    try {
      normalize(value)
      return null
    } catch (error) {
      return (error as { reason?: string }).reason ?? String(error)
    }
  }
}

/** Applies `options` over `base` (already normalised) or over the defaults. */
export function normalizeOptions(
  options: ClientOptions,
  defaultBaseUrls: ResolvedBaseUrls,
  base?: NormalizedOptions,
): NormalizedOptions {
  const registry = optionsRegistry(defaultBaseUrls)
  if (base) registry.merge({ ...base })
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
  registry.merge(given)
  const merged = registry.snapshot() as unknown as NormalizedOptions
  return {
    ...merged,
    baseUrls: mergeBaseUrls(
      base?.baseUrls ?? defaultBaseUrls,
      options.baseUrls as ResolvedBaseUrls | undefined,
    ),
    headers: { ...base?.headers, ...options.headers },
    defaultAptosNetwork: normalizeAptosNetwork(merged.defaultAptosNetwork),
    defaultEvmChain: normalizeEvmChain(merged.defaultEvmChain),
    defaultSolanaNetwork: normalizeSolNetwork(merged.defaultSolanaNetwork),
  }
}

function mergeBaseUrls(base: ResolvedBaseUrls, given: ResolvedBaseUrls | undefined): ResolvedBaseUrls {
  if (!given) return base
  const out: Record<string, string | Readonly<Record<string, string>>> = { ...base }
  for (const [api, value] of Object.entries(given)) {
    const current = out[api]
    out[api] = typeof value === 'string' || typeof current !== 'object' ? value : { ...current, ...value }
  }
  return out
}
