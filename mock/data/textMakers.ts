// Makers of the kinds that are text: addresses, hashes, names, links and words.
import { base58 } from '@scure/base'
import { EVM_CHAINS } from '../../entries/index'
import type { Random } from '../random'
import { accountAddress } from './addressStyle'
import { type Field, fromExample, hintText, type Maker, uuid } from './field'
import { snakeName } from './fieldRules'
import { type ItemScope, tokenAddress } from './itemScope'
import * as words from './vocabulary'

const bytes = (rng: Random, length: number) => Uint8Array.from({ length }, () => rng.int(0, 255))
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** An IPFS content id (CIDv0: base58 of a sha2-256 multihash). */
const ipfsCid = (rng: Random) => base58.encode(Uint8Array.from([0x12, 0x20, ...bytes(rng, 32)]))

/** Chains a data item plausibly comes from: the runtime's list without its test networks. */
const MAINNETS = EVM_CHAINS.filter((chain) => !/test|sepolia|holesky|amoy|moonbase/.test(chain.name))

/** The name a project goes by: the item's token, collection, or a known entity. */
function projectName(rng: Random, scope: ItemScope): string {
  if (scope.subject === 'token') return scope.token().name
  return scope.subject === 'nft' ? scope.collection().name : rng.pick(words.ENTITY_NAMES)
}

const address: Maker = (rng, field) => {
  const { scope } = field
  const own = /^(address|token_address|mint)$/.test(snakeName(field.name))
  if (own && scope.subject === 'token' && scope.style !== 'aptos')
    return tokenAddress(scope.token(), scope.style)
  return accountAddress(rng, scope.style)
}

/** 0x and 64 hex digits (a Solana signature in base58); an example without 0x keeps its hex shape. */
const hash: Maker = (rng, field) => {
  const hint = hintText(field)
  if (hint !== undefined && /^[0-9a-f]{16,}$/i.test(hint)) return rng.hex(hint.length)
  return field.scope.style === 'solana' ? base58.encode(bytes(rng, 64)) : `0x${rng.hex(64)}`
}

/** Byte lengths of well-known hex fields; other bytes are 4 to 68 long. */
const HEX_BYTES: readonly [RegExp, number][] = [
  [/logs_bloom/, 256],
  [/signature/, 64],
  [/bitmap/, 4],
  [/nonce/, 8],
  [/extra_data|position_key|secret_key/, 32],
]

const hex: Maker = (rng, field) => {
  const snake = snakeName(field.name)
  const hint = hintText(field)
  if (hint !== undefined && hint.length >= 10)
    return /^0x[0-9a-f]+$/i.test(hint) ? `0x${rng.hex(hint.length - 2)}` : fromExample(rng, hint)
  if (hint !== undefined && /^\d+$/.test(hint)) return fromExample(rng, hint)
  if (/^(bytecode|modules\[\])$/.test(snake)) return `0xa11ceb0b${rng.hex(rng.int(12, 48) * 2)}`
  if (snake === 'input') return `0xa9059cbb${rng.hex(128)}`
  const length = HEX_BYTES.find(([pattern]) => pattern.test(snake))?.[1] ?? rng.int(4, 68)
  return `0x${rng.hex(length * 2)}`
}

/** A chain of the runtime's list, as a hex id, a decimal id or the provider's name for it. */
export function chainValue(rng: Random, form: 'hex' | 'decimal' | 'name'): string {
  const picked = rng.pick(MAINNETS)
  if (form === 'hex') return picked.id
  return form === 'decimal' ? BigInt(picked.id).toString() : picked.name
}

/** A chain in the example's form (hex when there is none). */
const chain: Maker = (rng, field) => {
  const hint = hintText(field) ?? '0x'
  return chainValue(rng, hint.startsWith('0x') ? 'hex' : /^\d+$/.test(hint) ? 'decimal' : 'name')
}

/** Fields only a single NFT has (not its collection or contract). */
const ITEM_FIELDS = /^(token_id|mint|attributes|amount|token_uri)$/

/** `name` names the item: its token, its NFT (`Azuki #1234`, or the contract on EVM), else an entity or a Move identifier. */
const name: Maker = (rng, field) => {
  const { scope } = field
  const hint = hintText(field)
  if (scope.subject === 'token') return scope.token().name
  if (scope.subject === 'nft') {
    const collection = scope.collection().name
    // A collection or contract object names the collection; on EVM, so does an NFT's `name`.
    const item = [...scope.fields].some((field) => ITEM_FIELDS.test(field))
    return !item || (scope.style === 'evm' && !/\d$/.test(hint ?? ''))
      ? collection
      : `${collection} #${scope.tokenId()}`
  }
  if (scope.style === 'aptos') return rng.pick([...words.MODULE_NAMES, ...words.FUNCTION_NAMES])
  return hint ?? rng.pick(words.ENTITY_NAMES)
}

