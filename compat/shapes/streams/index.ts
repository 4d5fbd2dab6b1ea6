import { each } from '../shape'
import { aptosStream, evmStream } from './answers'

/** The Streams operations whose `result` the SDK rebuilt into its streams, by operation id (compat/README.md). */
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
} as const
