import type { SchemaObject } from '../../entries/catalogue'
import { formatDecimal } from '../../entries/index'
import { decimalText } from './field'
import { fieldRule, rawNameOf } from './fieldRules'
import type { ItemScope } from './itemScope'
import { snakeFields } from './snakeFields'

const DIGITS = /^\d+$/
const DECIMAL = /^-?\d+(\.\d+)?$/

/** Pairs of fields where the first never exceeds the second. */
const ORDERED: readonly (readonly [string, string])[] = [
  ['low', 'high'],
  ['usd_price_24hr_low', 'usd_price_24hr_high'],
  ['price_lower', 'price_upper'],
  ['gas_used', 'gas_limit'],
  ['receipt_gas_used', 'receipt_cumulative_gas_used'],
  ['balance', 'total_supply'],
  ['range_start', 'range_tnd'],
]

const numeric = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && DECIMAL.test(value)
      ? Number(value)
      : undefined

/** True when `a` is more than `b`: integer strings compared exactly, other numbers as numbers. */
function exceeds(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && DIGITS.test(a) && DIGITS.test(b))
    return BigInt(a) > BigInt(b)
  const [x, y] = [numeric(a), numeric(b)]
  return x !== undefined && y !== undefined && x > y
}

/** A candle's high and low take the extremes of its four prices; open and close keep the middle two. */
function spanCandle(
  out: Record<string, unknown>,
  keyOf: ReadonlyMap<string, string>,
  fixed: ReadonlySet<string>,
): void {
  const keys = ['open', 'high', 'low', 'close'].map((name) => keyOf.get(name))
  if (keys.some((key) => key === undefined || fixed.has(key))) return
  const [open, high, low, close] = keys as [string, string, string, string]
  const values = [open, high, low, close].map((key) => out[key])
  if (values.some((value) => typeof value !== 'number')) return
  const sorted = [...(values as number[])].sort((a, b) => a - b)
  const middle = (values as number[]).filter((value) => value !== sorted[0] && value !== sorted[3])
  ;[out[low], out[high]] = [sorted[0], sorted[3]]
  if (middle.length === 2) [out[open], out[close]] = middle
}

/**
 * Makes the fields of one generated object agree where they depend on each other, after each
 * was made on its own: a formatted amount is its raw amount over 10^decimals of the same item
 * (`balance_formatted`, `amount` beside `amount_raw`, `solana` beside `lamports`); a USD value
 * is the price times that amount, and its 24-hour change follows the price's; a list's page
 * size holds the list, and the total counts the pages before it; lows stay under highs. Fields in `fixed` (preset by the
 * request or the pager) and null values are left alone.
 */
export function agreeDependentFields(
  out: Record<string, unknown>,
  properties: Readonly<Record<string, SchemaObject>>,
  scope: ItemScope,
  fixed: ReadonlySet<string>,
): void {
  const { keyOf, get, set } = snakeFields(out, properties, fixed)

  for (const [low, high] of ORDERED) {
    const [lowKey, highKey] = [keyOf.get(low), keyOf.get(high)]
    if (lowKey === undefined || highKey === undefined || fixed.has(lowKey) || fixed.has(highKey)) continue
    if (exceeds(out[lowKey], out[highKey])) [out[lowKey], out[highKey]] = [out[highKey], out[lowKey]]
  }
  spanCandle(out, keyOf, fixed)

  const decimals = numeric(get('decimals') ?? get('token_decimals')) ?? scope.decimals()
  let quantity: number | undefined
  for (const snake of keyOf.keys()) {
    if (fieldRule(snake, scope.style, scope.fields)?.kind !== 'formatted') continue
    const rawName = keyOf.has(`${snake}_raw`) ? `${snake}_raw` : rawNameOf(snake)
    const raw = rawName === undefined ? undefined : get(rawName)
    if (raw === undefined || raw === null || rawName === undefined) continue
    // A raw amount is divided by 10^decimals; anything else (a price) is shown as it is.
    const isAmount =
      rawName === 'lamports' || fieldRule(rawName, scope.style, scope.fields)?.kind === 'amount'
    const rawText = String(raw)
    const formatted =
      isAmount && DIGITS.test(rawText)
        ? formatDecimal(rawText, snake === 'solana' ? 9 : decimals)
        : numeric(raw)
    if (formatted === undefined) continue
    set(snake, formatted)
    if (/^(balance_formatted|amount)$/.test(snake)) quantity = Number(formatted)
  }

  const price = numeric(get('usd_price') ?? get('price_usd'))
  if (price !== undefined && quantity !== undefined) set('usd_value', (price * quantity).toFixed(2))
  const percent = numeric(get('usd_price_24hr_percent_change'))
  if (percent !== undefined) {
    const value = numeric(get('usd_value'))
    if (price !== undefined) set('usd_price_24hr_usd_change', decimalText((price * percent) / 100))
    if (value !== undefined) set('usd_value_24hr_usd_change', ((value * percent) / 100).toFixed(2))
  }

  const balance = get('balance')
  const supply = get('total_supply')
  if (
    typeof balance === 'string' &&
    typeof supply === 'string' &&
    DIGITS.test(balance) &&
    DIGITS.test(supply)
  )
    set('percentage_relative_to_total_supply', decimalText((Number(balance) / Number(supply)) * 100))

  const list = Object.values(out).find(Array.isArray)
  const pageSize = numeric(get('page_size'))
  if (list && pageSize !== undefined) {
    const size = Math.max(pageSize, list.length)
    set('page_size', size)
    set('total', (numeric(get('page')) ?? 0) * size + list.length)
  }
}
