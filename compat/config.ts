import { type ClientOptions, CoreErrorCode, W3DataError } from '../entries/index'

/** Keys of moralis@2.27.2's `Moralis.start()` that the core names otherwise. */
const RENAMED: Readonly<Record<string, keyof ClientOptions>> = {
  defaultEvmApiChain: 'defaultEvmChain',
  defaultSolNetwork: 'defaultSolanaNetwork',
}

/** The two base URLs the SDK let a caller set, by the API they belong to. */
const BASE_URLS: Readonly<Record<string, 'evm' | 'solana'>> = {
  evmApiBaseUrl: 'evm',
  solApiBaseUrl: 'solana',
}

/**
 * SDK keys the core has no use for, with the values the SDK accepted: checked, then set aside.
 * The core sends its own build target, answers every network, and formats value types itself.
 */
const SDK_ONLY: Readonly<Record<string, readonly string[]>> = {
  buidEnvironment: ['browser', 'node', 'react-native'],
  defaultNetwork: ['Evm', 'Solana', 'Aptos'],
  formatEvmAddress: ['lowercase', 'checksum'],
  formatEvmChainId: ['hex', 'decimal'],
}

/** The SDK's configuration, plus any w3data client option (`baseUrls`, `timeout`, `fetch`, …). */
export type MoralisConfig = ClientOptions & {
  defaultEvmApiChain?: ClientOptions['defaultEvmChain']
  defaultSolNetwork?: ClientOptions['defaultSolanaNetwork']
  evmApiBaseUrl?: string
  solApiBaseUrl?: string
  buidEnvironment?: 'browser' | 'node' | 'react-native'
  defaultNetwork?: 'Evm' | 'Solana' | 'Aptos'
  formatEvmAddress?: 'lowercase' | 'checksum'
  formatEvmChainId?: 'hex' | 'decimal'
}

/**
 * The client options a `Moralis.start()` configuration stands for. Values are checked by the core
 * as any client option is (C0014); a key neither knows is C0013.
 */
export function clientOptions(config: MoralisConfig): ClientOptions {
  const options: Record<string, unknown> = {}
  const baseUrls: Record<string, unknown> = { ...config.baseUrls }
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined) continue
    const sdkOnly = SDK_ONLY[key]
    if (sdkOnly) {
      if (!sdkOnly.includes(value as string)) throw invalid(key, `Expected one of ${sdkOnly.join(', ')}`)
    } else if (BASE_URLS[key]) baseUrls[BASE_URLS[key]] = value
    else if (key !== 'baseUrls') options[RENAMED[key] ?? key] = value
  }
  if (Object.keys(baseUrls).length > 0) options.baseUrls = baseUrls
  return options as ClientOptions
}

const invalid = (key: string, reason: string) =>
  new W3DataError({
    code: CoreErrorCode.CONFIG_INVALID_VALUE,
    message: `Invalid value for configuration key ${key}: ${reason}`,
    details: { key },
  })
