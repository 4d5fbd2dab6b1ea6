import type { Core } from '../client/Core'
import { type DeliveryBody, type VerifySignatureInput, verifySignature } from './verifySignature'

export interface VerifyWebhookInput {
  /** The raw body as received, text or bytes (best), or the parsed JSON. */
  body: DeliveryBody
  /** The `x-signature` header, as {@link VerifySignatureInput}'s. */
  signature: VerifySignatureInput['signature']
}

/** Checks a delivery against the client's `streamsSecret`, else its API key (either signs). */
export function verifyWebhook(client: Core, delivery: VerifyWebhookInput): true {
  // Object(): untyped code's null reads as a delivery without a body (C0005), never a TypeError.
  const { body, signature } = Object(delivery) as VerifyWebhookInput
  return verifySignature({
    body,
    signature,
    secret: client.options.streamsSecret ?? client.options.apiKey,
  })
}
