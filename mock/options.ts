import type { ApiCatalogue } from '../entries/catalogue'
import { catalogues as generatedCatalogues } from '../entries/catalogue'
import type { BaseUrls } from '../entries/index'
import type { FaultController, FaultPlan } from './faults'
import type { PlanController } from './plan'
import type { RequestLog } from './requestLog'
import type { SendWebhookOptions, SentWebhook } from './webhooks'

/** The key the demo and the examples use. The mock accepts any non-empty key unless `apiKeys` is set. */
export const MOCK_API_KEY = 'mock-api-key'

/** Options of {@link createMockServer}. */
export interface MockServerOptions {
  /** Port to listen on; 0 picks a free one. @default 0 */
  port?: number
  /** Interface to bind. @default '127.0.0.1' */
  host?: string
  /** Same seed, byte-identical bodies; another seed, other data. @default 1 */
  seed?: number | string
  /** The APIs to serve. @default every generated catalogue */
  catalogues?: readonly ApiCatalogue[]
  /** Fault plans to start with, by route (an operationId or '*'). @default {} */
  faults?: Readonly<Record<string, FaultPlan>>
  /** Delay added to every response, in ms. @default 0 */
  latencyMs?: number
  /** Size of each paged data set. @default 137 */
  pageItems?: number
  /** The only API keys accepted. @default any non-empty key */
  apiKeys?: readonly string[]
  /**
   * Enforce a plan as the provider does: at most this many compute units (each operation's
   * `x-w3data-cost`) per second over a rolling window, a 429 with Retry-After beyond.
   * @default undefined (no limit)
   */
  computeUnitsPerSecond?: number
  /** The plan's rolling window, in ms. @default 4000 */
  computeUnitsWindowMs?: number
}

/** A running mock provider. */
export interface MockServer {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  readonly url: string
  readonly port: number
  /** Pass as `createClient({ baseUrls })`: every API (and network) pointed at this server. */
  readonly baseUrls: BaseUrls
  /**
   * Serves these catalogues from now on, on the same port, keeping fault plans and the request
   * log: `make dev` swaps in a regenerated catalogue without dropping a connection.
   */
  serveCatalogues(catalogues: readonly ApiCatalogue[]): void
  /** Injects statuses, delays, resets and broken JSON. */
  readonly faults: FaultController
  /** Every request received, oldest first; `requests.reset()` empties it. */
  readonly requests: RequestLog
  /** The compute-unit plan in force (`computeUnitsPerSecond`), its counts, and a way to change it. */
  readonly plan: PlanController
  /**
   * Sends a signed webhook delivery (generated from the Streams schemas, or `body`) to a URL on
   * this machine, so a receiver can verify it end to end.
   */
  sendWebhook(options: SendWebhookOptions): Promise<SentWebhook>
  /** Stops listening and drops open connections. */
  close(): Promise<void>
}

/** The options with defaults applied and values checked. */
export interface ResolvedOptions {
  port: number
  host: string
  seed: number | string
  catalogues: readonly ApiCatalogue[]
  latencyMs: number
  pageItems: number
  apiKeys: ReadonlySet<string> | undefined
}

export function resolveOptions(options: MockServerOptions): ResolvedOptions {
  const seed = options.seed ?? 1
  if (typeof seed !== 'number' && typeof seed !== 'string')
    throw new TypeError('seed must be a number or a string')
  return {
    port: wholeNumber(options.port ?? 0, 'port', 65_535),
    host: options.host ?? '127.0.0.1',
    seed,
    catalogues: options.catalogues ?? generatedCatalogues,
    latencyMs: wholeNumber(options.latencyMs ?? 0, 'latencyMs', 600_000),
    pageItems: wholeNumber(options.pageItems ?? 137, 'pageItems', 1_000_000),
    apiKeys: options.apiKeys ? new Set(options.apiKeys) : undefined,
  }
}

function wholeNumber(value: number, name: string, max: number): number {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new RangeError(`${name} must be a whole number from 0 to ${max}, got ${value}`)
  return value
}
