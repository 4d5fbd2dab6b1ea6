import type { EvmChain } from '../../entries/index'
import { nativeBalances } from './evm/balances'
import { evmBlock, evmBlockDate } from './evm/blocks'
import { evmNftCollection, evmNftMetadata } from './evm/collections'
import { erc20Metadata, erc20Value } from './evm/erc20'
import { evmNft } from './evm/nfts'
import { evmInternalTransaction, evmTransaction, evmTransactionLog } from './evm/transactions'
import { erc20Transaction, evmNftTransfer } from './evm/transfers'
import { solBalance, solNftMetadata, solNfts, solPortfolio, solTokens } from './solana'

/** What a call tells its answer's shape: the EVM chain it asked (the default chain when it named none). */
export interface ShapeContext {
  chain(): EvmChain
}

type Make<T, R> = (item: T, chain: EvmChain) => R

/** One answer made into the shape. */
const one =
  <T, R>(make: Make<T, R>) =>
  (answer: T, context: ShapeContext): R =>
    make(answer, context.chain())

/** Each item of a list made into the shape. */
const each =
  <T, R>(make: Make<T, R>) =>
  (items: readonly T[], context: ShapeContext): R[] =>
    items.map((item) => make(item, context.chain()))

/** The same, where the provider answers null for an item it has not found. */
const eachFound = <T, R>(make: Make<T, R>) =>
  each<T | null, R | null>((item, chain) => (item === null ? null : make(item, chain)))

/**
 * The operations whose `result` the SDK rebuilt into shapes of its own, by API and operation id:
 * each takes the core's answer (a paged one's items) and gives the SDK's shape. compat/README.md
 * lists every difference; the ones not here keep the core's answer with value types.
 */
export const RESULT_SHAPES = {
  evm: {
    getNativeBalancesForAddresses: each(nativeBalances),
    getWalletTokenBalances: each(erc20Value),
    getTokenMetadata: each(erc20Metadata),
    getTokenMetadataBySymbol: each(erc20Metadata),
    getWalletNFTs: each(evmNft),
    getContractNFTs: each(evmNft),
    getNFTOwners: each(evmNft),
    getNFTTokenIdOwners: each(evmNft),
    getMultipleNFTs: eachFound(evmNft),
    getNFTMetadata: one(evmNft),
    getNFTContractMetadata: one(evmNftMetadata),
    getWalletNFTCollections: each(evmNftCollection),
    getWalletNFTTransfers: each(evmNftTransfer),
    getNFTTransfers: each(evmNftTransfer),
    getNFTContractTransfers: each(evmNftTransfer),
    getNFTTransfersByBlock: each(evmNftTransfer),
    getNFTTransfersFromToBlock: each(evmNftTransfer),
    getWalletTokenTransfers: each(erc20Transaction),
    getTokenTransfers: each(erc20Transaction),
    getTransaction: one(evmTransaction),
    getWalletTransactions: each(evmTransaction),
    getInternalTransactions: each(evmInternalTransaction),
    getBlock: one(evmBlock),
    getDateToBlock: one(evmBlockDate),
    getContractLogs: each(evmTransactionLog),
  },
  solana: {
    balance: solBalance,
    getNFTs: solNfts,
    getSPL: solTokens,
    getPortfolio: solPortfolio,
    getNFTMetadata: solNftMetadata,
  },
} as const

type Shapes = typeof RESULT_SHAPES

/** The SDK's `result` of operation `I` of `A` where the SDK rebuilt it (never where it did not). */
export type ShapedResult<A, I> = A extends keyof Shapes
  ? I extends keyof Shapes[A]
    ? Shapes[A][I] extends (answer: never, context: ShapeContext) => infer R
      ? R
      : never
    : never
  : never

/** The maker of operation `id`'s result in `api`, if the SDK rebuilt it. */
export function resultShape(
  api: string,
  id: string,
): ((answer: never, context: ShapeContext) => unknown) | undefined {
  const shapes: Readonly<Record<string, Readonly<Record<string, unknown>>>> = RESULT_SHAPES
  return shapes[api]?.[id] as ((answer: never, context: ShapeContext) => unknown) | undefined
}
