import type { AptosNetworkName } from '../values/aptos/AptosNetwork'
import { normalizeEvmChain } from '../values/evm/EvmChain'
import type { SolNetworkName } from '../values/solana/SolNetwork'
import { aptosNetworkOption, checkOptions, solNetworkOption } from './optionChecks'
import {
  type ClientOptions,
  DEFAULT_MAX_RESPONSE_BYTES,
  type NormalizedOptions,
  type ResolvedBaseUrls,
} from './options'

/** Each option's default, as ClientOptions documents it. */
const DEFAULTS: Omit<NormalizedOptions, 'baseUrls'> = {
  apiKey: undefined,
  maxRetries: 2,
  timeout: 20_000,
  logLevel: undefined,
  logger: undefined,
  product: undefined,
  fetch: undefined,
  defaultAptosNetwork: 'mainnet',
  defaultEvmChain: '0x1',
  defaultSolanaNetwork: 'mainnet',
  streamsSecret: undefined,
  headers: {},
  retryDelay: 300,
  maxRetryDelay: 10_000,
  maxRetryAfter: 60_000,
  maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
  rateLimit: undefined,
}

/** Applies `options` over `base` (already normalised) or over the defaults, once they pass their checks. */
export function normalizeOptions(
  options: ClientOptions,
  defaultBaseUrls: ResolvedBaseUrls,
  base?: NormalizedOptions,
): NormalizedOptions {
  checkOptions(options)
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
  const merged = { ...DEFAULTS, ...base, ...given } as NormalizedOptions
  return {
    ...merged,
    baseUrls: mergeBaseUrls(
      base?.baseUrls ?? defaultBaseUrls,
      options.baseUrls as ResolvedBaseUrls | undefined,
    ),
    headers: { ...base?.headers, ...options.headers },
    // Checked above, so each names a network.
    defaultAptosNetwork: aptosNetworkOption(merged.defaultAptosNetwork) as AptosNetworkName,
    defaultEvmChain: normalizeEvmChain(merged.defaultEvmChain),
    defaultSolanaNetwork: solNetworkOption(merged.defaultSolanaNetwork) as SolNetworkName,
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
