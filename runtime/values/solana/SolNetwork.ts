import { CoreErrorCode } from '../../contract/errorCodes'
import { W3DataError } from '../../errors/W3DataError'
import { describeValue } from '../describeValue'

/** The Solana networks the provider serves. */
export type SolNetworkName = 'mainnet' | 'devnet'

/**
 * A network as callers may pass it: a name or a `SolNetwork`. `normalizeSolNetwork` also takes
 * names in any case ('Mainnet') from untyped sources.
 */
export type SolNetworkInput = SolNetwork | SolNetworkName

/** Every supported network name. */
export const SOL_NETWORK_NAMES: readonly SolNetworkName[] = ['mainnet', 'devnet']

/** The network used when a call gives none. @default 'mainnet' */
export const DEFAULT_SOL_NETWORK: SolNetworkName = 'mainnet'

function lookup(value: unknown): SolNetworkName | undefined {
  if (value instanceof SolNetwork) return value.network
  if (typeof value !== 'string') return undefined
  const name = value.toLowerCase()
  return SOL_NETWORK_NAMES.find((known) => known === name)
}

/**
 * The canonical name of a Solana network. Names are case-insensitive.
 *
 * @throws W3DataError C0005 `Solana network is not supported: {value}` for any other value,
 * including non-string input. The seed's message is `Solana network is not supported`; the value
 * is appended after a colon, so the seed's text stays the prefix.
 * @example normalizeSolNetwork('Devnet') // 'devnet'
 */
export function normalizeSolNetwork(value: unknown): SolNetworkName {
  const network = lookup(value)
  if (network === undefined) {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Solana network is not supported: ${describeValue(value)}`,
    })
  }
  return network
}

/** True when `normalizeSolNetwork` would accept the value. */
export function isSolNetwork(value: unknown): boolean {
  return lookup(value) !== undefined
}

/**
 * A validated Solana network.
 *
 * @example SolNetwork.create('devnet').network // 'devnet'
 */
export class SolNetwork {
  readonly network: SolNetworkName

  private constructor(network: SolNetworkName) {
    this.network = network
  }

  static get MAINNET(): SolNetwork {
    return new SolNetwork('mainnet')
  }

  static get DEVNET(): SolNetwork {
    return new SolNetwork('devnet')
  }

  /** @throws W3DataError C0005 `Solana network is not supported: {value}`. */
  static create(value: SolNetworkInput): SolNetwork {
    return value instanceof SolNetwork ? value : new SolNetwork(normalizeSolNetwork(value))
  }

  /** True when both name the same network. @throws W3DataError C0005 when `a` is not a network. */
  static equals(a: SolNetworkInput, b: SolNetworkInput): boolean {
    return SolNetwork.create(a).equals(b)
  }

  /** True when both name the same network. An unsupported `other` is simply not equal. */
  equals(other: SolNetworkInput): boolean {
    return lookup(other) === this.network
  }

  /** The network name, as the SDK formats it. */
  format(): string {
    return this.network
  }

  toString(): string {
    return this.network
  }

  toJSON(): string {
    return this.network
  }
}
