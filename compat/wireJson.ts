import { propertyName, resolveSchema, type SchemaObject } from '../entries/catalogue'

/**
 * The operations whose `result` the SDK built from its generated classes, each object of which
 * writes its own part of the body as JSON: every Aptos operation, and these. (Ids as the catalogue's.)
 */
const WIRE_JSON_RESULTS: Readonly<Record<string, ReadonlySet<string> | 'all'>> = {
  aptos: 'all',
  evm: new Set([
    'getNFTTrades',
    'getNFTTradesByToken',
    'getNFTContractSalePrices',
    'getNFTSalePrices',
    'getMultipleTokenPrices',
    'getTokenOwners',
    'getWalletHistory',
    'getWalletTokenBalancesPrice',
    'getWalletNetWorth',
    'web3ApiVersion',
    'endpointWeights',
    'resolveAddressToDomain',
    'getPairPrice',
    'getTopERC20TokensByMarketCap',
    'getTopERC20TokensByPriceMovers',
    'getTopNFTCollectionsByMarketCap',
    'getHottestNFTCollectionsByTradingVolume',
    'getTopCryptoCurrenciesByMarketCap',
    'getTopCryptoCurrenciesByTradingVolume',
    'reviewContracts',
    'getDefiSummary',
    'getDefiPositionsByProtocol',
    'getDefiPositionsSummary',
    'getWalletActiveChains',
    'getWalletStats',
    'getNFTCollectionStats',
    'getNFTTokenStats',
    'getTokenStats',
    'getBlockStats',
    'getWalletProfitabilitySummary',
    'getWalletProfitability',
    'getTopProfitableWalletPerToken',
  ]),
  solana: new Set(['getTokenPrice', 'getTokenMetadata']),
}

/** Whether operation `id` of `api` answers objects that write themselves as sent. */
export function answersWireJson(api: string, id: string): boolean {
  const ids = WIRE_JSON_RESULTS[api]
  return ids === 'all' || ids?.has(id) === true
}

type Schemas = Readonly<Record<string, SchemaObject>>

/**
 * Gives `value` and each list and plain object inside it a `toJSON()` that writes its part of
 * `raw`, the body as sent, found through the schema's wire names: `JSON.stringify` of any part of
 * the result then writes what the provider sent for it. The method is not enumerable, so the
 * result still reads as plain data. Value objects and maps that are data keep their own JSON.
 */
export function withWireJson<T>(value: T, raw: unknown, schema: SchemaObject, schemas: Schemas): T {
  if (typeof value !== 'object' || value === null || typeof raw !== 'object' || raw === null) return value
  const resolved = resolveSchema(schema, schemas)
  const list = Array.isArray(value)
  if ((!list && Object.getPrototypeOf(value) !== Object.prototype) || resolved['x-w3data-data'] === true)
    return value
  Object.defineProperty(value, 'toJSON', { value: () => raw, enumerable: false, configurable: true })
  const parts = raw as Record<string, unknown>
  if (list)
    for (const [index, item] of value.entries())
      withWireJson(item, parts[index], resolved.items ?? {}, schemas)
  else
    for (const [wireName, property] of Object.entries(resolved.properties ?? {}))
      withWireJson(
        (value as Record<string, unknown>)[propertyName(wireName, property)],
        parts[wireName],
        property,
        schemas,
      )
  return value
}
