import type { ApiCatalogue, ValueType } from '../entries/catalogue'
import type { BaseUrls } from '../entries/index'
import { APTOS_NETWORK_NAMES } from '../entries/index'

/** Networks a value type accepts beyond those the catalogue names a host for (Aptos devnet). */
const NETWORKS_BY_VALUE_TYPE: Partial<Record<ValueType, readonly string[]>> = {
  'aptos-network': APTOS_NETWORK_NAMES,
}

/**
 * The networks an API is served under (`/{api}/{network}/…`), or undefined when its base URL is
 * one string (`/{api}/…`).
 */
export function apiNetworks(catalogue: ApiCatalogue): readonly string[] | undefined {
  if (typeof catalogue.baseUrl === 'string') return undefined
  const extra = catalogue.network ? (NETWORKS_BY_VALUE_TYPE[catalogue.network.valueType] ?? []) : []
  return [...new Set([...Object.keys(catalogue.baseUrl), ...extra])]
}

/** The `baseUrls` client option that points every API of `catalogues` at the mock at `url`. */
export function mockBaseUrls(url: string, catalogues: readonly ApiCatalogue[]): BaseUrls {
  const out: Record<string, string | Record<string, string>> = {}
  for (const catalogue of catalogues) {
    const networks = apiNetworks(catalogue)
    out[catalogue.api] = networks
      ? Object.fromEntries(networks.map((network) => [network, `${url}/${catalogue.api}/${network}`]))
      : `${url}/${catalogue.api}`
  }
  return out as BaseUrls
}
