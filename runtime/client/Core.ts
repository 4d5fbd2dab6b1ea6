import { registerSecret } from '../errors/index'
import { baseHeaders } from '../http/headers'
import type { HttpTransport } from '../http/send'
import { createLogger, type Logger } from '../logger/index'
import { assertLittleEndian } from '../platform/endianness'
import {
  type ClientOptions,
  type NormalizedOptions,
  normalizeOptions,
  type ResolvedBaseUrls,
} from './options'

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
}

/** Builds a client: validated options, precomputed headers, a logger, then the API namespaces. */
export function createCore<TClient extends Core>(
  options: ClientOptions,
  setup: ClientSetup<TClient>,
  base?: NormalizedOptions,
): TClient {
  // The seed requires little-endian hardware (the big-number and hashing code assumes it).
  assertLittleEndian()
  const normalized = normalizeOptions(options, setup.defaultBaseUrls, base)
  registerSecret(normalized.apiKey)
  registerSecret(normalized.streamsSecret)
  const logger = createLogger({
    ...(normalized.logLevel && { level: normalized.logLevel }),
    ...(normalized.logger && { sink: normalized.logger }),
    scope: 'client',
  })
  const state: CoreState = {
    headers: baseHeaders(normalized.apiKey, normalized.product, normalized.headers),
    transport: {
      fetch: normalized.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      logger,
      retry: {
        maxRetries: normalized.maxRetries,
        baseDelay: normalized.retryDelay,
        maxDelay: normalized.maxRetryDelay,
        maxRetryAfter: normalized.maxRetryAfter,
      },
    },
  }
  const core: Core = { options: Object.freeze(normalized), logger, [STATE]: state }
  return setup.attach(core, (next) => createCore(next, setup, normalized))
}

export function coreState(core: Core): CoreState {
  return core[STATE]
}
