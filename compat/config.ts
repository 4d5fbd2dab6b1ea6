import { type ClientOptions, CoreErrorCode, W3DataError } from '../entries/index'

// The tables are Maps: a configuration key such as `toString` or `__proto__` must find no entry.

/** Keys of moralis@2.27.2's `Moralis.start()` that the core names otherwise. */
const RENAMED: ReadonlyMap<string, keyof ClientOptions> = new Map([
  ['defaultEvmApiChain', 'defaultEvmChain'],
  ['defaultSolNetwork', 'defaultSolanaNetwork'],
])

/** The two base URLs the SDK let a caller set, by the API they belong to. */
const BASE_URLS: ReadonlyMap<string, 'evm' | 'solana'> = new Map([
  ['evmApiBaseUrl', 'evm'],
  ['solApiBaseUrl', 'solana'],
])

/**
 * SDK keys the core has no use for, with the values the SDK accepted: checked, then set aside.
 * The core sends its own build target and answers every network. (moralis@2.27.2's `start()`
 * refused `formatEvmAddress` and `formatEvmChainId` as unregistered keys, C0013; so does this.)
 */
const SDK_ONLY: ReadonlyMap<string, readonly string[]> = new Map([
  ['buidEnvironment', ['browser', 'node', 'react-native']],
  ['defaultNetwork', ['Evm', 'Solana', 'Aptos']],
])

/** The SDK's attempts when `maxRetries` is not given: 2, one retry in the core's count. */
const SDK_ATTEMPTS = 2

/**
 * The core's `maxRetries` (retries after the first attempt) for the SDK's (attempts in all, the
 * first included; 0 made one as 1 did). A value that is no whole number goes on, to be refused.
 */
const coreRetries = (attempts: unknown): unknown =>
  Number.isInteger(attempts) && (attempts as number) >= 1 ? (attempts as number) - 1 : attempts

/** The SDK's configuration, plus any w3data client option (`baseUrls`, `timeout`, `fetch`, …). */
export type MoralisConfig = ClientOptions & {
  defaultEvmApiChain?: ClientOptions['defaultEvmChain']
  defaultSolNetwork?: ClientOptions['defaultSolanaNetwork']
  evmApiBaseUrl?: string
  solApiBaseUrl?: string
  buidEnvironment?: 'browser' | 'node' | 'react-native'
  defaultNetwork?: 'Evm' | 'Solana' | 'Aptos'
}

/**
 * The client options a `Moralis.start()` configuration stands for. Values are checked by the core
 * as any client option is (C0014); a key neither knows is C0013. `maxRetries` counts attempts, as
 * the SDK counted them.
 */
export function clientOptions(config: MoralisConfig): ClientOptions {
  // Without a prototype, a `__proto__` key is a key like any other (and refused as one).
  const options: Record<string, unknown> = Object.create(null)
  const baseUrls: Record<string, unknown> = { ...config.baseUrls }
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined) continue
    const sdkOnly = SDK_ONLY.get(key)
    const api = BASE_URLS.get(key)
    if (sdkOnly) {
      if (!sdkOnly.includes(value as string)) throw invalid(key, `Expected one of ${sdkOnly.join(', ')}`)
    } else if (api) baseUrls[api] = value
    else if (key === 'maxRetries') options.maxRetries = coreRetries(value)
    else if (key !== 'baseUrls') options[RENAMED.get(key) ?? key] = value
  }
  options.maxRetries ??= SDK_ATTEMPTS - 1
  if (Object.keys(baseUrls).length > 0) options.baseUrls = baseUrls
  return options as ClientOptions
}

const invalid = (key: string, reason: string) =>
  new W3DataError({
    code: CoreErrorCode.CONFIG_INVALID_VALUE,
    message: `Invalid value for configuration key ${key}: ${reason}`,
    details: { key },
  })
