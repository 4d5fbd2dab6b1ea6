import type { MoralisConfig } from './config'
import { DEFAULT_CORE } from './core'
import { AptosApi, Auth, EvmApi, SolApi, Streams } from './modules'

/**
 * The provider SDK's `Moralis` object on w3data: `start(config)` once, then the SDK's modules and
 * functions with its parameter names and answer shapes, each call one of the core's operations on
 * the default client. (`Core.create()` makes an instance with a client of its own.)
 */
export const Moralis = {
  /**
   * Starts the toolkit once with the SDK's configuration keys (or any w3data client option).
   * Starting again is C0011; a call before start is C0012; an unknown key C0013, a bad value C0014.
   * It also loads the Streams log decoder (viem, where installed), so `parsedLogs` answers at once.
   */
  start: (config: MoralisConfig = {}): Promise<void> => DEFAULT_CORE.start(config),
  get isStarted(): boolean {
    return DEFAULT_CORE.isStarted
  },
  /** The SDK's `Moralis.Core`: the Core on the default client. */
  Core: DEFAULT_CORE,
  EvmApi: EvmApi.create(DEFAULT_CORE),
  AptosApi: AptosApi.create(DEFAULT_CORE),
  SolApi: SolApi.create(DEFAULT_CORE),
  Streams: Streams.create(DEFAULT_CORE),
  Auth: Auth.create(DEFAULT_CORE),
}
