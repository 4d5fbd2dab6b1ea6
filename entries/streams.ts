// Package entry `w3data/streams`: every Streams operation, webhook verification and log decoding.
// The webhook helpers come from runtime/streams directly, so only this entry loads the ABI decoder.

export * from '../generated/streams/index.gen'
export {
  constantTimeEqual,
  type DecodedLog,
  type DecodedLogs,
  decodeLogs,
  type SkippedLog,
  signDelivery,
  type VerifySignatureInput,
  type VerifyWebhookInput,
  verifySignature,
  verifyWebhook,
  type WebhookLog,
} from '../runtime/streams/index'
