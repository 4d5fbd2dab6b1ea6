import { CoreErrorCode } from '../../errors/codes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'

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
 * name ('eth', any case), or an `EvmChain`.
 */
export type EvmChainInput = EvmChain | string | number

/** The chain used when none is given. @default '0x1' (Ethereum mainnet) */
export const DEFAULT_EVM_CHAIN = '0x1'

// Maps, not object literals, so that 'constructor' and friends are not found on a prototype.
const ID_BY_NAME: ReadonlyMap<string, string> = new Map(EVM_CHAINS.map((chain) => [chain.name, chain.id]))
const NAME_BY_ID: ReadonlyMap<string, EvmChainName> = new Map(
  EVM_CHAINS.map((chain) => [chain.id, chain.name]),
)

const HEX = /^0[xX]([0-9a-fA-F]+)$/
const DECIMAL = /^[0-9]+$/

/** The chain id as a positive bigint, or undefined when the value names no chain. */
function parse(value: unknown): bigint | undefined {
  let id: bigint | undefined
  if (value instanceof EvmChain) return BigInt(value.hex)
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
  return id !== undefined && id > 0n ? id : undefined
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

/**
 * A validated EVM chain, held as its hex id.
 *
 * @example EvmChain.create('base').decimal // '8453'
 * @example EvmChain.create(137).name // 'polygon'
 */
export class EvmChain {
  /** The hex id: lowercase, no leading zeros ('0x89'). */
  readonly hex: string

  private constructor(hex: string) {
    this.hex = hex
  }

  /** @throws W3DataError C0005 `Invalid chain provided: {value}`. */
  static create(value: EvmChainInput): EvmChain {
    return value instanceof EvmChain ? value : new EvmChain(normalizeEvmChain(value))
  }

  /** The decimal id ('137'). */
  get decimal(): string {
    return BigInt(this.hex).toString(10)
  }

  /** The provider's name for the chain ('polygon'), or undefined for a chain not in `EVM_CHAINS`. */
  get name(): EvmChainName | undefined {
    return NAME_BY_ID.get(this.hex)
  }

  /** True when both name the same chain. An invalid `other` is simply not equal. */
  equals(other: EvmChainInput): boolean {
    return parse(other) === BigInt(this.hex)
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
