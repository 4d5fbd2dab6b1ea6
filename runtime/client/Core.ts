import { registerSecret, SECRET_MASK } from '../errors/redact'
import { baseHeaders } from '../http/headers'
import type { CallBudget, HttpTransport } from '../http/httpTypes'
import { assertLittleEndian } from './endianness'
import { createLogger, type Logger } from './Logger'
import { normalizeOptions } from './normalizeOptions'
import { invalidOptionError } from './optionChecks'
import type { ClientOptions, NormalizedOptions, RateLimitOptions, ResolvedBaseUrls } from './options'

const STATE = Symbol('w3data.core')

/** Per-client state the runtime reads on every call; computed once when the client is made. */
export interface CoreState {
  readonly headers: Readonly<Record<string, string>>
  readonly transport: HttpTransport
}

/** The API-independent part of a client: options, logger and transport. */
export interface Core {
  readonly options: Readonly<NormalizedOptions>
  readonly logger: Logger
  readonly [STATE]: CoreState
}

/** How the generated client attaches its API namespaces to a core. */
export interface ClientSetup<TClient extends Core> {
  defaultBaseUrls: ResolvedBaseUrls
  attach(core: Core, rebuild: (options: ClientOptions) => TClient): TClient
  /**
   * How `rateLimit` figures become a budget (runtime/budget/lazy.ts). createBaseClient has none, and
   * takes only a budget made by createBudget, so that its apps hold no budget code.
   */
  budgetFromFigures?: (figures: RateLimitOptions) => CallBudget
}

/** The property descriptors that give an object each member of `TMembers`, typed. */
export type MemberDescriptors<TMembers> = { [K in keyof TMembers]: TypedPropertyDescriptor<TMembers[K]> }

/**
 * `Object.defineProperties` typed by what it adds, so the generated clients attach their
 * namespaces (lazy getters) and `withOptions` without a cast of their own.
 */
export function attachMembers<TCore extends Core, TMembers>(
  core: TCore,
  members: MemberDescriptors<TMembers>,
): TCore & TMembers {
  return Object.defineProperties(core, members) as TCore & TMembers
}

/** Builds a client: validated options, precomputed headers, a logger, then the API namespaces. */
export function createCore<TClient extends Core>(
  options: ClientOptions,
  setup: ClientSetup<TClient>,
  base?: NormalizedOptions,
): TClient {
  // w3data requires little-endian hardware (the big-number and hashing code assumes it).
  assertLittleEndian()
  const normalized = normalizeOptions(options, setup.defaultBaseUrls, base)
  const logger = createLogger({
    ...(normalized.logLevel && { level: normalized.logLevel }),
    ...(normalized.logger && { sink: normalized.logger }),
    scope: 'client',
  })
  const { rateLimit } = normalized
  const headers = baseHeaders(normalized.apiKey, normalized.product, normalized.headers)
  const transport: HttpTransport = {
    fetch: normalized.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    logger,
    retry: {
      maxRetries: normalized.maxRetries,
      baseDelay: normalized.retryDelay,
      maxDelay: normalized.maxRetryDelay,
      maxRetryAfter: normalized.maxRetryAfter,
    },
    ...(rateLimit && { budget: budgetOf(rateLimit, setup) }),
  }
  const state: CoreState = { headers, transport }
  const core: Core = { options: publicOptions(normalized), logger, [STATE]: state }
  // Masked while this client lives; released once it is garbage-collected.
  registerSecret(normalized.apiKey, core)
  registerSecret(normalized.streamsSecret, core)
  Object.defineProperty(core, INSPECT, { value: () => ({ options: core.options }) })
  return setup.attach(core, (next) => createCore(next, setup, normalized))
}

/** The budget of a client's `rateLimit`: the one given, or one made from the figures given. */
function budgetOf(rateLimit: RateLimitOptions | CallBudget, setup: ClientSetup<Core>): CallBudget {
  if (typeof (rateLimit as CallBudget).attempt === 'function') return rateLimit as CallBudget
  if (setup.budgetFromFigures) return setup.budgetFromFigures(rateLimit as RateLimitOptions)
  throw invalidOptionError('rateLimit', 'Expected a budget: createBaseClient takes no figures')
}

/** Node's util.inspect hook, by its registered symbol (no node:util import in the runtime). */
const INSPECT = Symbol.for('nodejs.util.inspect.custom')

/**
 * The client's `options`, frozen: the key and the secret can be read by name but are not listed
 * (`{ ...options }`, `Object.entries`), and `JSON.stringify` and `util.inspect` mask them.
 */
function publicOptions(options: NormalizedOptions): Readonly<NormalizedOptions> {
  const { apiKey, streamsSecret, ...listed } = options
  const masked = () => ({
    ...listed,
    apiKey: apiKey && SECRET_MASK,
    streamsSecret: streamsSecret && SECRET_MASK,
  })
  return Object.freeze(
    Object.defineProperties(listed as NormalizedOptions, {
      apiKey: { value: apiKey },
      streamsSecret: { value: streamsSecret },
      toJSON: { value: masked },
      [INSPECT]: { value: masked },
    }),
  )
}

export function coreState(core: Core): CoreState {
  return core[STATE]
}
