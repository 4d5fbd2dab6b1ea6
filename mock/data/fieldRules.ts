import type { AddressStyle } from './addressStyle'
import { STATUS_MESSAGES } from './vocabulary'

/**
 * What kind of value a field holds, when the catalogue's own facts (value type, enum, format,
 * pattern) do not say. Numeric kinds come as decimal strings or numbers, as the schema says.
 *
 * - `address`: an account in the API's form (EVM checksummed, Aptos 0x+64 hex, Solana base58);
 *   in a token's own data, the token's address.
 * - `hash`: 0x and 64 hex digits (Solana: a base58 signature), or the example's hex shape.
 * - `hex`: 0x-prefixed bytes (call data, blooms, signatures, bytecode).
 * - `id`: the example's shape, else a UUID (Aptos: a hash). `cursor`: an opaque paging token (base64url).
 * - `chain`: an EVM chain of the runtime's chain list, as a hex id, decimal id or name.
 * - `usd`: an amount of US dollars. `price`: a unit price (the item's token price, when it has
 *   one). `native-price`: a price in the chain's coin. `percent`: 0 to 100. `percent-change`
 *   and `change`: signed.
 * - `amount`: an integer in the smallest unit (wei, lamports, octas). `formatted`: that amount
 *   divided by 10^decimals of the same item.
 * - `gas`, `gas-price`, `block`, `index`, `count`, `page`, `decimals`, `pixels`, `token-id`:
 *   whole numbers of their usual size.
 * - `timestamp`: an ISO date, or epoch seconds, ms or µs when the example or type says so.
 * - `ticker`: an upper-case symbol. `token-name`, `name`, `collection`, `venue`, `entity`,
 *   `pair-label`, `text`, `tag`: readable names and sentences, matching the item's token or NFT.
 * - `image`: an https URL of an image file. `url`: an https URL. `metadata-url`: a JSON file URL.
 * - `term`: one of the words listed with the rule. `selector`: a Streams address selector.
 * - Move kinds (Aptos): `entry-function`, `move-event`, `token-event`, `move-type`,
 *   `move-module`, `coin-type`, `vm-status`, `visibility`, `move-ability`, `move-primitive`.
 */
export type ValueKind =
  | 'address'
  | 'hash'
  | 'hex'
  | 'id'
  | 'cursor'
  | 'chain'
  | 'usd'
  | 'price'
  | 'native-price'
  | 'percent'
  | 'percent-change'
  | 'change'
  | 'amount'
  | 'formatted'
  | 'gas'
  | 'gas-price'
  | 'block'
  | 'index'
  | 'count'
  | 'page'
  | 'decimals'
  | 'pixels'
  | 'token-id'
  | 'timestamp'
  | 'ticker'
  | 'token-name'
  | 'name'
  | 'collection'
  | 'venue'
  | 'entity'
  | 'pair-label'
  | 'text'
  | 'tag'
  | 'image'
  | 'url'
  | 'metadata-url'
  | 'term'
  | 'selector'
  | 'entry-function'
  | 'move-event'
  | 'token-event'
  | 'move-type'
  | 'move-module'
  | 'coin-type'
  | 'vm-status'
  | 'visibility'
  | 'move-ability'
  | 'move-primitive'

/** A field-name rule: the pattern, the kind, and the words of a `term` (or the only API it is for). */
export interface FieldRule {
  readonly match: RegExp
  readonly kind: ValueKind
  readonly terms?: readonly string[]
  readonly only?: AddressStyle
}

const rule = (match: RegExp, kind: ValueKind, terms?: readonly string[]): FieldRule =>
  terms === undefined ? { match, kind } : { match, kind, terms }
const aptos = (match: RegExp, kind: ValueKind): FieldRule => ({ match, kind, only: 'aptos' })

/**
 * The field-name rules, tried in order on the snake_case name (`usdPrice24h` → `usd_price_24h`; list
 * items end in `[]`); the first match wins. Specific names come before the broad ones they
 * contain (`balance_formatted` before `balance`, `usd_price_24hr_percent_change` before `price`).
 */
