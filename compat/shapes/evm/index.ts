import { each, eachFound, one } from '../shape'
import { resolvedAddress, tokenAllowance, tokenPrice } from './answers'
import { nativeBalances } from './balances'
import { evmBlock, evmBlockDate } from './blocks'
import { evmNftCollection, evmNftMetadata } from './collections'
import { erc20Metadata, erc20Value } from './erc20'
import { evmEvent, pairAddress } from './events'
import { evmNft } from './nfts'
import { evmInternalTransaction, evmTransaction, evmTransactionLog } from './transactions'
import { erc20Transaction, evmNftTransfer } from './transfers'

/**
 * The EVM operations whose `result` the SDK rebuilt into data types of its own, by operation id.
 * compat/README.md lists every difference; the others keep the core's answer with value types.
 */
export const EVM_SHAPES = {
  getNativeBalancesForAddresses: each(nativeBalances),
  getWalletTokenBalances: each(erc20Value),
  getTokenAllowance: tokenAllowance,
  getTokenPrice: tokenPrice,
  resolveDomain: resolvedAddress,
  resolveENSDomain: resolvedAddress,
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
  getTransactionVerbose: one(evmTransaction),
  getWalletTransactionsVerbose: each(evmTransaction),
  getInternalTransactions: each(evmInternalTransaction),
  getBlock: one(evmBlock),
  getDateToBlock: one(evmBlockDate),
  getContractLogs: each(evmTransactionLog),
  getContractEvents: each(evmEvent),
  getPairAddress: one(pairAddress),
  // The SDK answered every sync request alike, whatever the provider sent.
  syncNFTContract: () => ({ success: true as const }),
} as const

/**
 * The EVM operations the SDK answered with its generated classes, each object of which writes its
 * own part of the body as JSON (the newer operations).
 */
export const EVM_WIRE_JSON: ReadonlySet<string> = new Set([
  'getNFTTrades',
  'getNFTLowestPrice',
  'getNFTTradesByToken',
  'getNFTContractSalePrices',
  'getNFTSalePrices',
  'getMultipleTokenPrices',
  'getTokenOwners',
  'getWalletHistory',
  'getWalletTokenBalancesPrice',
  'getWalletNetWorth',
  'web3ApiVersion',
  'endpointWeights',
  'resolveAddressToDomain',
  'getPairPrice',
  'getTopERC20TokensByMarketCap',
  'getTopERC20TokensByPriceMovers',
  'getTopNFTCollectionsByMarketCap',
  'getHottestNFTCollectionsByTradingVolume',
  'getTopCryptoCurrenciesByMarketCap',
  'getTopCryptoCurrenciesByTradingVolume',
  'reviewContracts',
  'getDefiSummary',
  'getDefiPositionsByProtocol',
  'getDefiPositionsSummary',
  'getWalletActiveChains',
  'getWalletStats',
  'getNFTCollectionStats',
  'getNFTTokenStats',
  'getTokenStats',
  'getBlockStats',
  'getWalletProfitabilitySummary',
  'getWalletProfitability',
  'getTopProfitableWalletPerToken',
])
