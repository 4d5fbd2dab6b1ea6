import { CoreErrorCode } from '../../contract/errorCodes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'
import { EVM_CHAIN_DATA, type EvmChainCurrency, type EvmChainData, type EvmChainExplorer } from './chains'

/**
 * The chains the provider names, in the order of its EVM 2.2 `chainList`: a name and its hex id.
 * Source: reference/openapi/evm-2.2.json, components.schemas.chainList.
 */
export const EVM_CHAINS = [
  { name: 'eth', id: '0x1' },
  { name: 'sepolia', id: '0xaa36a7' },
  { name: 'polygon', id: '0x89' },
  { name: 'bsc', id: '0x38' },
  { name: 'bsc testnet', id: '0x61' },
  { name: 'avalanche', id: '0xa86a' },
  { name: 'fantom', id: '0xfa' },
  { name: 'cronos', id: '0x19' },
  { name: 'arbitrum', id: '0xa4b1' },
  { name: 'chiliz', id: '0x15b38' },
  { name: 'chiliz testnet', id: '0x15b32' },
  { name: 'gnosis', id: '0x64' },
  { name: 'gnosis testnet', id: '0x27d8' },
  { name: 'base', id: '0x2105' },
  { name: 'base sepolia', id: '0x14a34' },
  { name: 'optimism', id: '0xa' },
  { name: 'holesky', id: '0x4268' },
  { name: 'polygon amoy', id: '0x13882' },
  { name: 'linea', id: '0xe708' },
  { name: 'moonbeam', id: '0x504' },
  { name: 'moonriver', id: '0x505' },
  { name: 'moonbase', id: '0x507' },
  { name: 'linea sepolia', id: '0xe705' },
  { name: 'flow', id: '0x2eb' },
  { name: 'flow-testnet', id: '0x221' },
  { name: 'ronin', id: '0x7e4' },
  { name: 'ronin-testnet', id: '0x7e5' },
  { name: 'lisk', id: '0x46f' },
  { name: 'lisk-sepolia', id: '0x106a' },
  { name: 'pulse', id: '0x171' },
] as const

/** A chain name the provider knows: 'eth', 'polygon', 'base sepolia', … */
export type EvmChainName = (typeof EVM_CHAINS)[number]['name']

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

/** The SDK's named chains, in the order of its `EvmChain.values()`. */
const NAMED_CHAIN_IDS = [
  1, 5, 11155111, 137, 80001, 56, 97, 43114, 43113, 250, 4002, 25, 11297108109, 42161, 421613, 2020, 10,
  88888, 88882, 100, 10200, 8453, 84531, 84532, 17000, 80002, 59144, 1284, 1285, 1287, 59141,
]

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
export class EvmChain {
  /** The hex id: lowercase, no leading zeros ('0x89'). */
  readonly hex: string

  private constructor(hex: string) {
    this.hex = hex
    CREATED.add(this)
  }

  static get ETHEREUM(): EvmChain {
    return EvmChain.create(1)
  }
  static get GOERLI(): EvmChain {
    return EvmChain.create(5)
  }
  static get SEPOLIA(): EvmChain {
    return EvmChain.create(11155111)
  }
  static get POLYGON(): EvmChain {
    return EvmChain.create(137)
  }
  static get MUMBAI(): EvmChain {
    return EvmChain.create(80001)
  }
  static get BSC(): EvmChain {
    return EvmChain.create(56)
  }
  static get BSC_TESTNET(): EvmChain {
    return EvmChain.create(97)
  }
  static get AVALANCHE(): EvmChain {
    return EvmChain.create(43114)
  }
  static get AVALANCHE_TESTNET(): EvmChain {
    return EvmChain.create(43113)
  }
  static get FANTOM(): EvmChain {
    return EvmChain.create(250)
  }
  static get FANTOM_TESTNET(): EvmChain {
    return EvmChain.create(4002)
  }
  static get CRONOS(): EvmChain {
    return EvmChain.create(25)
  }
  static get PALM(): EvmChain {
    return EvmChain.create(11297108109)
  }
  static get ARBITRUM(): EvmChain {
    return EvmChain.create(42161)
  }
  static get ARBITRUM_TESTNET(): EvmChain {
    return EvmChain.create(421613)
  }
  static get RONIN(): EvmChain {
    return EvmChain.create(2020)
  }
  static get OPTIMISM(): EvmChain {
    return EvmChain.create(10)
  }
  static get CHILIZ(): EvmChain {
    return EvmChain.create(88888)
  }
  static get CHILIZ_TESTNET(): EvmChain {
    return EvmChain.create(88882)
  }
  static get GNOSIS(): EvmChain {
    return EvmChain.create(100)
  }
  static get GNOSIS_TESTNET(): EvmChain {
    return EvmChain.create(10200)
  }
  static get BASE(): EvmChain {
    return EvmChain.create(8453)
  }
  static get BASE_TESTNET(): EvmChain {
    return EvmChain.create(84531)
  }
  static get BASE_SEPOLIA(): EvmChain {
    return EvmChain.create(84532)
  }
  static get HOLESKY(): EvmChain {
    return EvmChain.create(17000)
  }
  static get POLYGON_AMOY(): EvmChain {
    return EvmChain.create(80002)
  }
  static get LINEA(): EvmChain {
    return EvmChain.create(59144)
  }
  static get MOONBEAM(): EvmChain {
    return EvmChain.create(1284)
  }
  static get MOONRIVER(): EvmChain {
    return EvmChain.create(1285)
  }
  static get MOONBASE(): EvmChain {
    return EvmChain.create(1287)
  }
  static get LINEA_SEPOLIA(): EvmChain {
    return EvmChain.create(59141)
  }

  /** The SDK's named chains, ETHEREUM first. */
  static values(): EvmChain[] {
    return NAMED_CHAIN_IDS.map((id) => EvmChain.create(id))
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
  toString(): string {
    return this.hex
  }

  /** The hex id. */
  toJSON(): string {
    return this.hex
  }
}
