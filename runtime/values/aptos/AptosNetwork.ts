import { canonicalText, type TextKind, TextValue } from '../TextValue'

/** The Aptos networks the provider serves. */
export type AptosNetworkName = 'mainnet' | 'testnet' | 'devnet'

/**
 * A network as callers may pass it: a name, 1 or '1' for mainnet, 2 or '2' for testnet.
 * `normalizeAptosNetwork` also takes names in any case ('Mainnet') from untyped sources.
 */
export type AptosNetworkInput = AptosNetwork | AptosNetworkName | 1 | 2 | '1' | '2'

/** Every supported network name. */
export const APTOS_NETWORK_NAMES: readonly AptosNetworkName[] = ['mainnet', 'testnet', 'devnet']

// A Map, not an object literal, so that 'constructor' and friends are not found on a prototype.
const ALIASES: ReadonlyMap<string, AptosNetworkName> = new Map([
  ['1', 'mainnet'],
  ['2', 'testnet'],
])

const APTOS: TextKind<AptosNetworkName> = {
  refusal: 'Aptos network is not supported',
  find(value) {
    if (value instanceof AptosNetwork) return value.network
    if (typeof value === 'number') return ALIASES.get(String(value))
    if (typeof value !== 'string') return undefined
    const name = value.toLowerCase()
    return ALIASES.get(name) ?? APTOS_NETWORK_NAMES.find((known) => known === name)
  },
}

/**
 * The canonical name of an Aptos network. Names are case-insensitive; 1 means mainnet and 2
 * testnet, as numbers or strings.
 *
 * @throws W3DataError C0005 `Aptos network is not supported: {value}`.
 * @example normalizeAptosNetwork(2) // 'testnet'
 */
export function normalizeAptosNetwork(value: unknown): AptosNetworkName {
  return canonicalText(APTOS, value)
}

/** True when `normalizeAptosNetwork` would accept the value. */
export function isAptosNetwork(value: unknown): boolean {
  return APTOS.find(value) !== undefined
}

/**
 * A validated Aptos network.
 *
 * @example AptosNetwork.create(1).network // 'mainnet'
 */
export class AptosNetwork extends TextValue<AptosNetworkName, AptosNetworkInput> {
  readonly network: AptosNetworkName

  private constructor(network: AptosNetworkName) {
    super(APTOS)
    this.network = network
  }

  protected override get text(): AptosNetworkName {
    return this.network
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
