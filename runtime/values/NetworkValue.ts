import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'
import { describeValue } from './describeValue'

/** What tells one chain's networks from another's: the chain's name, its network names and aliases. */
export interface NetworkKind<Name extends string> {
  /** For messages: `Aptos network is not supported: …`. */
  readonly chain: string
  readonly names: readonly Name[]
  /** Other spellings of a name, numbers looked up as their digits (a Map: 'constructor' is no alias). */
  readonly aliases?: ReadonlyMap<string, Name>
  /** Whether a value is already a network of this kind. */
  readonly owns: (value: unknown) => value is NetworkValue<Name, unknown>
}

/** The network a value names: a network of this kind, a name in any case, an alias; else undefined. */
export function findNetwork<Name extends string>(kind: NetworkKind<Name>, value: unknown): Name | undefined {
  if (kind.owns(value)) return value.network
  if (typeof value === 'number') return kind.aliases?.get(String(value))
  if (typeof value !== 'string') return undefined
  const name = value.toLowerCase()
  return kind.aliases?.get(name) ?? kind.names.find((known) => known === name)
}

/**
 * The canonical name of the network a value names.
 *
 * @throws W3DataError C0005 `{chain} network is not supported: {value}`.
 */
export function normalizeNetwork<Name extends string>(kind: NetworkKind<Name>, value: unknown): Name {
  const network = findNetwork(kind, value)
  if (network === undefined) {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `${kind.chain} network is not supported: ${describeValue(value)}`,
    })
  }
  return network
}

/**
 * A validated network of one chain, formatted as its name. AptosNetwork and SolNetwork are this
 * with their kind.
 */
export abstract class NetworkValue<Name extends string, Input> {
  readonly network: Name
  readonly #kind: NetworkKind<Name>

  protected constructor(kind: NetworkKind<Name>, network: Name) {
    this.#kind = kind
    this.network = network
  }

  /** True when both name the same network. An unsupported `other` is simply not equal. */
  equals(other: Input): boolean {
    return findNetwork(this.#kind, other) === this.network
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
