import { AptosNetwork, type EvmAddress, EvmChain } from '../../../entries/index'
import type { AptosStreamType, StreamsModel, StreamsTrigger } from '../../../entries/streams'
import { sdkEvmAddress } from '../../evmAddress'
import { dataKind, fieldsJson, maybe, type SdkData } from '../dataKind'

/** A trigger's address: an EvmAddress, or a selector (`$…`), which stays text. */
const addressOrSelector = (value: string): EvmAddress | string =>
  value.startsWith('$') ? value : sdkEvmAddress(value)

export interface StreamTriggerData extends Omit<StreamsTrigger, 'contractAddress' | 'callFrom'> {
  contractAddress: EvmAddress | string
  callFrom: EvmAddress | string | undefined
}

/** The SDK's `StreamTrigger`: one trigger of a stream. */
export type StreamTrigger = SdkData<StreamTriggerData>

const makeStreamTrigger = dataKind<StreamTriggerData>({
  fields: ['type', 'contractAddress', 'functionAbi', 'inputs', 'topic0', 'callFrom'],
  same: (a, b) => JSON.stringify(fieldsJson(a)) === JSON.stringify(fieldsJson(b)),
})

const streamTrigger = (trigger: StreamsTrigger): StreamTrigger =>
  makeStreamTrigger({
    ...trigger,
    contractAddress: addressOrSelector(trigger.contractAddress),
    callFrom: maybe(trigger.callFrom, addressOrSelector),
  })

type Defaulted =
  | 'allAddresses'
  | 'includeNativeTxs'
  | 'includeContractLogs'
  | 'includeInternalTxs'
  | 'includeAllTxLogs'

export interface EvmStreamData extends Omit<StreamsModel, Defaulted | 'triggers'> {
  /** The chains of `chainIds`. */
  chains: EvmChain[]
  allAddresses: boolean
  includeNativeTxs: boolean
  includeContractLogs: boolean
  includeInternalTxs: boolean
  includeAllTxLogs: boolean
  triggers: StreamTrigger[] | undefined
}

/**
 * The SDK's `EvmStream` (Streams' add, update, getAll, getById, delete for EVM): `chains` as
 * EvmChains beside the `chainIds` text, its flags false when not sent. The same when ids and
 * triggers are.
 */
export type EvmStream = SdkData<EvmStreamData>

const makeEvmStream = dataKind<EvmStreamData>({
  fields: [
    'chains',
    'chainIds',
    'webhookUrl',
    'description',
    'tag',
    'topic0',
    'allAddresses',
    'includeNativeTxs',
    'includeContractLogs',
    'includeInternalTxs',
    'includeAllTxLogs',
    'abi',
    'advancedOptions',
    'id',
    'status',
    'statusMessage',
    'triggers',
    'getNativeBalances',
  ],
  same: (a, b) => a.id === b.id && JSON.stringify(a.triggers ?? []) === JSON.stringify(b.triggers ?? []),
  // The chains go out as `chainIds`, as the wire has them.
  json: ({ chains, ...data }) => ({ ...fieldsJson(data), chainIds: chains.map((chain) => chain.toJSON()) }),
})

export function evmStream(stream: StreamsModel): EvmStream {
  return makeEvmStream({
    ...stream,
    chains: stream.chainIds.map((id) => EvmChain.create(id)),
    allAddresses: stream.allAddresses ?? false,
    includeNativeTxs: stream.includeNativeTxs ?? false,
    includeContractLogs: stream.includeContractLogs ?? false,
    includeInternalTxs: stream.includeInternalTxs ?? false,
    includeAllTxLogs: stream.includeAllTxLogs ?? false,
    triggers: maybe(stream.triggers, (triggers) => triggers.map(streamTrigger)),
  })
}

export interface AptosStreamData extends Omit<AptosStreamType, 'network'> {
  network: AptosNetwork[]
}

/** The SDK's `AptosStream` (Streams' calls with `networkType: 'aptos'`): the same when ids are. */
export type AptosStream = SdkData<AptosStreamData>

const makeAptosStream = dataKind<AptosStreamData>({
  fields: [
    'network',
    'webhookUrl',
    'description',
    'tag',
    'allAddresses',
    'id',
    'status',
    'statusMessage',
    'demo',
    'includeChanges',
    'includeEvents',
    'includePayload',
    'isErrorSince',
    'events',
    'functions',
    'amountOfAddresses',
  ],
  same: (a, b) => a.id === b.id,
})

export function aptosStream(stream: AptosStreamType): AptosStream {
  return makeAptosStream({
    ...stream,
    network: stream.network.map((network) => AptosNetwork.create(network)),
  })
}
