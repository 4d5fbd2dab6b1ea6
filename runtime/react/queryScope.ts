import type { Core } from '../client/Core'
import type { CallOptions } from '../client/options'

/**
 * What tells two clients' answers apart in a query key: the base URL the call goes to (with the
 * network already resolved). Never the API key. Two clients on one QueryClient, say the mock and
 * the live API, or mainnet and testnet, then never share cache entries.
 */
export function queryScope(client: Core, api: string, network?: unknown): { endpoint: string } {
  const configured = client.options.baseUrls[api]
  if (typeof configured === 'string' || configured === undefined) return { endpoint: configured ?? api }
  const name = String(network ?? client.options.defaultAptosNetwork)
  return { endpoint: configured[name] ?? `${api}:${name}` }
}

/** The caller's options with TanStack's signal added, so either one can cancel the call. */
export function withQuerySignal(options: CallOptions | undefined, signal: AbortSignal): CallOptions {
  const own = options?.signal
  return { ...options, signal: own ? AbortSignal.any([own, signal]) : signal }
}
