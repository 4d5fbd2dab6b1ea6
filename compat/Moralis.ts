import { isStarted, start } from '../entries/index'
import { clientOptions, type MoralisConfig } from './config'
import { sdkApiModule, sdkModule } from './namespaces'
import { loadDecoder, parsedLogs, verifySignature } from './streams'

/**
 * The provider SDK's `Moralis` object on w3data: `start(config)` once, then the SDK's modules and
 * functions with its parameter names and answer shapes, each call one of the core's operations.
 */
export const Moralis = {
  /**
   * Starts the toolkit once with the SDK's configuration keys (or any w3data client option).
   * Starting again is C0011; a call before start is C0012; an unknown key C0013, a bad value C0014.
   * It also loads the Streams log decoder (viem, where installed), so `parsedLogs` answers at once.
   */
  async start(config: MoralisConfig = {}): Promise<void> {
    start(clientOptions(config))
    await loadDecoder()
  },
  get isStarted(): boolean {
    return isStarted()
  },
  /** The SDK's `Moralis.Core`: whether `start()` has run. (One default client: no `Core.create()`.) */
  Core: {
    get isStarted(): boolean {
      return isStarted()
    },
  },
  EvmApi: sdkApiModule('evm'),
  AptosApi: sdkModule('aptos'),
  SolApi: sdkApiModule('solana'),
  Streams: Object.assign(sdkApiModule('streams'), { verifySignature, parsedLogs }),
  Auth: sdkApiModule('auth'),
}
