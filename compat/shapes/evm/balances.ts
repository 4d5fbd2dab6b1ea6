import type { NativeBalancesItem } from '../../../entries/evm'
import { EvmAddress, type EvmChain, EvmNative } from '../../../entries/index'

/** One chain's native balances of several wallets (getNativeBalancesForAddresses), as the SDK gave them. */
export interface NativeBalances {
  chain: EvmChain
  blockNumber: string
  blockTimestamp: string
  totalBalance: EvmNative
  walletBalances: { address: EvmAddress; balance: EvmNative }[]
}

/** The SDK's fields only, its `chain` the chain asked. */
export function nativeBalances(item: NativeBalancesItem, chain: EvmChain): NativeBalances {
  return {
    chain,
    blockNumber: item.blockNumber,
    blockTimestamp: item.blockTimestamp,
    totalBalance: EvmNative.create(item.totalBalance, 'wei'),
    walletBalances: item.walletBalances.map(({ address, balance }) => ({
      address: EvmAddress.create(address),
      balance: EvmNative.create(balance, 'wei'),
    })),
  }
}
