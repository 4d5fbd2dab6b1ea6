import { SolAddress, SolNative } from '../../../entries/index'
import type { NativeBalance, NFTMetadata, Portfolio, SPLNFT, SPLTokenBalance } from '../../../entries/solana'
import { maybe } from '../dataKind'

// moralis@2.27.2's Solana answers: plain objects of the SDK's fields only, addresses as
// SolAddress, amounts as SolNative counted from their raw (smallest) unit.

/** getBalance: the balance itself, from its lamports. (The SDK read the lamports as SOL; not copied.) */
export function solBalance(balance: NativeBalance): SolNative {
  return SolNative.create(balance.lamports, 'lamports')
}

export interface SolNft {
  associatedTokenAddress: SolAddress
  mint: SolAddress
  name: string
  symbol: string
}

/** getNFTs, and getPortfolio's NFTs; the same fields of getSPL's tokens. */
export function solNft(nft: Pick<SPLNFT, 'associatedTokenAddress' | 'mint' | 'name' | 'symbol'>): SolNft {
  return {
    associatedTokenAddress: SolAddress.create(nft.associatedTokenAddress),
    mint: SolAddress.create(nft.mint),
    name: nft.name,
    symbol: nft.symbol,
  }
}

export interface SolToken extends SolNft {
  /** `amountRaw`, in lamports as the SDK counted every SPL amount. */
  amount: SolNative
}

/** getSPL, and getPortfolio's tokens. */
export function solToken(token: SPLTokenBalance): SolToken {
  return { ...solNft(token), amount: SolNative.create(token.amountRaw, 'lamports') }
}

export interface SolPortfolio {
  nativeBalance: SolNative
  nfts: SolNft[]
  tokens: SolToken[]
}

export function solPortfolio(portfolio: Portfolio): SolPortfolio {
  return {
    nativeBalance: solBalance(portfolio.nativeBalance),
    nfts: solNfts(portfolio.nfts),
    tokens: solTokens(portfolio.tokens),
  }
}

export const solNfts = (nfts: readonly SPLNFT[]): SolNft[] => nfts.map(solNft)
export const solTokens = (tokens: readonly SPLTokenBalance[]): SolToken[] => tokens.map(solToken)

export interface SolNftMetadata {
  mint: SolAddress
  standard: string
  name: string
  symbol: string
  metaplex: {
    metadataUri: string | null
    updateAuthority: SolAddress | undefined
    sellerFeeBasisPoints: number
    primarySaleHappened: number
    isMutable: boolean
    masterEdition: boolean
  }
}

/** getNFTMetadata: the SDK's fields, the metaplex update authority a SolAddress. */
export function solNftMetadata(metadata: NFTMetadata): SolNftMetadata {
  const { metaplex } = metadata
  return {
    mint: SolAddress.create(metadata.mint),
    standard: metadata.standard,
    name: metadata.name,
    symbol: metadata.symbol,
    metaplex: {
      metadataUri: metaplex.metadataUri,
      updateAuthority: maybe(metaplex.updateAuthority, SolAddress.create),
      sellerFeeBasisPoints: metaplex.sellerFeeBasisPoints,
      primarySaleHappened: metaplex.primarySaleHappened,
      isMutable: metaplex.isMutable,
      masterEdition: metaplex.masterEdition,
    },
  }
}
