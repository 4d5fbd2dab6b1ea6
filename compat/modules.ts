import { type VerifyWebhookInput, verifyWebhook } from '../runtime/streams/index'
import { type Core, clientOf, DEFAULT_CORE } from './core'
import { sdkApiModule, sdkModule } from './namespaces'
import { parsedLogs } from './streams'

/** The SDK's `Streams` module on `core`: its API functions, `verifySignature` and `parsedLogs`. */
const streamsModule = (core: Core) =>
  Object.assign(sdkApiModule('streams', core), {
    /**
     * True for a delivery signed with the core's `streamsSecret` (else its API key); S0004
     * otherwise, as the SDK threw.
     */
    verifySignature: (input: VerifyWebhookInput): true => verifyWebhook(clientOf(core), input),
    parsedLogs,
  })

/**
 * The SDK's API module classes as their `create(core?)` made them: the module on `core`, or on
 * `Moralis.Core` when none is given, as the SDK's fell back to its default core.
 */
const moduleOf = <M>(make: (core: Core) => M) => ({ create: (core: Core = DEFAULT_CORE): M => make(core) })

export const EvmApi = moduleOf((core) => sdkApiModule('evm', core))
export const AptosApi = moduleOf((core) => sdkModule('aptos', core))
export const SolApi = moduleOf((core) => sdkApiModule('solana', core))
export const Streams = moduleOf(streamsModule)
export const Auth = moduleOf((core) => sdkApiModule('auth', core))