export const FIELD_RULES: readonly FieldRule[] = [
  // Move vocabulary, Aptos only.
  aptos(/^(function|entry_function_id_str)$/, 'entry-function'),
  aptos(/^activity_type$/, 'move-event'),
  aptos(/^transfer_type$/, 'token-event'),
  aptos(/^(type|resource|table_type)$/, 'move-type'),
  aptos(/^(module|friends\[\])$/, 'move-module'),
  aptos(/^(coin_type|type_arguments\[\]|coin_type_(black|white)list\[\])$/, 'coin-type'),
  aptos(/^vm_status$/, 'vm-status'),
  aptos(/^visibility$/, 'visibility'),
  aptos(/^(abilities|constraints)\[\]$/, 'move-ability'),
  aptos(/^(params|return)\[\]$|^(key|value)_type$/, 'move-primitive'),
  aptos(/^(bytecode|modules\[\]|bitmap|signatures?(\[\])?|key|value)$/, 'hex'),
  aptos(/^(public_keys?(\[\])?|authentication_key|handle)$|_handle$|_table_key$/, 'hash'),
  { match: /^threshold$/, kind: 'term', terms: ['1', '2', '3'], only: 'aptos' },
  // Who and what: labels before the addresses they describe, hashes before the images they name.
  rule(/address_label$|address_entity$|^(entity|primary_label|additional_labels\[\])$/, 'entity'),
  rule(/(^|_)hash$|_root$|^sha3_uncles$|^topic_?\d|^(r|s|transaction|mint_transaction)$/, 'hash'),
  rule(/logo|image|thumbnail|icon|media_url$|animation_url$/, 'image'),
  rule(/(^|_)(token_uri|metadata_uri|metadata_original_url)$/, 'metadata-url'),
  rule(/(url|uri|link|website)$|^resources\[\]$/, 'url'),
  rule(
    /^(twitter|discord|telegram|github|bitbucket|reddit|medium|youtube|instagram|facebook|tiktok)$/,
    'url',
  ),
  rule(/^linkedin$/, 'url'),
  rule(/^amount_of_/, 'count'),
  rule(/^(?!total_).*address(es)?(\[\])?$/, 'address'),
  rule(
    /^(owner|owner_of|sender|creator|proposer|execute_as|from|to|miner|operator|spender|approved)$/,
    'address',
  ),
  rule(
    /^(account|contract|factory|minter|mint|metaplex_mint|update_authority|base_token|quote_token)$/,
    'address',
  ),
  rule(/^pair$/, 'address'),
  rule(/^(chain|chain_id|chain_ids\[\]|unsupported_chain_ids\[\])$/, 'chain'),
  rule(/^(id|stream_id)$/, 'id'),
  rule(/^cursor$/, 'cursor'),
  rule(/^(input|data|output|logs_bloom|extra_data|nonce|signature|position_key|secret_key)$/, 'hex'),
  rule(/^selectors\[\]$/, 'selector'),
  // When.
  rule(
    /timestamp|(^|_)(date|time)$|_at$|_secs$|_sync$|_since$|^(not_before|last_updated|pair_created)$/,
    'timestamp',
  ),
  // Money: percentages and changes before prices, prices before amounts, formatted before raw.
  rule(/percent_change|change_percent|profit_percentage/, 'percent-change'),
  rule(/percent|(^|_)share(_|$)|share_of_pool|progress|_tax$|^apy$|score$/, 'percent'),
  rule(/(^|_)change$/, 'change'),
  rule(/native_price|price_native|^(base_quote_price|quote_price)$/, 'native-price'),
  rule(/gas_(unit_)?price$/, 'gas-price'),
  rule(
    /_formatted$|^(value_with_decimals|value_decimal|transaction_fee|solana)$|^total_tokens_(sold|bought)$/,
    'formatted',
  ),
  rule(/currency$/, 'term', ['eth', 'usd']),
  rule(/^price_label$/, 'term', ['lower', 'upper', 'current']),
  rule(/rank$/, 'index'),
  rule(/price|^(open|high|low|close)$/, 'price'),
  rule(/usd|liquidity|market_cap|valuation|fully_diluted|volume|networth|_invested$|cost_of/, 'usd'),
  rule(/^(gas|gas_limit|gas_used|max_gas_amount)$|_gas_used$|gas_estimate$/, 'gas'),
  rule(
    /balance|amount|supply|^(value|lamports|allowance|shares|shares_in_strategy|current|maximum)$/,
    'amount',
  ),
  rule(/^reserve|^(difficulty|total_difficulty|size)$/, 'amount'),
  // Positions and counts.
  rule(/(^|_)block(_number|_height)?$|block_number|^(number|to_block|slot)$|version(_created)?$/, 'block'),
  rule(/(^|_)index$|^order$|^(epoch|round)$|sequence_number$|creation_number$/, 'index'),
  rule(/^(width|height)$/, 'pixels'),
  rule(/^page(_size)?$/, 'page'),
  rule(/decimals$/, 'decimals'),
  rule(/^token_ids?(\[\])?$/, 'token-id'),
  rule(
    /count|^total(_|$)|holders|(^|_)(buys|sells|trades)$|^(nfts|collections|positions|records|retries)$/,
    'count',
  ),
  rule(
    /^validated$|_processed$|_delivered$|_failed$|^active_|_days$|followers$|^blocks_|rate_limit_cost$/,
    'count',
  ),
  rule(/^(whales|sharks|dolphins|fish|octopus|crabs|shrimps|airdrop|swap|transfer)$/, 'count'),
  // Names and words.
  rule(/symbol$/, 'ticker'),
  rule(/^token_name$/, 'token-name'),
  rule(/^name$/, 'name'),
  rule(/^collection_(name|title)$/, 'collection'),
  rule(/^(exchange|exchange_name|protocol_name)$/, 'venue'),
  rule(/pair_label$/, 'pair-label'),
  rule(/^(description|bio)$/, 'text'),
  rule(/^tag$/, 'tag'),
  rule(/^functions\[\]$/, 'entry-function'),
  rule(/^events\[\]$/, 'move-event'),
  rule(/mime_?type$/, 'term', ['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  rule(/contract_type$|^asset_standard$/, 'term', ['ERC20', 'ERC721', 'ERC1155']),
  rule(/^pair_token_type$/, 'term', ['token0', 'token1']),
  rule(/receipt_status$/, 'term', ['1', '1', '1', '0']),
  rule(/^v$/, 'term', ['0x0', '0x1']),
  rule(/^categories\[\]$/, 'term', ['defi', 'stablecoin', 'meme', 'layer-2', 'gaming', 'governance']),
  rule(/^sub_category$/, 'term', ['accumulation', 'partialSell', 'newPosition', 'sellAll']),
  rule(/^transaction_type$/, 'term', ['buy', 'sell']),
  rule(/^base_type$/, 'term', ['token', 'nft', 'lp-token']),
  rule(/^status_message$/, 'term', Object.values(STATUS_MESSAGES)),
  rule(/^error_message$/, 'term', ['', 'Webhook answered 500', 'Webhook timed out after 10 s']),
  rule(/^message$/, 'term', ['', 'No sales in the requested period']),
  rule(/^status$/, 'term', ['Metadata resync requested', 'Metadata resync completed']),
  rule(/^type$/, 'term', ['2', '0']),
  rule(/^fee_tier$/, 'term', ['100', '500', '3000', '10000']),
  rule(/^token_standard$/, 'term', ['0', '2', '4']),
  rule(/^primary_sale_happened$/, 'term', ['0', '1']),
  // A bare value (a contract call's result): an amount.
  rule(/^$/, 'amount'),
]

/** `usdPrice24hrPercentChange` → `usd_price_24hr_percent_change`; snake_case names are unchanged. */
export function snakeName(name: string): string {
  let snake = snakeNames.get(name)
  if (snake === undefined) {
    snake = /[A-Z]/.test(name)
      ? name
          .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
          .replace(/([a-z])(\d)/g, '$1_$2')
          .toLowerCase()
      : name
    // Names come from the catalogue; a request's own keys could be many, so the memo stops growing.
    if (snakeNames.size < MAX_REMEMBERED_NAMES) snakeNames.set(name, snake)
  }
  return snake
}

const MAX_REMEMBERED_NAMES = 20_000
const snakeNames = new Map<string, string>()

/** The base name of a formatted field (`balance_formatted` → `balance`), when it names one. */
export function rawNameOf(name: string): string | undefined {
  const snake = snakeName(name)
  if (snake === 'solana') return 'lamports'
  const base = /^(.+?)(_formatted|_decimal|_with_decimals)$/.exec(snake)?.[1]
  return base
}

/**
 * The rule for a field (`name` as the wire has it, list items with `[]`) of an API whose
 * addresses look like `style`, or undefined when no rule names it. `siblings` (the names of the
 * item's fields) settle raw versus formatted amounts: `amount` beside `amountRaw` is formatted,
 * `price` beside `price_formatted` is raw.
 */
export function fieldRule(
  name: string,
  style: AddressStyle,
  siblings: Iterable<string> = NO_SIBLINGS,
): FieldRule | undefined {
  let rules = rulesBySiblings.get(siblings)
  if (rules === undefined) {
    rules = new Map()
    rulesBySiblings.set(siblings, rules)
  }
  const key = `${style} ${name}`
  if (!rules.has(key)) rules.set(key, ruleAmong(name, style, siblings))
  return rules.get(key)
}

function ruleAmong(name: string, style: AddressStyle, siblings: Iterable<string>): FieldRule | undefined {
  const snake = snakeName(name)
  const named = namedRule(snake, style)
  // A USD price shown twice (`usd_price` beside `usd_price_formatted`) stays a price.
  if (/usd/.test(snake) && (named?.kind === 'price' || named?.kind === 'usd')) return named
  const others = snakeNamesOf(siblings)
  if (others.has(`${snake}_raw`)) return { match: /./, kind: 'formatted' }
  if (others.has(`${snake}_formatted`) || others.has(`${snake}_decimal`))
    return { match: /./, kind: 'amount' }
  return named
}

// Every field of every generated item asks for its rule, so the answer is kept per sibling set (a
// scope's field set, one per object schema) with name and style, the first match of the list per
// name and style (names come from the catalogue: a bounded set), and the snake_case names per set.
const NO_SIBLINGS: readonly string[] = []
const rulesBySiblings = new WeakMap<Iterable<string>, Map<string, FieldRule | undefined>>()
const namedRules = new Map<string, FieldRule | undefined>()
const siblingNames = new WeakMap<Iterable<string>, ReadonlySet<string>>()

function namedRule(snake: string, style: AddressStyle): FieldRule | undefined {
  const key = `${style} ${snake}`
  if (namedRules.has(key)) return namedRules.get(key)
  const rule = FIELD_RULES.find(
    (entry) => (entry.only === undefined || entry.only === style) && entry.match.test(snake),
  )
  namedRules.set(key, rule)
  return rule
}

function snakeNamesOf(siblings: Iterable<string>): ReadonlySet<string> {
  let names = siblingNames.get(siblings)
  if (names === undefined) {
    names = new Set(Array.from(siblings, snakeName))
    siblingNames.set(siblings, names)
  }
  return names
}
