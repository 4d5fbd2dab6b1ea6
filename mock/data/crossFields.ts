import type { SchemaObject } from '../../entries/catalogue'
import { EVM_CHAINS } from '../../entries/index'
import { createRandom } from '../random'
import { decimalText } from './field'
import type { ItemScope } from './itemScope'
import { TOKENS, type TokenProfile } from './profiles'
import { snakeFields } from './snakeFields'
import { STATUS_MESSAGES } from './vocabulary'

/**
 * Fields of one object that say the same thing in two ways, and the rule that keeps them saying
 * it alike. Applied after every field of the object is made (and after agreeDependentFields).
 * Fields fixed by the request or the pager, and null values, are left alone.
 */

/** A field whose value follows from another's: `when` names the field and value that decide it. */
const FIXED_VALUES: readonly { when: readonly [string, string]; field: string; value: string }[] = [
  // One ERC721 token is one item.
  { when: ['contract_type', 'ERC721'], field: 'amount', value: '1' },
]

/** Pairs that name one thing: the second is derived from the first, so each value has one partner. */
const ONE_TO_ONE: readonly (readonly [string, string])[] = [['coin_type', 'coin_type_hash']]

/**
 * An amount in the chain's coin beside the same amount in US dollars: the USD one is the coin
 * amount times the coin's price (the family's first token: WETH, SOL, APT).
 */
const NATIVE_AND_USD: readonly (readonly [string, string])[] = [
  ['floor_price', 'floor_price_usd'],
  ['price_formatted', 'usd_price_at_sale'],
  ['price_formatted', 'current_usd_value'],
]

/** Fields that are the same figure under two names. */
const SAME_FIGURE: readonly (readonly [string, string])[] = [
  ['usd_price_24hr_percent_change', '24hr_percent_change'],
]

export function agreeCrossFields(
  out: Record<string, unknown>,
  properties: Readonly<Record<string, SchemaObject>>,
  scope: ItemScope,
  fixed: ReadonlySet<string>,
): void {
  const { keyOf, get, set } = snakeFields(out, properties, fixed)
  const number = (snake: string) => {
    const value = get(snake)
    return value === null || value === undefined || value === '' ? undefined : Number(value)
  }

  for (const { when, field, value } of FIXED_VALUES) if (get(when[0]) === when[1]) set(field, value)

  // `chain` (a name or hex id, the request's when it names one) and `chain_id` name one chain.
  const chain = EVM_CHAINS.find(({ name, id }) => get('chain') === name || get('chain') === id)
  const chainId = get('chain_id')
  if (chain && typeof chainId === 'string')
    set('chain_id', chainId.startsWith('0x') ? chain.id : BigInt(chain.id).toString(10))

  // A token the request names by its symbol: its name and decimals are that token's.
  for (const prefix of ['', 'token_']) {
    const symbolKey = keyOf.get(`${prefix}symbol`)
    const named =
      symbolKey &&
      fixed.has(symbolKey) &&
      TOKENS[scope.style].find((token) => token.symbol === out[symbolKey])
    if (!named) continue
    set(`${prefix}name`, named.name)
    set(`${prefix}decimals`, named.decimals)
  }

  const status = get('status')
  if (typeof status === 'string' && STATUS_MESSAGES[status] && get('status_message') !== undefined)
    set('status_message', STATUS_MESSAGES[status])

  for (const [first, second] of ONE_TO_ONE) {
    const [firstKey, secondKey] = [keyOf.get(first), keyOf.get(second)]
    if (firstKey === undefined || secondKey === undefined) continue
    if (fixed.has(secondKey)) set(first, partnerOf(String(out[secondKey])))
    else set(second, createRandom(second, String(out[firstKey])).hex(64))
  }

  for (const [same, copy] of SAME_FIGURE) {
    const value = number(same)
    if (value !== undefined && Number.isFinite(value)) set(copy, value)
  }

  // A sale paid in a token (`payment_token`) is priced in that token: its raw price has its decimals.
  const paid = paymentToken(get('payment_token'), scope)
  const shownPrice = get('price_formatted')
  if (paid && typeof shownPrice === 'string' && DECIMAL.test(shownPrice))
    set('price', BigInt(Number(shownPrice).toFixed(paid.decimals).replace('.', '')).toString())
  const coinPrice = (paid ?? (TOKENS[scope.style][0] as TokenProfile)).usdPrice
  for (const [native, usd] of NATIVE_AND_USD) {
    const amount = number(native)
    if (amount !== undefined && Number.isFinite(amount)) set(usd, decimalText(amount * coinPrice))
  }

  // The price a day ago and the change since follow from the price and the percent change.
  const price = number('usd_price')
  const percent = number('usd_price_24hr_percent_change')
  if (price !== undefined && percent !== undefined && Number.isFinite(price + percent)) {
    const before = price / (1 + percent / 100)
    set('usd_price_24h', decimalText(before))
    set('usd_price_24hr_usd_change', decimalText(price - before))
  }
  // A price in the chain's coin (`native_price: { value, decimals, name, symbol }`) names that coin
  // and is the USD price over the coin's, in its smallest unit.
  const nativePrice = get('native_price')
  if (nativePrice && typeof nativePrice === 'object' && !fixed.has(keyOf.get('native_price') ?? '')) {
    const coin = TOKENS[scope.style][0] as TokenProfile
    const record = nativePrice as Record<string, unknown>
    for (const [name, value] of [
      ['name', coin.name],
      ['symbol', coin.symbol],
      ['decimals', coin.decimals],
    ] as const)
      if (name in record) record[name] = typeof record[name] === 'string' ? String(value) : value
    if (price !== undefined && 'value' in record)
      record['value'] = BigInt((price / coin.usdPrice).toFixed(coin.decimals).replace('.', '')).toString()
  }
}

/** The token profile a `payment_token` object names by its symbol. */
function paymentToken(value: unknown, scope: ItemScope): TokenProfile | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  const symbol = record['token_symbol'] ?? record['tokenSymbol'] ?? record['symbol']
  return TOKENS[scope.style].find((token) => token.symbol === symbol)
}

const DECIMAL = /^\d+(\.\d+)?$/

/** A coin type for a hash the request fixed: made from the hash, so no other hash shares it. */
function partnerOf(hash: string): string {
  return `0x${createRandom('coin_type', hash).hex(64)}::coin::Coin${hash.slice(0, 8)}`
}
