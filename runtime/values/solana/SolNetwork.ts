import { canonicalText, type TextKind, TextValue } from '../TextValue'

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

const SOLANA: TextKind<SolNetworkName> = {
  refusal: 'Solana network is not supported',
  find(value) {
    if (value instanceof SolNetwork) return value.network
    const name = typeof value === 'string' ? value.toLowerCase() : undefined
    return SOL_NETWORK_NAMES.find((known) => known === name)
  },
}

/**
 * The canonical name of a Solana network. Names are case-insensitive.
 *
 * @throws W3DataError C0005 `Solana network is not supported: {value}` for any other value,
 * including non-string input. The message is `Solana network is not supported`; the value
 * is appended after a colon, so that text stays the prefix.
 * @example normalizeSolNetwork('Devnet') // 'devnet'
 */
export function normalizeSolNetwork(value: unknown): SolNetworkName {
  return canonicalText(SOLANA, value)
}

/** True when `normalizeSolNetwork` would accept the value. */
export function isSolNetwork(value: unknown): boolean {
  return SOLANA.find(value) !== undefined
}

/**
 * A validated Solana network.
 *
 * @example SolNetwork.create('devnet').network // 'devnet'
 */
export class SolNetwork extends TextValue<SolNetworkName, SolNetworkInput> {
  readonly network: SolNetworkName

  private constructor(network: SolNetworkName) {
    super(SOLANA)
    this.network = network
  }

  protected override get text(): SolNetworkName {
    return this.network
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
}
