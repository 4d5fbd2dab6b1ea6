import { CoreErrorCode } from '../../contract/errorCodes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'
import { EVM_CHAIN_DATA, type EvmChainCurrency, type EvmChainData, type EvmChainExplorer } from './chains'

/**
 * Every chain w3data knows by name, one row each: its hex id; `name`, the provider's name, where
 * the provider's EVM 2.2 `chainList` lists it (rows in that list's order, then the chains only the
 * SDK names); `sdk`, the static getter moralis@2.27.2's `EvmChain` names it by, with its place in
 * that SDK's `EvmChain.values()`.
 */
const CHAINS = [
  { id: '0x1', name: 'eth', sdk: ['ETHEREUM', 0] },
  { id: '0xaa36a7', name: 'sepolia', sdk: ['SEPOLIA', 2] },
  { id: '0x89', name: 'polygon', sdk: ['POLYGON', 3] },
  { id: '0x38', name: 'bsc', sdk: ['BSC', 5] },
  { id: '0x61', name: 'bsc testnet', sdk: ['BSC_TESTNET', 6] },
  { id: '0xa86a', name: 'avalanche', sdk: ['AVALANCHE', 7] },
  { id: '0xfa', name: 'fantom', sdk: ['FANTOM', 9] },
  { id: '0x19', name: 'cronos', sdk: ['CRONOS', 11] },
  { id: '0xa4b1', name: 'arbitrum', sdk: ['ARBITRUM', 13] },
  { id: '0x15b38', name: 'chiliz', sdk: ['CHILIZ', 17] },
  { id: '0x15b32', name: 'chiliz testnet', sdk: ['CHILIZ_TESTNET', 18] },
  { id: '0x64', name: 'gnosis', sdk: ['GNOSIS', 19] },
  { id: '0x27d8', name: 'gnosis testnet', sdk: ['GNOSIS_TESTNET', 20] },
  { id: '0x2105', name: 'base', sdk: ['BASE', 21] },
  { id: '0x14a34', name: 'base sepolia', sdk: ['BASE_SEPOLIA', 23] },
  { id: '0xa', name: 'optimism', sdk: ['OPTIMISM', 16] },
  { id: '0x4268', name: 'holesky', sdk: ['HOLESKY', 24] },
  { id: '0x13882', name: 'polygon amoy', sdk: ['POLYGON_AMOY', 25] },
  { id: '0xe708', name: 'linea', sdk: ['LINEA', 26] },
  { id: '0x504', name: 'moonbeam', sdk: ['MOONBEAM', 27] },
  { id: '0x505', name: 'moonriver', sdk: ['MOONRIVER', 28] },
  { id: '0x507', name: 'moonbase', sdk: ['MOONBASE', 29] },
  { id: '0xe705', name: 'linea sepolia', sdk: ['LINEA_SEPOLIA', 30] },
  { id: '0x2eb', name: 'flow' },
  { id: '0x221', name: 'flow-testnet' },
  { id: '0x7e4', name: 'ronin', sdk: ['RONIN', 15] },
  { id: '0x7e5', name: 'ronin-testnet' },
  { id: '0x46f', name: 'lisk' },
  { id: '0x106a', name: 'lisk-sepolia' },
  { id: '0x171', name: 'pulse' },
  { id: '0x5', sdk: ['GOERLI', 1] },
  { id: '0x13881', sdk: ['MUMBAI', 4] },
  { id: '0xa869', sdk: ['AVALANCHE_TESTNET', 8] },
  { id: '0xfa2', sdk: ['FANTOM_TESTNET', 10] },
  { id: '0x2a15c308d', sdk: ['PALM', 12] },
  { id: '0x66eed', sdk: ['ARBITRUM_TESTNET', 14] },
  { id: '0x14a33', sdk: ['BASE_TESTNET', 22] },
] as const

type ChainRow = (typeof CHAINS)[number]
type ProviderChain = Extract<ChainRow, { name: string }>
type SdkChain = Extract<ChainRow, { sdk: readonly [string, number] }>
/** The name of a static getter of `EvmChain`, as the SDK has them: 'ETHEREUM', 'POLYGON', … */
type SdkChainName = SdkChain['sdk'][0]

/**
 * The chains the provider names, in the order of its EVM 2.2 `chainList`: a name and its hex id
 * (the catalogue's `chainList` holds the same, a test says so).
 */
export const EVM_CHAINS: readonly {
  readonly name: ProviderChain['name']
  readonly id: ProviderChain['id']
}[] = /* @__PURE__ */ CHAINS.flatMap((chain) => ('name' in chain ? [{ name: chain.name, id: chain.id }] : []))

