export {
  type DecodedLog,
  type DecodedLogs,
  decodeLogs,
  decodeLogsWith,
  loadLogDecoder,
  type SkippedLog,
  type ViemUtils,
  type WebhookLog,
} from './decodeLogs'
export {
  constantTimeEqual,
  signDelivery,
  type VerifySignatureInput,
  verifySignature,
} from './verifySignature'
export { type VerifyWebhookInput, verifyWebhook } from './verifyWebhook'