const SOCIAL: Readonly<Record<string, (handle: string) => string>> = {
  twitter: (handle) => `https://x.com/${handle}`,
  discord: (handle) => `https://discord.gg/${handle}`,
  telegram: (handle) => `https://t.me/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  reddit: (handle) => `https://www.reddit.com/r/${handle}`,
  medium: (handle) => `https://medium.com/@${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/company/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  bitbucket: (handle) => `https://bitbucket.org/${handle}`,
}

/** The entity an address field belongs to: `from_address_entity_logo` → `from_address`. */
const entityKey = (snake: string) => snake.replace(/(_?(entity|label|logo))+$/, '')

/** An image: a venue's or entity's logo, a token's logo by its symbol, else a file on IPFS. */
function image(rng: Random, field: Field): string {
  const { scope } = field
  const snake = snakeName(field.name)
  const small = /thumbnail|_thumb|low/.test(snake)
  if (/exchange|protocol|marketplace/.test(snake))
    return `https://logos.w3data.dev/venues/${slug(scope.venue())}.png`
  if (/entity/.test(snake))
    return `https://logos.w3data.dev/entities/${slug(scope.entity(entityKey(snake)))}.png`
  if (scope.subject === 'token')
    return `https://logos.w3data.dev/${scope.style}/${scope.token().symbol.toLowerCase()}${small ? '_thumb' : ''}.png`
  return `https://ipfs.io/ipfs/${ipfsCid(rng)}/${rng.int(1, 9999)}.${small ? 'webp' : rng.pick(['png', 'jpg', 'webp'])}`
}

const url: Maker = (rng, field) => {
  const { scope } = field
  const snake = snakeName(field.name)
  if (snake === 'url' && scope.fields.has('width')) return image(rng, field)
  if (/exchange|protocol/.test(snake)) return `https://app.${slug(scope.venue())}.io/`
  const handle = slug(projectName(rng, scope)).replace(/-/g, '')
  const social = SOCIAL[snake.replace(/_(url|username)$/, '')]
  if (social) return social(handle)
  if (snake === 'resources[]') return `https://docs.${handle}.xyz/`
  if (snake === 'webhook_url') return `https://hooks.${handle}.xyz/w3data`
  return `https://${handle}.xyz/${rng.pick(['', 'about', 'app'])}`
}

const entity: Maker = (rng, field) => {
  const snake = snakeName(field.name)
  const picked = field.scope.entity(entityKey(snake))
  return /address_label$/.test(snake) ? `${picked} ${rng.int(1, 20)}` : picked
}

const STYLE_CHAINS = { evm: 'Ethereum', solana: 'Solana', aptos: 'Aptos' } as const

/** A sentence about the item. */
const text: Maker = (rng, field) => {
  const { scope } = field
  if (scope.subject === 'token') {
    const token = scope.token()
    return `${token.name} (${token.symbol}) trades on ${scope.venue()}.`
  }
  if (scope.subject === 'nft')
    return `${scope.collection().name}: ${rng.int(1, 10) * 1000} hand-drawn characters on ${STYLE_CHAINS[scope.style]}.`
  return rng.pick(words.SENTENCES)
}

/** Makers of the text kinds, by kind. */
export const TEXT_MAKERS = {
  address,
  hash,
  hex,
  id: (rng, field) => {
    const hint = hintText(field)
    if (hint !== undefined) return fromExample(rng, hint)
    return field.scope.style === 'aptos' ? `0x${rng.hex(64)}` : uuid(rng)
  },
  cursor: (rng) => Buffer.from(bytes(rng, rng.int(9, 18))).toString('base64url'),
  chain,
  ticker: (_, field) =>
    field.scope.subject === 'nft' ? field.scope.collection().symbol : field.scope.token().symbol,
  'token-name': (_, field) => field.scope.token().name,
  name,
  collection: (_, field) => field.scope.collection().name,
  venue: (_, field) => field.scope.venue(),
  entity,
  'pair-label': (_, field) => `${field.scope.token().symbol}/${field.scope.quoteToken().symbol}`,
  text,
  tag: (rng) => rng.pick(words.STREAM_TAGS),
  image,
  url,
  'metadata-url': (rng, field) => `https://ipfs.io/ipfs/${ipfsCid(rng)}/${field.scope.tokenId()}.json`,
  term: (rng, field, rule) => hintText(field) ?? rng.pick(rule.terms ?? ['']),
  selector: (rng) => rng.pick(['$fromAddress', '$toAddress', '$contract']),
} satisfies Record<string, Maker>
