import type { Erc20Transaction as Erc20TransferAnswer, NftTransfer } from '../../../entries/evm'
import { BigNumber, type EvmAddress, type EvmChain, EvmNative } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'
import { dataKind, fieldsJson, maybe, type SdkData } from '../dataKind'

export interface Erc20TransactionData
  extends Omit<
    Erc20TransferAnswer,
    'address' | 'blockTimestamp' | 'blockNumber' | 'toAddress' | 'fromAddress' | 'value'
  > {
  chain: EvmChain
  address: EvmAddress
  blockTimestamp: Date
  blockNumber: BigNumber
  toAddress: EvmAddress | undefined
  fromAddress: EvmAddress
  value: BigNumber
}

/**
 * The SDK's `Erc20Transaction`: one ERC-20 transfer (getWalletTokenTransfers, getTokenTransfers),
 * with `contractAddress`, `fromWallet` and `toWallet` as other names of its addresses.
 */
export type Erc20Transaction = SdkData<Erc20TransactionData> & {
  readonly contractAddress: EvmAddress
  readonly fromWallet: EvmAddress
  readonly toWallet: EvmAddress | undefined
}

const makeErc20Transaction = dataKind<Erc20TransactionData>({
  fields: [
    'address',
    'blockHash',
    'blockNumber',
    'blockTimestamp',
    'chain',
    'fromAddress',
    'toAddress',
    'transactionHash',
    'value',
    'transactionIndex',
    'logIndex',
    'possibleSpam',
  ],
  aliases: { contractAddress: 'address', fromWallet: 'fromAddress', toWallet: 'toAddress' },
  // The SDK compares two transfers by their whole JSON.
  same: (a, b) => JSON.stringify(fieldsJson(a)) === JSON.stringify(fieldsJson(b)),
})

export function erc20Transaction(transfer: Erc20TransferAnswer, chain: EvmChain): Erc20Transaction {
  return makeErc20Transaction({
    ...transfer,
    chain,
    address: sdkEvmAddress(transfer.address),
    blockTimestamp: new Date(transfer.blockTimestamp),
    blockNumber: BigNumber.create(transfer.blockNumber),
    toAddress: maybe(transfer.toAddress, sdkEvmAddress),
    fromAddress: sdkEvmAddress(transfer.fromAddress),
    value: BigNumber.create(transfer.value),
    transactionIndex: Number(transfer.transactionIndex),
    logIndex: Number(transfer.logIndex),
  }) as Erc20Transaction
}

export interface EvmNftTransferData
  extends Omit<
    NftTransfer,
    | 'fromAddress'
    | 'toAddress'
    | 'tokenAddress'
    | 'operator'
    | 'value'
    | 'amount'
    | 'blockNumber'
    | 'blockTimestamp'
  > {
  chain: EvmChain
  fromAddress: EvmAddress | undefined
  toAddress: EvmAddress | undefined
  tokenAddress: EvmAddress
  operator: EvmAddress | undefined
  value: EvmNative | undefined
  amount: number | undefined
  blockNumber: BigNumber
  blockTimestamp: Date
}

/** The SDK's `EvmNftTransfer`: one NFT transfer; the same transfer when chain, block, token and log match. */
export type EvmNftTransfer = SdkData<EvmNftTransferData>

const makeEvmNftTransfer = dataKind<EvmNftTransferData>({
  fields: [
    'chain',
    'blockHash',
    'blockNumber',
    'blockTimestamp',
    'fromAddress',
    'toAddress',
    'tokenAddress',
    'tokenId',
    'amount',
    'value',
    'logIndex',
    'transactionHash',
    'transactionIndex',
    'transactionType',
    'operator',
    'contractType',
    'possibleSpam',
  ],
  same: (a, b) =>
    a.chain.equals(b.chain) &&
    a.blockHash === b.blockHash &&
    a.tokenId === b.tokenId &&
    a.logIndex === b.logIndex,
})

export function evmNftTransfer(transfer: NftTransfer, chain: EvmChain): EvmNftTransfer {
  return makeEvmNftTransfer({
    ...transfer,
    chain,
    fromAddress: maybe(transfer.fromAddress, sdkEvmAddress),
    toAddress: maybe(transfer.toAddress, sdkEvmAddress),
    tokenAddress: sdkEvmAddress(transfer.tokenAddress),
    operator: maybe(transfer.operator, sdkEvmAddress),
    value: maybe(transfer.value, (wei) => EvmNative.create(wei, 'wei')),
    amount: maybe(transfer.amount, Number),
    blockNumber: BigNumber.create(transfer.blockNumber),
    blockTimestamp: new Date(transfer.blockTimestamp),
    transactionIndex: maybe(transfer.transactionIndex, Number),
    logIndex: Number(transfer.logIndex),
  })
}
