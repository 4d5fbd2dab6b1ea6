import { findNetwork, type NetworkKind, NetworkValue, normalizeNetwork } from '../NetworkValue'

/** The Aptos networks the provider serves. */
export type AptosNetworkName = 'mainnet' | 'testnet' | 'devnet'

/**
 * A network as callers may pass it: a name, 1 or '1' for mainnet, 2 or '2' for testnet.
 * `normalizeAptosNetwork` also takes names in any case ('Mainnet') from untyped sources.
 */
export type AptosNetworkInput = AptosNetwork | AptosNetworkName | 1 | 2 | '1' | '2'

/** Every supported network name. */
export const APTOS_NETWORK_NAMES: readonly AptosNetworkName[] = ['mainnet', 'testnet', 'devnet']

const APTOS: NetworkKind<AptosNetworkName> = {
  chain: 'Aptos',
  names: APTOS_NETWORK_NAMES,
  aliases: new Map([
    ['1', 'mainnet'],
    ['2', 'testnet'],
  ]),
  owns: (value) => value instanceof AptosNetwork,
}

/**
 * The canonical name of an Aptos network. Names are case-insensitive; 1 means mainnet and 2
 * testnet, as numbers or strings.
 *
 * @throws W3DataError C0005 `Aptos network is not supported: {value}`.
 * @example normalizeAptosNetwork(2) // 'testnet'
 */
export function normalizeAptosNetwork(value: unknown): AptosNetworkName {
  return normalizeNetwork(APTOS, value)
}

/** True when `normalizeAptosNetwork` would accept the value. */
export function isAptosNetwork(value: unknown): boolean {
  return findNetwork(APTOS, value) !== undefined
}

/**
 * A validated Aptos network.
 *
 * @example AptosNetwork.create(1).network // 'mainnet'
 */
export class AptosNetwork extends NetworkValue<AptosNetworkName, AptosNetworkInput> {
  private constructor(network: AptosNetworkName) {
    super(APTOS, network)
  }

  static get MAINNET(): AptosNetwork {
    return new AptosNetwork('mainnet')
  }

  static get TESTNET(): AptosNetwork {
    return new AptosNetwork('testnet')
  }

  static get DEVNET(): AptosNetwork {
    return new AptosNetwork('devnet')
  }

  /** @throws W3DataError C0005 `Aptos network is not supported: {value}`. */
  static create(value: AptosNetworkInput): AptosNetwork {
    return value instanceof AptosNetwork ? value : new AptosNetwork(normalizeAptosNetwork(value))
  }

  /** True when both name the same network. @throws W3DataError C0005 when `a` is not a network. */
  static equals(a: AptosNetworkInput, b: AptosNetworkInput): boolean {
    return AptosNetwork.create(a).equals(b)
  }
}
