import {
  addAddressToStream,
  aptosStreamsAddAddresses,
  aptosStreamsCreate,
  aptosStreamsDelete,
  aptosStreamsDeleteAddresses,
  aptosStreamsGet,
  aptosStreamsGetAddresses,
  aptosStreamsGetAll,
  aptosStreamsUpdate,
  aptosStreamsUpdateStatus,
  createStream,
  deleteAddressFromStream,
  deleteStream,
  getAddresses,
  getStream,
  getStreams,
  updateStream,
  updateStreamStatus,
} from '../generated/streams/index.gen'
import { StreamErrorCode, W3DataError } from '../runtime/index'
import { byNetworkType, networkTypeChecker } from './byNetworkType'

export const STREAM_NETWORK_TYPES = ['evm', 'aptos'] as const
export type StreamNetworkType = (typeof STREAM_NETWORK_TYPES)[number]

/** `evm` or `aptos`; anything else is S0002 with the provider SDK's wording. */
export const streamNetworkType = networkTypeChecker(
  STREAM_NETWORK_TYPES,
  (got, valid) =>
    new W3DataError({
      code: StreamErrorCode.INCORRECT_NETWORK,
      message: `Incorrect network provided. Got ${got}, Valid values are: ${valid}`,
    }),
)

/** Stream calls routed by `networkType`: `addStream(client, { networkType: 'evm', …createStream params })`. */
export const addStream = byNetworkType({ evm: createStream, aptos: aptosStreamsCreate }, streamNetworkType)
export const getStreamsByType = byNetworkType(
  { evm: getStreams, aptos: aptosStreamsGetAll },
  streamNetworkType,
)
export const getStreamById = byNetworkType({ evm: getStream, aptos: aptosStreamsGet }, streamNetworkType)
export const updateStreamByType = byNetworkType(
  { evm: updateStream, aptos: aptosStreamsUpdate },
  streamNetworkType,
)
export const deleteStreamByType = byNetworkType(
  { evm: deleteStream, aptos: aptosStreamsDelete },
  streamNetworkType,
)
export const updateStreamStatusByType = byNetworkType(
  { evm: updateStreamStatus, aptos: aptosStreamsUpdateStatus },
  streamNetworkType,
)
export const addStreamAddress = byNetworkType(
  { evm: addAddressToStream, aptos: aptosStreamsAddAddresses },
  streamNetworkType,
)
export const deleteStreamAddress = byNetworkType(
  { evm: deleteAddressFromStream, aptos: aptosStreamsDeleteAddresses },
  streamNetworkType,
)
export const getStreamAddresses = byNetworkType(
  { evm: getAddresses, aptos: aptosStreamsGetAddresses },
  streamNetworkType,
)
