// Makers of the numeric kinds: money, amounts, positions and counts, at their usual sizes.

import { logUniform, type Random } from '../random'
import {
  decimalText,
  FIRST_MS,
  type Field,
  hintNumber,
  hintText,
  LAST_MS,
  type Maker,
  wantsNumber,
} from './field'
import { snakeName } from './fieldRules'
import { TOKENS } from './profiles'

const signed = (rng: Random, value: number) => (rng.chance(0.5) ? -value : value)
const digitsHint = (field: Field) => {
  const text = hintText(field)
  return text !== undefined && /^\d+$/.test(text) ? text : undefined
}

/** Near the example when it gives a size within reach of the usual one, else spread between `low` and `high`. */
function sized(rng: Random, field: Field, low: number, high: number): number {
  const hint = hintNumber(field)
  const usable = hint !== undefined && hint >= low / 1000 && hint <= high * 1000
  return usable ? hint * (0.5 + rng.next()) : logUniform(rng, low, high)
}

/** A unit price in USD: the item's price (its token's, when it has one) give or take 3%. */
const price: Maker = (rng, field) => decimalText(field.scope.referencePrice() * (0.97 + rng.next() * 0.06))

/** A price in the chain's own coin: the token's USD price over the native coin's. */
const nativePrice: Maker = (rng, field) => {
  const native = TOKENS[field.scope.style][0]?.usdPrice ?? 1
  const usd = field.scope.subject === 'token' ? field.scope.token().usdPrice : logUniform(rng, 0.0001, 50)
  return decimalText((usd / native) * (0.97 + rng.next() * 0.06))
}

/**
 * An integer amount in the smallest unit. A token's amounts are sized by its decimals (a
 * balance of 0.01 to 100,000 tokens, a supply far larger); an NFT count is 1 to 3; otherwise
 * the example's size, else the native coin's decimals.
 */
const amount: Maker = (rng, field) => {
  const { scope } = field
  const snake = snakeName(field.name)
  const supply = /supply|maximum/.test(snake)
  if (scope.subject === 'nft') return supply ? String(rng.int(500, 10_000)) : String(rng.int(1, 3))
  const hint = hintText(field)
  if (hint !== undefined && /^\d+\.\d+$/.test(hint)) return decimalText(sized(rng, field, 1, 1e7))
  const digits = digitsHint(field)
  if (scope.subject !== 'token' && digits !== undefined)
    return rng.digits(Math.min(24, Math.max(1, digits.length + rng.int(-1, 1))))
  if (wantsNumber(field.schema)) return Math.round(logUniform(rng, 1_000, 1e9))
  const length = scope.decimals() + (supply ? rng.int(6, 11) : rng.int(-1, 5))
  return rng.digits(Math.max(1, length))
}

const gas: Maker = (rng, field) => {
  const snake = snakeName(field.name)
  if (field.scope.style === 'aptos') return /max/.test(snake) ? rng.int(2_000, 200_000) : rng.int(1, 5_000)
  const digits = digitsHint(field)
  return digits === undefined ? rng.int(21_000, 350_000) : rng.digits(digits.length)
}

const gasPrice: Maker = (rng, field) =>
  field.scope.style === 'aptos' ? rng.int(100, 150) : `${rng.int(1, 80)}${rng.digits(9).padStart(9, '0')}`

/** Where the chain is: EVM block numbers, Solana slots, Aptos ledger versions; a short example stays short. */
const block: Maker = (rng, field) => {
  const hint = hintText(field)
  if (hint !== undefined && !/^\d+$/.test(hint)) return hint
  if (hint !== undefined && hint.length <= 3) return rng.int(0, Math.max(2, Number(hint) * 2))
  if (field.scope.style === 'evm') return rng.int(17_000_000, 21_500_000)
  return field.scope.style === 'solana'
    ? rng.int(280_000_000, 330_000_000)
    : rng.int(100_000_000, 2_500_000_000)
}

const timestamp: Maker = (rng, field) => {
  const ms = rng.int(FIRST_MS, LAST_MS)
  const hint = hintText(field)
  if (/_secs$/.test(snakeName(field.name)) || wantsNumber(field.schema)) return Math.floor(ms / 1000)
  if (hint !== undefined && /^\d+$/.test(hint)) {
    if (field.scope.style === 'aptos' || hint.length >= 15)
      return `${ms}${String(rng.int(0, 999)).padStart(3, '0')}`
    return hint.length >= 13 ? String(ms) : String(Math.floor(ms / 1000))
  }
  const iso = new Date(ms).toISOString()
  if (hint === undefined) return iso
  if (/\.\d{6}Z$/.test(hint)) return iso.replace(/Z$/, `${String(rng.int(0, 999)).padStart(3, '0')}Z`)
  if (/:\d\dZ$/.test(hint)) return iso.replace(/\.\d{3}Z$/, 'Z')
  return /\+00:00$/.test(hint) ? iso.replace(/\.\d{3}Z$/, '+00:00') : iso
}

/** Makers of the numeric kinds, by kind. */
export const NUMBER_MAKERS = {
  usd: (rng, field) => sized(rng, field, 50, 5e6).toFixed(2),
  price,
  'native-price': nativePrice,
  percent: (rng) => (rng.next() * 100).toFixed(2),
  'percent-change': (rng) => decimalText(signed(rng, rng.next() * 20), 4),
  change: (rng, field) =>
    /holder|integer/.test(`${field.name} ${field.schema.type}`)
      ? signed(rng, rng.int(0, 500))
      : decimalText(signed(rng, logUniform(rng, 0.01, 5_000)), 6),
  amount,
  formatted: (rng, field) => decimalText(sized(rng, field, 0.01, 100_000)),
  gas,
  'gas-price': gasPrice,
  block,
  index: (rng, field) => rng.int(0, Math.max(10, Math.round((hintNumber(field) ?? 150) * 2))),
  count: (rng, field) => Math.round(sized(rng, field, 1, 20_000)),
  page: (rng, field) => (snakeName(field.name) === 'page' ? rng.int(0, 3) : rng.pick([10, 20, 50, 100])),
  decimals: (_, field) => {
    const { scope } = field
    return scope.subject === 'other' ? (hintNumber(field) ?? scope.decimals()) : scope.decimals()
  },
  pixels: (rng) => rng.pick([256, 512, 1024, 2048]),
  'token-id': (rng, field) =>
    field.scope.subject === 'nft' && !field.name.endsWith('[]') ? field.scope.tokenId() : rng.int(1, 9999),
  timestamp,
} satisfies Record<string, Maker>
