import { type OperationEntry, sdkName } from '../../entries/catalogue'
import type { QueryValues } from '../incoming'

/** Request values that should show up in the data, by the response field they belong in. */
export interface RequestHints {
  fields: ReadonlyMap<string, readonly (string | undefined)[]>
  /** How many ids or tokens a lookup asked for (`token_ids`…): a non-paged list answers one item per id. */
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

/** An entry of a body list that names a token: the list is a lookup, one item per entry. */
const TOKEN_KEY = /^token_?address$/i

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A lookup by a body list of tokens (`tokens: [{ token_address, token_id }]`): each entry's text
 * fields by name, one value per entry (undefined where an entry has none).
 */
function bodyLookup(
  operation: OperationEntry,
  body: unknown,
): Map<string, (string | undefined)[]> | undefined {
  if (!isRecord(body)) return undefined
  for (const param of operation.params) {
    const list = param.in === 'body' ? body[param.wireName] : undefined
    if (!Array.isArray(list) || !list.every(isRecord)) continue
    if (!list.some((entry) => Object.keys(entry).some((key) => TOKEN_KEY.test(key)))) continue
    const names = new Set(list.flatMap((entry) => Object.keys(entry)))
    return new Map(
      [...names].map((name) => [
        name,
        list.map((entry) => (typeof entry[name] === 'string' ? entry[name] : undefined)),
      ]),
    )
  }
  return undefined
}

/** `owner_addresses` → `owner_address`, `coin_type_hashes` → `coin_type_hash`, `block_heights` → `block_height`. */
function singular(name: string): string {
  if (/(ss|sh|ch|x)es$/.test(name)) return name.slice(0, -2)
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`
  return name.endsWith('s') && !name.endsWith('ss') ? name.slice(0, -1) : name
}

/**
 * Collects the path, query and body values that identify what is asked for: NFTs by `token_ids`
 * come back with those `token_data_id_hash`es, balances of `owner_addresses` with those owners,
 * prices of a body's `tokens` with those token addresses.
 */
export function requestHints(
  operation: OperationEntry,
  pathParams: Readonly<Record<string, string>>,
  query: QueryValues,
  body: unknown,
): RequestHints {
  const fields = new Map<string, readonly (string | undefined)[]>()
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
  const lookup = bodyLookup(operation, body)
  for (const [name, values] of lookup ?? []) {
    fields.set(name, values)
    fields.set(sdkName(name), values)
    idCount ??= values.length
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
