import { base58 } from '@scure/base'
import { toChecksumAddress } from '../../entries/index'
import { createRandom, logUniform, type Random } from '../random'
import type { AddressStyle } from './addressStyle'
import { snakeName } from './fieldRules'
import { COLLECTIONS, type CollectionProfile, TOKENS, type TokenProfile, VENUES } from './profiles'
import { ENTITY_NAMES } from './vocabulary'

/** Decimals of each chain family's native coin (ETH, SOL, APT). */
const NATIVE_DECIMALS: Readonly<Record<AddressStyle, number>> = { evm: 18, solana: 9, aptos: 8 }

/** Fields that make an object an NFT (or an NFT collection) rather than a fungible token. */
const NFT_FIELDS =
  /^(token_id|attributes|collection|media|metadata|normalized_metadata|token_uri|contract_type|collection_name|edition|property_version)$/
const TOKEN_FIELDS = /^(symbol|token_symbol|decimals|token_decimals)$/

export type Subject = 'token' | 'nft' | 'other'

/**
 * What the fields of one generated object share, so that they agree: the token or NFT it is
 * about (picked on first use), and its sibling field names. One scope per object.
 */
export interface ItemScope {
  readonly style: AddressStyle
  /** The object's field names, snake_case. */
  readonly fields: ReadonlySet<string>
  readonly subject: Subject
  token(): TokenProfile
  /** A second token for the other side of a pair. */
  quoteToken(): TokenProfile
  collection(): CollectionProfile
  tokenId(): string
  /** The USD price the item's prices sit around: its token's, else one picked for the item. */
  referencePrice(): number
  /** The exchange or protocol the item names (its name, logo and URL agree). */
  venue(): string
  /** The entity behind an address; `key` tells addresses apart (`from_address`, `to_address`). */
  entity(key: string): string
  /** The decimals amounts of this object use: its token's, 0 for an NFT, else the native coin's. */
  decimals(): number
}

interface FieldSet {
  readonly fields: ReadonlySet<string>
  /** What the fields alone say the object is about. */
  readonly own: Subject
  /** A fungible token inside an NFT (a sale's payment token) is a token of its own. */
  readonly tokenOfItsOwn: boolean
}

// Kept per list of names (the catalogue's object schemas: a bounded set), so the items of a page
// share one set, and the field rules kept per set (fieldRules.ts) are found once per schema.
const fieldSets = new Map<string, FieldSet>()

function fieldSetOf(names: readonly string[]): FieldSet {
  const key = names.join(' ')
  let set = fieldSets.get(key)
  if (set === undefined) {
    const fields = new Set(names.map(snakeName))
    const has = (pattern: RegExp) => [...fields].some((field) => pattern.test(field))
    const own: Subject = has(NFT_FIELDS) ? 'nft' : has(TOKEN_FIELDS) ? 'token' : 'other'
    set = { fields, own, tokenOfItsOwn: own === 'token' && has(/^(token_)?decimals$/) }
    fieldSets.set(key, set)
  }
  return set
}

/**
 * The scope of an object with fields `names`. An object nested in another (not a list item) is
 * part of it: unless it is a token of its own beside something else, it shares the parent's token
 * or NFT (an NFT's `collection` and `contract` speak of that NFT). Item `index` of a list takes
 * the index-th token, so a wallet's balances name different tokens.
 */
export function createScope(
  rng: Random,
  style: AddressStyle,
  names: readonly string[],
  parent?: ItemScope,
  index?: number,
): ItemScope {
  const { fields, own, tokenOfItsOwn } = fieldSetOf(names)
  if (parent && (own === 'other' || (parent.subject === 'nft' && !tokenOfItsOwn)))
    return { ...parent, fields, subject: parent.subject === 'other' ? own : parent.subject }
  const subject = own
  let token: TokenProfile | undefined
  let quote: TokenProfile | undefined
  let collection: CollectionProfile | undefined
  let tokenId: string | undefined
  let price: number | undefined
  let venue: string | undefined
  const entities = new Map<string, string>()
  const scope: ItemScope = {
    style,
    fields,
    subject,
    token: () => {
      const tokens = TOKENS[style]
      token ??= index === undefined ? rng.pick(tokens) : (tokens[index % tokens.length] as TokenProfile)
      return token
    },
    quoteToken: () => {
      const base = scope.token()
      quote ??= rng.pick(TOKENS[style].slice(0, 3).filter((candidate) => candidate !== base))
      return quote
    },
    collection: () => {
      collection ??= rng.pick(COLLECTIONS[style])
      return collection
    },
    tokenId: () => {
      tokenId ??= String(rng.int(1, 9999))
      return tokenId
    },
    referencePrice: () => {
      price ??= subject === 'token' ? scope.token().usdPrice : logUniform(rng, 0.05, 3000)
      return price
    },
    venue: () => {
      venue ??= rng.pick(VENUES[style])
      return venue
    },
    entity: (key) => {
      const entity = entities.get(key) ?? rng.pick(ENTITY_NAMES)
      entities.set(key, entity)
      return entity
    },
    decimals: () => {
      if (subject === 'nft') return 0
      return subject === 'token' ? scope.token().decimals : NATIVE_DECIMALS[style]
    },
  }
  return scope
}

/** A token's address, the same wherever it shows up: derived from its symbol (or Aptos struct). */
export function tokenAddress(token: TokenProfile, style: AddressStyle): string {
  const rng = createRandom('token', style, token.symbol)
  if (style === 'evm') return toChecksumAddress(`0x${rng.hex(40)}`)
  if (style === 'solana') return base58.encode(Uint8Array.from({ length: 32 }, () => rng.int(0, 255)))
  return coinAddress(token.struct ?? token.symbol)
}

/** The address publishing an Aptos coin: 0x1 for AptosCoin, else derived from the struct. */
export function coinAddress(struct: string): string {
  return struct === 'aptos_coin::AptosCoin' ? '0x1' : `0x${createRandom(struct).hex(64)}`
}
