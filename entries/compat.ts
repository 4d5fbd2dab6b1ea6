// Package entry `w3data/compat`: the provider SDK's `Moralis` object on w3data, for code written
// against moralis@2.27.2 (README, "Migrating from moralis"). No other entry imports it.
import { Moralis } from '../compat/index'

// The types of the SDK's data types that `result` holds where the SDK rebuilt an answer.
export type {
  AptosStream,
  Erc20Token,
  Erc20Transaction,
  Erc20Value,
  EvmBlock,
  EvmBlockDate,
  EvmEvent,
  EvmInternalTransaction,
  EvmNft,
  EvmNftCollection,
  EvmNftMedia,
  EvmNftMetadata,
  EvmNftTransfer,
  EvmStream,
  EvmTransaction,
  EvmTransactionLog,
  NativeBalances,
  PairAddress,
  PairToken,
  SdkData,
  SolNft,
  SolNftMetadata,
  SolPortfolio,
  SolToken,
  StreamTrigger,
} from '../compat/index'
export {
  AptosApi,
  Auth,
  Core,
  EvmApi,
  Moralis,
  type MoralisConfig,
  PaginatedResponseAdapter,
  type Pagination,
  ResponseAdapter,
  type SdkCall,
  type SdkModule,
  SolApi,
  Streams,
  type WithValueTypes,
} from '../compat/index'
// The value types, where the SDK's packages (`@moralisweb3/common-evm-utils`, …) exported them.
export {
  AptosAddress,
  AptosNative,
  AptosNetwork,
  BigNumber,
  EvmAddress,
  EvmChain,
  EvmNative,
  SolAddress,
  SolNative,
  SolNetwork,
} from '../runtime/index'
export default Moralis
