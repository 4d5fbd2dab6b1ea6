import type { SettingsModel } from '../../../entries/streams'
import { each } from '../shape'
import { aptosAddressChange, aptosAddressPage, evmAddressChange, evmAddressItems } from './addresses'
import { aptosStream, evmStream } from './answers'

/** The Streams operations whose `result` the SDK rebuilt (its streams, its addresses), by operation id (compat/README.md). */
export const STREAMS_SHAPES = {
  getStreams: each(evmStream),
  getStream: evmStream,
  createStream: evmStream,
  updateStream: evmStream,
  deleteStream: evmStream,
  aptosStreamsGetAll: each(aptosStream),
  aptosStreamsGet: aptosStream,
  aptosStreamsCreate: aptosStream,
  aptosStreamsUpdate: aptosStream,
  addAddressToStream: evmAddressChange,
  deleteAddressFromStream: evmAddressChange,
  getAddresses: evmAddressItems,
  aptosStreamsAddAddresses: aptosAddressChange,
  aptosStreamsGetAddresses: aptosAddressPage,
  // The SDK passed the body on, and axios read an empty one as ''.
  setSettings: (answer: SettingsModel | undefined) => answer ?? '',
} as const