/** A chain name the provider knows: 'eth', 'polygon', 'base sepolia', … */
export type EvmChainName = ProviderChain['name']

/**
 * A chain as callers may pass it: a hex id ('0x1'), a decimal id (1 or '1'), a provider chain
 * name ('eth', any case), or an `EvmChain`. The names and hex ids of the provider's list are
 * spelled out so that an editor offers them; `string & {}` still takes any other text (a chain
 * the provider adds later) without swallowing them into plain `string`.
 */
export type EvmChainInput =
  | EvmChain
  | EvmChainName
  | (typeof EVM_CHAINS)[number]['id']
  | (string & {})
  | number

/** The chain used when none is given. @default '0x1' (Ethereum mainnet) */
export const DEFAULT_EVM_CHAIN = '0x1'

// Maps, not object literals, so that 'constructor' and friends are not found on a prototype.
// Marked pure, so that a bundle which uses no chain leaves the list out.
const ID_BY_NAME: ReadonlyMap<string, string> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ EVM_CHAINS.map((chain) => [chain.name, chain.id]),
)
const NAME_BY_ID: ReadonlyMap<string, EvmChainName> = /* @__PURE__ */ new Map(
  /* @__PURE__ */ EVM_CHAINS.map((chain) => [chain.id, chain.name]),
)

const HEX = /^0[xX]([0-9a-fA-F]+)$/
const DECIMAL = /^[0-9]+$/

// Every EvmChain made. `parse` asks this rather than `instanceof EvmChain`, so that validation,
// which only needs `normalizeEvmChain`, does not keep the class and its chain list in a bundle.
const CREATED: WeakSet<object> = /* @__PURE__ */ new WeakSet()

/** The chain id as a positive bigint, or undefined when the value names no chain. */
function parse(value: unknown): bigint | undefined {
  let id: bigint | undefined
  // WeakSet.has is false for anything that is not an object.
  if (CREATED.has(value as object)) return BigInt((value as EvmChain).hex)
  if (typeof value === 'number') id = Number.isSafeInteger(value) ? BigInt(value) : undefined
  else if (typeof value === 'string') {
    const hex = HEX.exec(value)?.[1]
    if (hex !== undefined) id = BigInt(`0x${hex}`)
    else if (DECIMAL.test(value)) id = BigInt(value)
    else {
      const named = ID_BY_NAME.get(value.toLowerCase())
      id = named === undefined ? undefined : BigInt(named)
    }
  }
  // No chain has id 0, and a negative id is never valid.
  return (id ?? 0n) > 0n ? id : undefined
}

