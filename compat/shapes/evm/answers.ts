import type { Erc20Allowance, Erc20Price, Resolve } from '../../../entries/evm'
import { BigNumber, type EvmAddress, EvmNative } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'

/** getTokenAllowance: the allowance a BigNumber. */
export const tokenAllowance = (answer: Erc20Allowance): { allowance: BigNumber } => ({
  allowance: BigNumber.create(answer.allowance),
})

/** resolveDomain, resolveENSDomain: the address, an EvmAddress, the SDK's only field. */
export const resolvedAddress = (answer: Resolve): { address: EvmAddress } => ({
  address: sdkEvmAddress(answer.address),
})

/**
 * getTokenPrice: the price's fields, `nativePrice` an EvmNative and `exchangeAddress` an
 * EvmAddress (null when not sent), as the SDK gave them. The provider sends the native price in
 * wei; the SDK read that number as ether (its `ether` was 10^18 times the price): here it is wei.
 */
export const tokenPrice = (
  price: Erc20Price,
): Omit<Erc20Price, 'nativePrice' | 'exchangeAddress'> & {
  nativePrice: EvmNative | null
  exchangeAddress: EvmAddress | null
} => ({
  ...price,
  nativePrice: price.nativePrice?.value ? EvmNative.create(price.nativePrice.value, 'wei') : null,
  exchangeAddress: price.exchangeAddress ? sdkEvmAddress(price.exchangeAddress) : null,
})
