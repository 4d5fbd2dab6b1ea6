import type { Erc20Metadata, Erc20TokenBalance } from '../../../entries/evm'
import { BigNumber, type EvmAddress, type EvmChain } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'
import { dataKind, type SdkData } from '../dataKind'

export interface Erc20TokenData {
  decimals: number
  name: string
  symbol: string
  contractAddress: EvmAddress
  logo: string | undefined
  logoHash: string | undefined
  thumbnail: string | undefined
  chain: EvmChain
  possibleSpam: boolean | undefined
}

/** The SDK's `Erc20Token`: one token on one chain, the same token when chain and address match. */
export type Erc20Token = SdkData<Erc20TokenData>

const makeErc20Token = dataKind<Erc20TokenData>({
  fields: [
    'decimals',
    'name',
    'symbol',
    'contractAddress',
    'logo',
    'logoHash',
    'thumbnail',
    'chain',
    'possibleSpam',
  ],
  same: (a, b) => a.chain.equals(b.chain) && a.contractAddress.equals(b.contractAddress),
})

/** A token's fields as the core answers them, wherever they come from. */
export interface TokenFields {
  address: string
  decimals: number | string
  name: string
  symbol: string
  logo?: string | null | undefined
  logoHash?: string | null | undefined
  thumbnail?: string | null | undefined
  possibleSpam?: boolean | undefined
}

export function erc20Token(token: TokenFields, chain: EvmChain): Erc20Token {
  return makeErc20Token({
    decimals: Number(token.decimals),
    name: token.name,
    symbol: token.symbol,
    contractAddress: sdkEvmAddress(token.address),
    logo: token.logo ?? undefined,
    logoHash: token.logoHash ?? undefined,
    thumbnail: token.thumbnail ?? undefined,
    chain,
    possibleSpam: token.possibleSpam,
  })
}

/**
 * The SDK's `Erc20Value`: an amount of a token in its smallest unit (`amount`), its `decimals`,
 * the decimal `value` and the `token`; `display()` writes '1.5 WETH'.
 */
export class Erc20Value {
  readonly amount: BigNumber
  readonly decimals: number
  readonly token: Erc20Token | null

  constructor(amount: BigNumber, decimals: number, token: Erc20Token | null) {
    this.amount = amount
    this.decimals = decimals
    this.token = token
  }

  get value(): string {
    return this.amount.toDecimal(this.decimals)
  }

  display(): string {
    return this.token ? `${this.value} ${this.token.symbol}` : this.value
  }

  toNumber(): number {
    return Number(this.value)
  }

  toString(): string {
    return this.value
  }

  format(): string {
    return this.toString()
  }

  /** Equal when the decimal values are, whatever the token (as the SDK compares). */
  equals(other: Erc20Value): boolean {
    return other.value === this.value
  }

  toJSON(): { value: string; token?: Record<string, unknown> } {
    return this.token ? { value: this.value, token: this.token.toJSON() } : { value: this.value }
  }
}

/** A wallet's balance of one token (getWalletTokenBalances), as the SDK gave it. */
export function erc20Value(balance: Erc20TokenBalance, chain: EvmChain): Erc20Value {
  const token = erc20Token({ ...balance, address: balance.tokenAddress }, chain)
  return new Erc20Value(BigNumber.create(balance.balance), token.decimals, token)
}

/** One token's metadata (getTokenMetadata, getTokenMetadataBySymbol): the token, its block and validation. */
export function erc20Metadata(
  metadata: Erc20Metadata,
  chain: EvmChain,
): { token: Erc20Token; blockNumber: string | undefined; validated: number | undefined } {
  return {
    token: erc20Token(metadata, chain),
    blockNumber: metadata.blockNumber,
    validated: metadata.validated,
  }
}
