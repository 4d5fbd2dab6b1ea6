import type { NativeBalancesItem } from '../../../entries/evm'
import { type EvmAddress, type EvmChain, EvmNative } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'

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
      address: sdkEvmAddress(address),
      balance: EvmNative.create(balance, 'wei'),
    })),
  }
}
