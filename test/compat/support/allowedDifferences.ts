import type { Aspect } from './compare'

type Differences = Readonly<Record<string, Partial<Record<Aspect, string>>>>

/**
 * Each heading of compat/MIGRATION.md that a recorded call needs, with the calls whose answer
 * differs from moralis@2.27.2's for the reason it gives, by aspect.
 */
const CALLS_BY_HEADING: Readonly<Record<string, Partial<Record<Aspect, readonly string[]>>>> = {
  "Requests are the core's": {
    requests: [
      'EvmApi.block.getBlockStats',
      'EvmApi.wallets.getDefiPositionsByProtocol',
      'EvmApi.wallets.getDefiPositionsSummary',
      'EvmApi.wallets.getDefiSummary',
      'EvmApi.nft.getMultipleNFTs',
      'EvmApi.token.getMultipleTokenPrices',
      'EvmApi.nft.getNFTCollectionStats',
      'EvmApi.nft.getNFTContractSalePrices',
      'EvmApi.nft.getNFTSalePrices',
      'EvmApi.nft.getNFTTokenStats',
      'EvmApi.nft.getNFTTrades',
      'EvmApi.nft.getNFTTradesByToken',
      'EvmApi.balance.getNativeBalance',
      'EvmApi.balance.getNativeBalancesForAddresses',
      'EvmApi.defi.getPairPrice',
      'EvmApi.token.getTokenOwners',
      'EvmApi.token.getTokenStats',
      'EvmApi.token.getTopProfitableWalletPerToken',
      'EvmApi.wallets.getWalletHistory',
      'EvmApi.wallets.getWalletProfitability',
      'EvmApi.wallets.getWalletProfitabilitySummary',
      'EvmApi.wallets.getWalletStats',
      'EvmApi.wallets.getWalletTokenBalancesPrice',
      'EvmApi.resolve.resolveAddress',
      'EvmApi.utils.reviewContracts',
      'AptosApi.transactions.encodeSubmission',
      'AptosApi.transactions.estimateGasPrice',
      'AptosApi.accounts.getAccount',
      'AptosApi.accounts.getAccountModule',
      'AptosApi.accounts.getAccountModules',
      'AptosApi.accounts.getAccountResource',
      'AptosApi.accounts.getAccountResources',
      'AptosApi.transactions.getAccountTransactions',
      'AptosApi.blocks.getBlockByHeight',
      'AptosApi.blocks.getBlockByVersion',
      'AptosApi.wallets.getCoinBalancesByWallets',
      'AptosApi.coins.getCoinInfoByCoinTypeHashes',
      'AptosApi.coins.getCoinTransfersByBlockHeights',
      'AptosApi.coins.getCoinTransfersByCoinType',
      'AptosApi.coins.getCoinTransfersByOwnerAddresses',
      'AptosApi.wallets.getCoinTransfersByWalletAddresses',
      'AptosApi.coins.getCoinsByCreators',
      'AptosApi.coins.getCoinsByNameRange',
      'AptosApi.coins.getCoinsBySymbolRange',
      'AptosApi.accounts.getEventsByCreationNumber',
      'AptosApi.accounts.getEventsByEventHandle',
      'AptosApi.wallets.getHistoricalCoinBalancesByWallets',
      'AptosApi.coins.getLatestCoins',
      'AptosApi.wallets.getNFTByOwners',
      'AptosApi.collections.getNFTCollections',
      'AptosApi.collections.getNFTCollectionsByCreator',
      'AptosApi.collections.getNFTCollectionsByIds',
      'AptosApi.nfts.getNFTOwnersByCollection',
      'AptosApi.nfts.getNFTOwnersByTokens',
      'AptosApi.nfts.getNFTOwnersOfCollection',
      'AptosApi.nfts.getNFTTransfersByCollection',
      'AptosApi.nfts.getNFTTransfersByCreators',
      'AptosApi.nfts.getNFTTransfersByIds',
      'AptosApi.nfts.getNFTTransfersByWallets',
      'AptosApi.nfts.getNFTsByCollection',
      'AptosApi.nfts.getNFTsByCreators',
      'AptosApi.nfts.getNFTsByIds',
      'AptosApi.coins.getTopHoldersByCoin',
      'AptosApi.transactions.getTransactionByHash',
      'AptosApi.transactions.getTransactionByVersion',
      'AptosApi.transactions.getTransactions',
      'AptosApi.wallets.getWalletsNFTTransfers',
      'AptosApi.transactions.simulateTransaction',
      'AptosApi.transactions.submitBatchTransactions',
      'AptosApi.transactions.submitTransaction',
      'Streams.delete (aptos)',
      'Streams.delete (evm)',
      'Streams.retry',
      'Auth.evm.requestChallengeEvm',
      'Auth.requestMessage (evm)',
    ],
  },
  'Where the SDK threw on an answer': {
    json: [
      'EvmApi.nft.getContractNFTs',
      'EvmApi.nft.getMultipleNFTs',
      'EvmApi.nft.getNFTContractTransfers',
      'EvmApi.nft.getNFTMetadata',
      'EvmApi.nft.getNFTOwners',
      'EvmApi.nft.getNFTTokenIdOwners',
      'EvmApi.nft.getNFTTransfersByBlock',
      'EvmApi.nft.getNFTTransfersFromToBlock',
      'EvmApi.defi.getPairAddress',
      'EvmApi.token.getTokenTransfers',
      'EvmApi.nft.getWalletNFTTransfers',
      'EvmApi.nft.getWalletNFTs',
      'EvmApi.token.getWalletTokenTransfers',
      'EvmApi.transaction.getWalletTransactionsVerbose',
    ],
    next: [
      'EvmApi.nft.getContractNFTs',
      'EvmApi.nft.getNFTContractTransfers',
      'EvmApi.nft.getNFTOwners',
      'EvmApi.nft.getNFTTokenIdOwners',
      'EvmApi.nft.getNFTTransfers',
      'EvmApi.nft.getNFTTransfersFromToBlock',
      'EvmApi.token.getTokenTransfers',
      'EvmApi.nft.getWalletNFTTransfers',
      'EvmApi.nft.getWalletNFTs',
      'EvmApi.token.getWalletTokenTransfers',
      'EvmApi.transaction.getWalletTransactionsVerbose',
    ],
    outcome: [
      'EvmApi.wallets.getWalletHistory',
      'AptosApi.transactions.getAccountTransactions',
      'AptosApi.blocks.getBlockByHeight',
      'AptosApi.blocks.getBlockByVersion',
      'AptosApi.transactions.getTransactionByVersion',
      'AptosApi.transactions.getTransactions',
      'Streams.update (aptos)',
    ],
    requests: ['Streams.update (aptos)'],
  },
  "Fields the SDK's classes dropped": {
    json: [
      'EvmApi.wallets.getDefiPositionsByProtocol',
      'EvmApi.wallets.getDefiPositionsSummary',
      'EvmApi.wallets.getDefiSummary',
      'EvmApi.token.getMultipleTokenPrices',
      'EvmApi.defi.getPairPrice',
      'EvmApi.token.getTokenOwners',
      'EvmApi.transaction.getWalletTransactions',
      'AptosApi.accounts.getAccountResource',
      'AptosApi.nfts.getNFTTransfersByCollection',
      'AptosApi.transactions.simulateTransaction',
      'AptosApi.transactions.submitTransaction',
      'SolApi.token.getTokenMetadata',
      'SolApi.token.getTokenPrice',
      'Streams.update (evm)',
      'Streams.updateStatus (evm)',
    ],
    next: ['EvmApi.token.getTokenOwners', 'EvmApi.transaction.getWalletTransactions'],
  },
  'NFT transfers name the token': {
    json: ['EvmApi.nft.getNFTTransfers'],
  },
  "getTokenPrice's nativePrice is in wei": {
    json: ['EvmApi.token.getTokenPrice'],
  },
  'A token balance without decimals': {
    json: ['EvmApi.token.getWalletTokenBalances'],
  },
  "encodeSubmission answers the core's number": {
    json: ['AptosApi.transactions.encodeSubmission'],
  },
  'Solana getBalance counts lamports': {
    json: ['SolApi.account.getBalance'],
  },
  'Aptos addresses are lowercase': {
    json: ['Streams.getAddresses (aptos)', 'Auth.verify (aptos)'],
    next: ['Streams.getAddresses (aptos)'],
  },
  'Streams paging': {
    pagination: [
      'Streams.getAddresses (aptos)',
      'Streams.getAll (aptos)',
      'Streams.getAddresses (evm)',
      'Streams.getHistory',
      'Streams.getLogs',
      'Streams.getAll (evm)',
    ],
    next: [
      'Streams.getAll (aptos)',
      'Streams.getAddresses (evm)',
      'Streams.getHistory',
      'Streams.getLogs',
      'Streams.getAll (evm)',
    ],
  },
}

/**
 * Where w3data/compat's answer to a recorded call differs from moralis@2.27.2's, by call and by
 * aspect, each naming the heading of compat/MIGRATION.md that says why (replay.test.ts holds both
 * ways: a difference not listed fails, and so does a listing no call needs any more).
 */
export const ALLOWED_DIFFERENCES: Differences = (() => {
  const byCall: Record<string, Partial<Record<Aspect, string>>> = {}
  for (const [heading, aspects] of Object.entries(CALLS_BY_HEADING))
    for (const [aspect, calls] of Object.entries(aspects) as [Aspect, readonly string[]][])
      for (const call of calls) byCall[call] = { ...byCall[call], [aspect]: heading }
  return byCall
})()
