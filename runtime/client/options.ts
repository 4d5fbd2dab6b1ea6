import type { BudgetStore } from '../budget/store'
import type { CallBudget } from '../http/httpTypes'
import type { AptosNetworkName } from '../values/aptos/AptosNetwork'
import type { EvmChainInput } from '../values/evm/EvmChain'
import type { SolNetworkName } from '../values/solana/SolNetwork'
import type { LogLevel, LogSink } from './Logger'

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
  /**
   * A compute-unit budget: the plan's figures (`{ computeUnitsPerSecond, windowMs?, store?,
   * endpointWeights? }`, checked at once; the budget's code loads on the first call), or a budget
   * from `createBudget` of `w3data/budget`, which several clients may share and whose spending can
   * be read (createBaseClient takes only that). Each attempt spends its operation's cost first,
   * waiting while the window is full, and a 429 pauses every call of the budget.
   * @default undefined (no budget)
   */
  rateLimit?: RateLimitOptions | CallBudget | undefined
}

/** A compute-unit budget's figures (`rateLimit` of `createClient`, and `createBudget`). */
export interface RateLimitOptions {
  /** The plan's compute units per second (the provider's dashboard shows it). */
  computeUnitsPerSecond: number
  /**
   * The rolling window the units are counted over, in ms: at most `computeUnitsPerSecond ×
   * windowMs / 1000` units in any window (each held 5 % longer, against network jitter). @default 1000
   */
  windowMs?: number
  /** Where spending is kept. @default a MemoryBudgetStore of this process */
  store?: BudgetStore
  /**
   * Read the provider's EVM `endpointWeights` once per budget, on its first EVM call, and spend
   * its `rateLimitCost` rather than the catalogue's. @default true
   */
  endpointWeights?: boolean
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
  rateLimit: RateLimitOptions | CallBudget | undefined
}

/**
 * 64 MiB, written out (a product would stay in every bundle): far above any page the provider
 * sends, far below what would exhaust a process.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 67_108_864
