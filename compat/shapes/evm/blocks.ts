import type { Block, BlockDate } from '../../../entries/evm'
import { BigNumber, type EvmAddress, type EvmChain } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'
import { dataKind, type SdkData } from '../dataKind'
import { type EvmTransaction, evmTransaction } from './transactions'

type Counted = 'number' | 'difficulty' | 'totalDifficulty' | 'size' | 'gasLimit' | 'gasUsed'

export interface EvmBlockData
  extends Omit<Block, Counted | 'timestamp' | 'miner' | 'transactions' | 'transactionCount'> {
  chain: EvmChain
  timestamp: Date
  miner: EvmAddress
  number: BigNumber
  difficulty: BigNumber
  totalDifficulty: BigNumber
  size: BigNumber
  gasLimit: BigNumber
  gasUsed: BigNumber
  transactionCount: number
  transactions: EvmTransaction[]
}

/** The SDK's `EvmBlock` (getBlock): the same block when chain and hash match. */
export type EvmBlock = SdkData<EvmBlockData>

const makeEvmBlock = dataKind<EvmBlockData>({
  fields: [
    'number',
    'hash',
    'timestamp',
    'miner',
    'difficulty',
    'totalDifficulty',
    'size',
    'gasLimit',
    'gasUsed',
    'transactions',
    'chain',
    'transactionCount',
    'transactionsRoot',
    'stateRoot',
    'receiptsRoot',
    'logsBloom',
    'extraData',
    'parentHash',
    'sha3Uncles',
    'nonce',
  ],
  same: (a, b) => a.chain.equals(b.chain) && a.hash === b.hash,
})

export function evmBlock(block: Block, chain: EvmChain): EvmBlock {
  return makeEvmBlock({
    ...block,
    chain,
    timestamp: new Date(block.timestamp),
    miner: sdkEvmAddress(block.miner),
    number: BigNumber.create(block.number),
    difficulty: BigNumber.create(block.difficulty),
    totalDifficulty: BigNumber.create(block.totalDifficulty),
    size: BigNumber.create(block.size),
    gasLimit: BigNumber.create(block.gasLimit),
    gasUsed: BigNumber.create(block.gasUsed),
    transactionCount: Number(block.transactionCount),
    transactions: block.transactions.map((transaction) => evmTransaction(transaction, chain)),
  })
}

export interface EvmBlockDateData {
  block: number
  date: Date
  timestamp: number
  blockTimestamp: string
  hash: string | undefined
  parentHash: string | undefined
}

/**
 * The SDK's `EvmBlockDate` (getDateToBlock): the block closest to a date, its fields also under
 * the wire's names (`block_timestamp`, `block_hash`, `parent_hash`). Having no `toJSON` of its
 * own in the SDK, it wrote itself as `{ data }`.
 */
export type EvmBlockDate = SdkData<EvmBlockDateData> & {
  readonly block_timestamp: string
  readonly block_hash: string | undefined
  readonly parent_hash: string | undefined
}

const makeEvmBlockDate = dataKind<EvmBlockDateData>({
  fields: ['block', 'date', 'timestamp', 'blockTimestamp', 'hash', 'parentHash'],
  aliases: { block_timestamp: 'blockTimestamp', block_hash: 'hash', parent_hash: 'parentHash' },
  same: (a, b) => a.block === b.block && a.hash === b.hash,
  json: (data) => ({ data }),
})

export function evmBlockDate(blockDate: BlockDate): EvmBlockDate {
  return makeEvmBlockDate({
    block: blockDate.block,
    date: new Date(blockDate.date),
    timestamp: blockDate.timestamp,
    blockTimestamp: String(blockDate.blockTimestamp),
    hash: blockDate.hash,
    parentHash: blockDate.parentHash,
  }) as EvmBlockDate
}
