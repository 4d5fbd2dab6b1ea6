import { type OperationEntry, sdkName } from '../../entries/catalogue'
import type { QueryValues } from '../incoming'

/** Request values that should show up in the data, by the response field they belong in. */
export interface RequestHints {
  fields: ReadonlyMap<string, readonly string[]>
  /** How many ids a lookup asked for (`token_ids`…): a non-paged list answers one item per id. */
  idCount: number | undefined
}

/** Parameters whose values name a differently called field of the result. */
const FIELD_ALIASES: Readonly<Record<string, string>> = {
  token_ids: 'token_data_id_hash',
  ids: 'collection_data_id_hash',
  txn_hash: 'hash',
  txn_version: 'version',
}

/**
 * Where an operation's path says what its `{address}` is, the fields that echo it (first match
 * wins): a token's or an NFT contract's own address, the contract that emitted the logs, a pair's,
 * or the wallet that owns the items.
 */
const ADDRESS_ECHOES: readonly { path: RegExp; fields: readonly string[] }[] = [
  { path: /^\/(erc20|nft)\/\{address\}/, fields: ['token_address', 'address'] },
  // A contract's logs and events: each was emitted by that contract.
  { path: /^\/\{address\}\/(logs|events)$/, fields: ['address'] },
  { path: /^\/pairs\/\{address\}/, fields: ['pair_address', 'address'] },
  { path: /^\/wallets\/\{address\}\/chains$/, fields: ['address'] },
  { path: /^\/(wallets\/)?\{address\}(\/|$)/, fields: ['owner_of', 'owner_address', 'wallet_address'] },
]

/** Filters, ranges and paging describe the selection, not the items. */
const NOT_A_FIELD =
  /(black|white)list$|^(limit|offset|cursor|start|ledger_version|with_transactions)$|^(from|to)_/

/** `owner_addresses` → `owner_address`, `coin_type_hashes` → `coin_type_hash`, `block_heights` → `block_height`. */
function singular(name: string): string {
  if (/(ss|sh|ch|x)es$/.test(name)) return name.slice(0, -2)
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`
  return name.endsWith('s') && !name.endsWith('ss') ? name.slice(0, -1) : name
}

/**
 * Collects the path and query values that identify what is asked for: NFTs by `token_ids` come
 * back with those `token_data_id_hash`es, balances of `owner_addresses` with those owners.
 */
export function requestHints(
  operation: OperationEntry,
  pathParams: Readonly<Record<string, string>>,
  query: QueryValues,
): RequestHints {
  const fields = new Map<string, readonly string[]>()
  let idCount: number | undefined
  for (const param of operation.params) {
    if (NOT_A_FIELD.test(param.wireName) || param.in === 'body' || param.in === 'header') continue
    const value = param.in === 'path' ? pathParams[param.wireName] : query[param.wireName]
    if (value === undefined || value === '') continue
    const values = Array.isArray(value) ? value : [value]
    const echo = param.wireName === 'address' && ADDRESS_ECHOES.find((rule) => rule.path.test(operation.path))
    const field =
      FIELD_ALIASES[param.wireName] ?? (Array.isArray(value) ? singular(param.wireName) : param.wireName)
    // The wire writes some answers in camelCase (`tokenAddress`): both spellings are preset.
    for (const name of echo ? echo.fields : [field]) {
      fields.set(name, values)
      fields.set(sdkName(name), values)
    }
    if (param.in === 'query' && param.required && Array.isArray(value)) idCount ??= values.length
  }
  return { fields, idCount }
}

/** The hinted values for item `index`: lists are cycled through. */
export function hintPresets(hints: RequestHints, index: number): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, values] of hints.fields) {
    const value = values[index % values.length]
    if (value !== undefined) out[field] = value
  }
  return out
}
