import type { Aspect } from './compare'

/**
 * Where w3data/compat's answer to a recorded call differs from moralis@2.27.2's, by call and by
 * aspect, each naming the heading of compat/MIGRATION.md that says why (replay.test.ts holds both
 * ways: a difference not listed fails, and so does a listing no call needs any more).
 */
export const ALLOWED_DIFFERENCES: Readonly<Record<string, Partial<Record<Aspect, string>>>> = {
  'EvmApi.block.getBlockStats': { requests: "Requests are the core's" },
  'EvmApi.nft.getContractNFTs': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.wallets.getDefiPositionsByProtocol': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'EvmApi.wallets.getDefiPositionsSummary': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'EvmApi.wallets.getDefiSummary': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'EvmApi.nft.getMultipleNFTs': {
    requests: "Requests are the core's",
    json: 'Where the SDK threw on an answer',
  },
  'EvmApi.token.getMultipleTokenPrices': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'EvmApi.nft.getNFTCollectionStats': { requests: "Requests are the core's" },
  'EvmApi.nft.getNFTContractSalePrices': { requests: "Requests are the core's" },
  'EvmApi.nft.getNFTContractTransfers': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.nft.getNFTMetadata': { json: 'Where the SDK threw on an answer' },
  'EvmApi.nft.getNFTOwners': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.nft.getNFTSalePrices': { requests: "Requests are the core's" },
  'EvmApi.nft.getNFTTokenIdOwners': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.nft.getNFTTokenStats': { requests: "Requests are the core's" },
  'EvmApi.nft.getNFTTrades': { requests: "Requests are the core's" },
  'EvmApi.nft.getNFTTradesByToken': { requests: "Requests are the core's" },
  'EvmApi.nft.getNFTTransfers': {
    json: 'NFT transfers name the token',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.nft.getNFTTransfersByBlock': { json: 'Where the SDK threw on an answer' },
  'EvmApi.nft.getNFTTransfersFromToBlock': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.balance.getNativeBalance': { requests: "Requests are the core's" },
  'EvmApi.balance.getNativeBalancesForAddresses': { requests: "Requests are the core's" },
  'EvmApi.defi.getPairAddress': { json: 'Where the SDK threw on an answer' },
  'EvmApi.defi.getPairPrice': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'EvmApi.token.getTokenOwners': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
    next: "Fields the SDK's classes dropped",
  },
  'EvmApi.token.getTokenPrice': { json: "getTokenPrice's nativePrice is in wei" },
  'EvmApi.token.getTokenStats': { requests: "Requests are the core's" },
  'EvmApi.token.getTokenTransfers': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.token.getTopProfitableWalletPerToken': { requests: "Requests are the core's" },
  'EvmApi.wallets.getWalletHistory': {
    requests: "Requests are the core's",
    outcome: 'Where the SDK threw on an answer',
  },
  'EvmApi.nft.getWalletNFTTransfers': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.nft.getWalletNFTs': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.wallets.getWalletProfitability': { requests: "Requests are the core's" },
  'EvmApi.wallets.getWalletProfitabilitySummary': { requests: "Requests are the core's" },
  'EvmApi.wallets.getWalletStats': { requests: "Requests are the core's" },
  'EvmApi.token.getWalletTokenBalances': { json: 'A token balance without decimals' },
  'EvmApi.wallets.getWalletTokenBalancesPrice': { requests: "Requests are the core's" },
  'EvmApi.token.getWalletTokenTransfers': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.transaction.getWalletTransactions': {
    json: "Fields the SDK's classes dropped",
    next: "Fields the SDK's classes dropped",
  },
  'EvmApi.transaction.getWalletTransactionsVerbose': {
    json: 'Where the SDK threw on an answer',
    next: 'Where the SDK threw on an answer',
  },
  'EvmApi.resolve.resolveAddress': { requests: "Requests are the core's" },
  'EvmApi.utils.reviewContracts': { requests: "Requests are the core's" },
  'AptosApi.transactions.encodeSubmission': {
    requests: "Requests are the core's",
    json: "encodeSubmission answers the core's number",
  },
  'AptosApi.transactions.estimateGasPrice': { requests: "Requests are the core's" },
  'AptosApi.accounts.getAccount': { requests: "Requests are the core's" },
  'AptosApi.accounts.getAccountModule': { requests: "Requests are the core's" },
  'AptosApi.accounts.getAccountModules': { requests: "Requests are the core's" },
  'AptosApi.accounts.getAccountResource': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'AptosApi.accounts.getAccountResources': { requests: "Requests are the core's" },
  'AptosApi.transactions.getAccountTransactions': {
    requests: "Requests are the core's",
    outcome: 'Where the SDK threw on an answer',
  },
  'AptosApi.blocks.getBlockByHeight': {
    requests: "Requests are the core's",
    outcome: 'Where the SDK threw on an answer',
  },
  'AptosApi.blocks.getBlockByVersion': {
    requests: "Requests are the core's",
    outcome: 'Where the SDK threw on an answer',
  },
  'AptosApi.wallets.getCoinBalancesByWallets': { requests: "Requests are the core's" },
  'AptosApi.coins.getCoinInfoByCoinTypeHashes': { requests: "Requests are the core's" },
  'AptosApi.coins.getCoinTransfersByBlockHeights': { requests: "Requests are the core's" },
  'AptosApi.coins.getCoinTransfersByCoinType': { requests: "Requests are the core's" },
  'AptosApi.coins.getCoinTransfersByOwnerAddresses': { requests: "Requests are the core's" },
  'AptosApi.wallets.getCoinTransfersByWalletAddresses': { requests: "Requests are the core's" },
  'AptosApi.coins.getCoinsByCreators': { requests: "Requests are the core's" },
  'AptosApi.coins.getCoinsByNameRange': { requests: "Requests are the core's" },
  'AptosApi.coins.getCoinsBySymbolRange': { requests: "Requests are the core's" },
  'AptosApi.accounts.getEventsByCreationNumber': { requests: "Requests are the core's" },
  'AptosApi.accounts.getEventsByEventHandle': { requests: "Requests are the core's" },
  'AptosApi.wallets.getHistoricalCoinBalancesByWallets': { requests: "Requests are the core's" },
  'AptosApi.coins.getLatestCoins': { requests: "Requests are the core's" },
  'AptosApi.wallets.getNFTByOwners': { requests: "Requests are the core's" },
  'AptosApi.collections.getNFTCollections': { requests: "Requests are the core's" },
  'AptosApi.collections.getNFTCollectionsByCreator': { requests: "Requests are the core's" },
  'AptosApi.collections.getNFTCollectionsByIds': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTOwnersByCollection': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTOwnersByTokens': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTOwnersOfCollection': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTTransfersByCollection': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'AptosApi.nfts.getNFTTransfersByCreators': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTTransfersByIds': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTTransfersByWallets': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTsByCollection': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTsByCreators': { requests: "Requests are the core's" },
  'AptosApi.nfts.getNFTsByIds': { requests: "Requests are the core's" },
  'AptosApi.coins.getTopHoldersByCoin': { requests: "Requests are the core's" },
  'AptosApi.transactions.getTransactionByHash': {
    requests: "Requests are the core's",
  },
  'AptosApi.transactions.getTransactionByVersion': {
    requests: "Requests are the core's",
    outcome: 'Where the SDK threw on an answer',
  },
  'AptosApi.transactions.getTransactions': {
    requests: "Requests are the core's",
    outcome: 'Where the SDK threw on an answer',
  },
  'AptosApi.wallets.getWalletsNFTTransfers': { requests: "Requests are the core's" },
  'AptosApi.transactions.simulateTransaction': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'AptosApi.transactions.submitBatchTransactions': { requests: "Requests are the core's" },
  'AptosApi.transactions.submitTransaction': {
    requests: "Requests are the core's",
    json: "Fields the SDK's classes dropped",
  },
  'SolApi.account.getBalance': { json: 'Solana getBalance counts lamports' },
  'SolApi.token.getTokenMetadata': { json: "Fields the SDK's classes dropped" },
  'SolApi.token.getTokenPrice': { json: "Fields the SDK's classes dropped" },
  'Streams.delete (aptos)': { requests: "Requests are the core's" },
  'Streams.getAddresses (aptos)': {
    json: 'Aptos addresses are lowercase',
    pagination: 'Streams paging',
    next: 'Aptos addresses are lowercase',
  },
  'Streams.getAll (aptos)': { pagination: 'Streams paging', next: 'Streams paging' },
  'Streams.update (aptos)': {
    requests: 'Where the SDK threw on an answer',
    outcome: 'Where the SDK threw on an answer',
  },
  'Streams.delete (evm)': { requests: "Requests are the core's" },
  'Streams.getAddresses (evm)': { pagination: 'Streams paging', next: 'Streams paging' },
  'Streams.getHistory': { pagination: 'Streams paging', next: 'Streams paging' },
  'Streams.getLogs': { pagination: 'Streams paging', next: 'Streams paging' },
  'Streams.getAll (evm)': { pagination: 'Streams paging', next: 'Streams paging' },
  'Streams.retry': { requests: "Requests are the core's" },
  'Streams.update (evm)': { json: "Fields the SDK's classes dropped" },
  'Streams.updateStatus (evm)': { json: "Fields the SDK's classes dropped" },
  'Auth.evm.requestChallengeEvm': { requests: "Requests are the core's" },
  'Auth.requestMessage (evm)': { requests: "Requests are the core's" },
  'Auth.verify (aptos)': { json: 'Aptos addresses are lowercase' },
}
