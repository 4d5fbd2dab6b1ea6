import { propertyName, refName, resolveSchema, type SchemaObject, type ValueType } from '../entries/catalogue'
import * as w3data from '../entries/index'
import { sdkEvmAddress } from './evmAddress'
import { unionMember } from './unionMember'

/** Every value type has an entry, so that a new one fails to compile here until compat decides. */
type Wrappers = Readonly<Record<ValueType, ((value: never) => unknown) | undefined>>

/**
 * The SDK's value object for each value type the catalogue gives an answer's field; amounts come
 * in the smallest unit. `undefined`: compat leaves that type as plain text.
 */
const WRAP = {
  'aptos-address': w3data.AptosAddress.create,
  'aptos-native': (octas: string) => w3data.AptosNative.create(octas, 'octas'),
  'aptos-network': w3data.AptosNetwork.create,
  'evm-address': sdkEvmAddress,
  'evm-address-lowercase': sdkEvmAddress,
  'evm-chain': w3data.EvmChain.create,
  'evm-chain-decimal': w3data.EvmChain.create,
  'evm-native': (wei: string) => w3data.EvmNative.create(wei, 'wei'),
  'sol-address': w3data.SolAddress.create,
  'sol-native': (lamports: string) => w3data.SolNative.create(lamports, 'lamports'),
  'sol-network': w3data.SolNetwork.create,
  'big-number': w3data.BigNumber.create,
  date: (iso: string) => new Date(iso),
  // A stream's trigger selector stays the text the provider sent.
  'stream-selector': undefined,
} as const satisfies Wrappers

/** The value object of each value type that has one, as `result` holds it. */
export type ValueClasses = {
  [K in keyof typeof WRAP as (typeof WRAP)[K] extends undefined ? never : K]: ReturnType<
    NonNullable<(typeof WRAP)[K]>
  >
}

type Schemas = Readonly<Record<string, SchemaObject>>

/**
 * Fields the catalogue types that moralis@2.27.2's classes left as the text sent, by schema and
 * wire name: `result` leaves them so too (Aptos transfers' event account, a token owner, a Solana
 * token's mint and native price, a stream's chain ids from updateStatus).
 */
const SDK_TEXT: ReadonlySet<string> = new Set([
  'CoinTransferDto.event_account_address',
  'NFTTransferResponse.event_account_address',
  'erc20TokenOwner.owner_address',
  'TokenMetadata.mint',
  'SPLNativePrice.value',
  'StreamsModel.chainIds',
])

/**
 * The core's camelCase answer with each field the catalogue types (`x-w3data-value-type`) as the
 * SDK's value object: an `EvmAddress`, an `EvmChain`, an `AptosNative` in octas. A union's value
 * is read as the member the core resolved it to. A value its type refuses stays as sent; maps
 * that are data are left as they are.
 */
export function withValueTypes(value: unknown, schema: SchemaObject, schemas: Schemas): unknown {
  if (value === null || value === undefined || !holdsValueTypes(schema, schemas)) return value
  const resolved = resolveSchema(schema, schemas)
  const valueType = resolved['x-w3data-value-type']
  if (valueType && typeof value !== 'object') return wrap(valueType, value)
  if (resolved['x-w3data-data'] === true || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => withValueTypes(item, resolved.items ?? {}, schemas))
  if (resolved.oneOf) {
    const member = unionMember(resolved, value as Record<string, unknown>, schemas, 'camelCase')
    return member ? withValueTypes(value, member, schemas) : value
  }
  const properties = Object.entries(resolved.properties ?? {})
  if (properties.length === 0) return value
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  const owner = schema.$ref === undefined ? undefined : refName(schema.$ref)
  for (const [wireName, property] of properties) {
    if (SDK_TEXT.has(`${owner}.${wireName}`)) continue
    const name = propertyName(wireName, property)
    if (name in out) out[name] = withValueTypes(out[name], property, schemas)
  }
  return out
}

function wrap(valueType: ValueType, value: unknown): unknown {
  const create = (WRAP as Wrappers)[valueType]
  return create ? orAsSent(create, value as never) : value
}

/** `create(value)`, or the value as sent where its type refuses it. */
export function orAsSent<V, T>(create: (value: V) => T, value: V): T | V {
  try {
    return create(value)
  } catch {
    return value
  }
}

/** Per catalogue schema: whether a value type sits anywhere inside it, so answers without one are not walked. */
const holding = new WeakMap<SchemaObject, boolean>()

function holdsValueTypes(schema: SchemaObject, schemas: Schemas): boolean {
  const known = holding.get(schema)
  if (known !== undefined) return known
  holding.set(schema, false) // a schema that contains itself holds what its other parts hold
  const resolved = resolveSchema(schema, schemas)
  const inner = [resolved.items, ...Object.values(resolved.properties ?? {}), ...(resolved.oneOf ?? [])]
  const holds =
    (resolved['x-w3data-value-type'] !== undefined &&
      (WRAP as Wrappers)[resolved['x-w3data-value-type']] !== undefined) ||
    (resolved['x-w3data-data'] !== true &&
      inner.some((part) => part !== undefined && holdsValueTypes(part, schemas)))
  holding.set(schema, holds)
  return holds
}
