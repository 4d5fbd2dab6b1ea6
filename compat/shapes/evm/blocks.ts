import type { Block } from '../../../entries/evm'
import { BigNumber, EvmAddress, type EvmChain } from '../../../entries/index'
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
    miner: EvmAddress.create(block.miner),
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
