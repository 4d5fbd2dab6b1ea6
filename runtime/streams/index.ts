export { type DecodedLog, type DecodedLogs, decodeLogs, type SkippedLog, type WebhookLog } from './decodeLogs'
export {
  constantTimeEqual,
  signDelivery,
  type VerifySignatureInput,
  verifySignature,
} from './verifySignature'
export { type VerifyWebhookInput, verifyWebhook } from './verifyWebhook'
