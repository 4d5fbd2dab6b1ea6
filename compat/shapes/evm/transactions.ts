import type {
  BlockTransaction,
  BlockTransactionVerbose,
  DecodedCall,
  DecodedEvent,
  InternalTransaction,
  Log,
  LogEventByAddress,
  LogVerbose,
  Transaction,
} from '../../../entries/evm'
import { BigNumber, type EvmAddress, type EvmChain, EvmNative } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'
import { dataKind, fieldsJson, maybe, type SdkData } from '../dataKind'

export interface EvmTransactionLogData {
  chain: EvmChain
  logIndex: number | undefined
  transactionHash: string
  transactionIndex: number | undefined
  data: string
  topics: (string | null | undefined)[]
  blockHash: string
  blockNumber: number
  blockTimestamp: string
  address: EvmAddress
  /** The decoded event, in a verbose transaction's logs (the SDK's `EvmTransactionLogDecoded`). */
  decodedEvent?: DecodedEvent | undefined
}

/** The SDK's `EvmTransactionLog`: the same log when transaction, address, index and chain match. */
export type EvmTransactionLog = SdkData<EvmTransactionLogData>

const makeEvmTransactionLog = dataKind<EvmTransactionLogData>({
  fields: [
    'transactionHash',
    'address',
    'chain',
    'logIndex',
    'data',
    'topics',
    'blockHash',
    'blockNumber',
    'blockTimestamp',
    'decodedEvent',
  ],
  same: (a, b) =>
    a.transactionHash === b.transactionHash &&
    a.address.equals(b.address) &&
    a.logIndex === b.logIndex &&
    a.chain.equals(b.chain),
})

/** A log of a transaction or a contract (getContractLogs): its four topics as one list. */
export function evmTransactionLog(
  log: Log | LogVerbose | LogEventByAddress,
  chain: EvmChain,
): EvmTransactionLog {
  return makeEvmTransactionLog({
    ...('decodedEvent' in log && { decodedEvent: log.decodedEvent }),
    chain,
    logIndex: maybe(log.logIndex, Number),
    transactionHash: log.transactionHash,
    transactionIndex: maybe(log.transactionIndex, Number),
    data: log.data,
    topics: [log.topic0, log.topic1, log.topic2, log.topic3],
    blockHash: log.blockHash,
    blockNumber: Number(log.blockNumber),
    blockTimestamp: log.blockTimestamp,
    address: sdkEvmAddress(log.address),
  })
}

export interface EvmInternalTransactionData {
  from: EvmAddress
  to: EvmAddress
  transactionHash: string
  gas: BigNumber
  gasUsed: BigNumber
  blockNumber: BigNumber
  blockHash: string
  input: string
  output: string
  value: BigNumber
  type: string
}

/** The SDK's `EvmInternalTransaction`: the same when the transaction hash is; its JSON in the wire's names. */
export type EvmInternalTransaction = SdkData<EvmInternalTransactionData>

const makeEvmInternalTransaction = dataKind<EvmInternalTransactionData>({
  fields: [
    'transactionHash',
    'blockNumber',
    'blockHash',
    'type',
    'from',
    'to',
    'value',
    'gas',
    'gasUsed',
    'input',
    'output',
  ],
  same: (a, b) => a.transactionHash === b.transactionHash,
  json: (data) => ({
    block_hash: data.blockHash,
    input: data.input,
    output: data.output,
    transaction_hash: data.transactionHash,
    type: data.type,
    to: data.to.lowercase,
    from: data.from.lowercase,
    gas: data.gas.toString(),
    gas_used: data.gasUsed.toString(),
    value: data.value.toString(),
    block_number: data.blockNumber.toString(),
  }),
})

export function evmInternalTransaction(transaction: InternalTransaction): EvmInternalTransaction {
  return makeEvmInternalTransaction({
    ...transaction,
    from: sdkEvmAddress(transaction.from),
    to: sdkEvmAddress(transaction.to),
    gas: BigNumber.create(transaction.gas),
    gasUsed: BigNumber.create(transaction.gasUsed),
    blockNumber: BigNumber.create(transaction.blockNumber),
    value: BigNumber.create(transaction.value),
  })
}

export interface EvmTransactionData {
  from: EvmAddress
  to: EvmAddress | undefined
  nonce: BigNumber | undefined
  data: string | undefined
  value: EvmNative | undefined
  hash: string
  chain: EvmChain
  gas: BigNumber | undefined
  gasPrice: BigNumber
  index: number
  blockNumber: BigNumber
  blockHash: string
  blockTimestamp: Date
  cumulativeGasUsed: BigNumber
  gasUsed: BigNumber
  contractAddress: EvmAddress | undefined
  receiptRoot: string | undefined
  receiptStatus: number | undefined
  logs: EvmTransactionLog[]
  internalTransactions: EvmInternalTransaction[]
  /** The decoded call, in a verbose transaction (the SDK's `EvmTransactionVerbose`). */
  decodedCall?: DecodedCall | undefined
}

/**
 * The SDK's `EvmTransaction` (getTransaction, getWalletTransactions, a block's transactions), in
 * its names: `from`, `to`, `data`, `index`, `gasUsed`, `contractAddress`. The same when chain and hash are.
 */
export type EvmTransaction = SdkData<EvmTransactionData>

const makeEvmTransaction = dataKind<EvmTransactionData>({
  fields: [
    'to',
    'from',
    'nonce',
    'gas',
    'gasPrice',
    'gasUsed',
    'cumulativeGasUsed',
    'blockNumber',
    'value',
    'chain',
    'contractAddress',
    'internalTransactions',
    'logs',
    'receiptRoot',
    'receiptStatus',
    'data',
    'hash',
    'blockHash',
    'blockTimestamp',
    'index',
    'decodedCall',
  ],
  same: (a, b) => a.chain.equals(b.chain) && a.hash === b.hash,
  // The SDK writes the time with Date's toString(), not as ISO text.
  json: (data) => ({ ...fieldsJson(data), blockTimestamp: data.blockTimestamp.toString() }),
})

export function evmTransaction(
  transaction: Transaction | BlockTransaction | BlockTransactionVerbose,
  chain: EvmChain,
): EvmTransaction {
  return makeEvmTransaction({
    ...('decodedCall' in transaction && { decodedCall: transaction.decodedCall }),
    from: sdkEvmAddress(transaction.fromAddress),
    to: maybe(transaction.toAddress, sdkEvmAddress),
    nonce: maybe(transaction.nonce, BigNumber.create),
    data: transaction.input,
    value: EvmNative.create(transaction.value, 'wei'),
    hash: transaction.hash,
    chain,
    gas: maybe(transaction.gas, BigNumber.create),
    gasPrice: BigNumber.create(transaction.gasPrice),
    index: Number(transaction.transactionIndex),
    blockNumber: BigNumber.create(transaction.blockNumber),
    blockHash: transaction.blockHash,
    blockTimestamp: new Date(transaction.blockTimestamp),
    cumulativeGasUsed: BigNumber.create(transaction.receiptCumulativeGasUsed),
    gasUsed: BigNumber.create(transaction.receiptGasUsed),
    contractAddress: maybe(transaction.receiptContractAddress, sdkEvmAddress),
    receiptRoot: transaction.receiptRoot ?? undefined,
    receiptStatus: maybe(transaction.receiptStatus, Number),
    logs: (transaction.logs ?? []).map((log) => evmTransactionLog(log, chain)),
    internalTransactions: ('internalTransactions' in transaction
      ? (transaction.internalTransactions ?? [])
      : []
    ).map(evmInternalTransaction),
  })
}