function required(value: unknown): bigint {
  const id = parse(value)
  if (id === undefined) {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Invalid chain provided: ${describeValue(value)}`,
    })
  }
  return id
}

/**
 * The hex id of an EVM chain, as the provider expects it: lowercase, no leading zeros ('0x89').
 *
 * Accepted: a hex id with `0x` or `0X` in any case ('0x1', '0X89', '0x01'); a positive decimal id
 * as a safe integer or digit string (1, '137'); a provider chain name from `EVM_CHAINS` in any case
 * ('eth', 'Polygon', 'base sepolia'); an `EvmChain`. Ids that are not in `EVM_CHAINS` are allowed,
 * because the provider adds chains over time and the server is the authority on what it serves.
 *
 * @throws W3DataError C0005 `Invalid chain provided: {value}` for an unknown name, an empty
 * string, zero, a negative or fractional number, an unsafe integer, or non-string/number input.
 * @example normalizeEvmChain('polygon') // '0x89'
 * @example normalizeEvmChain(137) // '0x89'
 */
export function normalizeEvmChain(value: unknown): string {
  return `0x${required(value).toString(16)}`
}

/**
 * The decimal id of an EVM chain, as Auth's `chainId` expects it. Same rules as `normalizeEvmChain`.
 *
 * @throws W3DataError C0005 `Invalid chain provided: {value}`.
 * @example evmChainDecimal('0x89') // '137'
 */
export function evmChainDecimal(value: unknown): string {
  return required(value).toString(10)
}

/** True when `normalizeEvmChain` would accept the value. */
export function isEvmChain(value: unknown): boolean {
  return parse(value) !== undefined
}

/** What `EvmChain.getExplorerPath` links to: one of a block, transaction, account or ERC-20 token. */
export type EvmExplorerTarget =
  | { block: string | number }
  | { transaction: string }
  | { account: string }
  | { erc20: string }

type NamedChainGetters = (abstract new () => Record<never, never>) & {
  readonly [name in SdkChainName]: EvmChain
}

/**
 * The base of `EvmChain`: a static getter per chain the SDK names (`EvmChain.ETHEREUM`, …), made
 * from the table, each giving a new `EvmChain` as the SDK's getters do.
 */
function namedChains(): NamedChainGetters {
  abstract class NamedChains {}
  for (const chain of CHAINS)
    if ('sdk' in chain)
      Object.defineProperty(NamedChains, chain.sdk[0], { get: () => EvmChain.create(chain.id) })
  return NamedChains as NamedChainGetters
}

/**
 * A validated EVM chain, held as its hex id, with the SDK's chain list (display name, currency,
 * explorer, RPC URLs; see ./chains.ts).
 *
 * Differences from moralis@2.27.2: an invalid chain is C0005 `Invalid chain provided: {value}`
 * (the SDK names no value), and the provider's chain names ('polygon', `EVM_CHAINS`) are accepted
 * as input and given by `apiName`.
 *
 * @example EvmChain.create('base').decimal // 8453
 * @example EvmChain.create(137).name // 'Polygon Mainnet'
 */
export class EvmChain extends /* @__PURE__ */ namedChains() {
  /** The hex id: lowercase, no leading zeros ('0x89'). */
  readonly hex: string

  private constructor(hex: string) {
    super()
    this.hex = hex
    CREATED.add(this)
  }

  /** The SDK's named chains, ETHEREUM first. */
  static values(): EvmChain[] {
    return CHAINS.flatMap((chain) => ('sdk' in chain ? [chain] : []))
      .sort((a, b) => a.sdk[1] - b.sdk[1])
      .map((chain) => EvmChain.create(chain.id))
  }

  /** @throws W3DataError C0005 `Invalid chain provided: {value}`. */
  static create(value: EvmChainInput): EvmChain {
    return value instanceof EvmChain ? value : new EvmChain(normalizeEvmChain(value))
  }

  /** True when both name the same chain. @throws W3DataError C0005 when `a` is not a chain. */
  static equals(a: EvmChainInput, b: EvmChainInput): boolean {
    return EvmChain.create(a).equals(b)
  }

  /** The decimal id (137), as the SDK gives it. */
  get decimal(): number {
    return Number.parseInt(this.hex, 16)
  }

  /** The hex id, as the API takes it (the SDK's name). */
  get apiHex(): string {
    return this.hex
  }

  /** The provider's name for the chain ('polygon'), or undefined for a chain not in `EVM_CHAINS`. */
  get apiName(): EvmChainName | undefined {
    return NAME_BY_ID.get(this.hex)
  }

  get #data(): EvmChainData | undefined {
    return EVM_CHAIN_DATA.find((chain) => chain.id === this.decimal)
  }

  /** The display name ('Polygon Mainnet'), or undefined for a chain the SDK's list lacks. */
  get name(): string | undefined {
    return this.#data?.name
  }

  /** The native currency, or undefined for a chain the SDK's list lacks. */
  get currency(): EvmChainCurrency | undefined {
    return this.#data?.currency
  }

  /** Public RPC URLs, or undefined for a chain the SDK's list lacks. */
  get rpcUrls(): readonly string[] | undefined {
    return this.#data?.rpcUrls
  }

  /** The first block explorer, or null when the SDK's list names none. */
  get explorer(): EvmChainExplorer | null {
    return this.#data?.explorer ?? null
  }

  /**
   * The explorer page of a block, transaction, account or token; null without an EIP-3091
   * explorer, or for a target naming none of the four (as the SDK answers).
   */
  getExplorerPath(target: EvmExplorerTarget): string | null {
    const explorer = this.explorer
    if (explorer?.standard !== 'EIP3091') return null
    if ('block' in target) return `${explorer.url}/block/${target.block}`
    if ('transaction' in target) return `${explorer.url}/tx/${target.transaction}`
    if ('account' in target) return `${explorer.url}/address/${target.account}`
    if ('erc20' in target) return `${explorer.url}/token/${target.erc20}`
    return null
  }

  /** True when both name the same chain. An invalid `other` is simply not equal. */
  equals(other: EvmChainInput): boolean {
    return parse(other) === BigInt(this.hex)
  }

  /** The name and hex id ('Polygon Mainnet (0x89)'), or the hex id alone for an unlisted chain. */
  display(): string {
    return this.name ? `${this.name} (${this.hex})` : this.hex
  }

  /** The hex id, as the SDK formats chains by default. */
  format(): string {
    return this.hex
  }

  /** The hex id. */
  override toString(): string {
    return this.hex
  }

  /** The hex id. */
  toJSON(): string {
    return this.hex
  }
}
