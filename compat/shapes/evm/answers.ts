import type { Erc20Allowance, Resolve } from '../../../entries/evm'
import { BigNumber, EvmAddress } from '../../../entries/index'

/** getTokenAllowance: the allowance a BigNumber. */
export const tokenAllowance = (answer: Erc20Allowance): { allowance: BigNumber } => ({
  allowance: BigNumber.create(answer.allowance),
})

/** resolveDomain, resolveENSDomain: the address, an EvmAddress, the SDK's only field. */
export const resolvedAddress = (answer: Resolve): { address: EvmAddress } => ({
  address: EvmAddress.create(answer.address),
})
