import { solBalance, solNftMetadata, solNfts, solPortfolio, solTokens } from './answers'

/** The Solana operations whose `result` the SDK rebuilt, by operation id (compat/README.md). */
export const SOLANA_SHAPES = {
  balance: solBalance,
  getNFTs: solNfts,
  getSPL: solTokens,
  getPortfolio: solPortfolio,
  getNFTMetadata: solNftMetadata,
} as const

/** The Solana operations the SDK answered with its generated classes (their objects write themselves as sent). */
export const SOLANA_WIRE_JSON: ReadonlySet<string> = new Set(['getTokenPrice', 'getTokenMetadata'])
