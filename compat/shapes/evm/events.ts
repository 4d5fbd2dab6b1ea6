import type { LogEvent, ReservesCollection, ReservesCollectionToken0 } from '../../../entries/evm'
import { BigNumber, type EvmAddress, type EvmChain, EvmNative } from '../../../entries/index'
import { sdkEvmAddress } from '../../evmAddress'
import { dataKind, fieldsJson, maybe, type SdkData } from '../dataKind'
import { type Erc20Token, erc20Token } from './erc20'

/** One token of a pair (getPairAddress): the token, and its block, validation and creation beside. */
export interface PairToken {
  token: Erc20Token
  blockNumber: string | undefined
  validated: number | undefined
  createdAt: Date | undefined
}

/** getPairAddress as the SDK gave it: both tokens on the chain asked, the pair an EvmAddress. */
export interface PairAddress {
  token0: PairToken | undefined
  token1: PairToken | undefined
  pairAddress: EvmAddress | undefined
}

// A side the provider sends without its address has no token to make (the SDK threw, C0005).
function pairToken(side: ReservesCollectionToken0 | undefined, chain: EvmChain): PairToken | undefined {
  if (!side?.address) return undefined
  return {
    token: erc20Token({ ...side, address: side.address }, chain),
    blockNumber: side.blockNumber,
    validated: side.validated,
    createdAt: maybe(side.createdAt, (at) => new Date(at)),
  }
}

export function pairAddress(pair: ReservesCollection, chain: EvmChain): PairAddress {
  return {
    token0: pairToken(pair.token0, chain),
    token1: pairToken(pair.token1, chain),
    pairAddress: maybe(pair.pairAddress, sdkEvmAddress),
  }
}

export interface EvmEventData extends Omit<LogEvent, 'address' | 'blockNumber' | 'blockTimestamp'> {
  chain: EvmChain
  address: EvmAddress
  blockNumber: BigNumber
  blockTimestamp: Date
}

/**
 * The SDK's `EvmEvent`: one decoded event of a contract (getContractEvents). Its `data` keeps every
 * decoded parameter; `from` and `to` are EvmAddresses and `value` an EvmNative in wei, as the SDK
 * read a transfer's.
 */
export type EvmEvent = SdkData<EvmEventData>

const makeEvmEvent = dataKind<EvmEventData>({
  fields: ['chain', 'address', 'blockHash', 'blockNumber', 'blockTimestamp', 'transactionHash', 'data'],
  same: (a, b) =>
    a.chain.equals(b.chain) && a.blockNumber.equals(b.blockNumber) && a.address.equals(b.address),
  // A decoded parameter that is a value type writes its own JSON, as the event's fields do.
  json: (event) => ({ ...fieldsJson(event), data: fieldsJson(event.data) }),
})

type Decoded = Record<string, unknown>

export function evmEvent(event: LogEvent, chain: EvmChain): EvmEvent {
  const data = event.data as Decoded
  return makeEvmEvent({
    ...event,
    chain,
    address: sdkEvmAddress(event.address),
    blockNumber: BigNumber.create(event.blockNumber),
    blockTimestamp: new Date(event.blockTimestamp),
    data: {
      ...data,
      from: maybe(data.from as string | null | undefined, sdkEvmAddress),
      to: maybe(data.to as string | null | undefined, sdkEvmAddress),
      value: maybe(data.value as string | null | undefined, (wei) => EvmNative.create(wei, 'wei')),
    },
  })
}
