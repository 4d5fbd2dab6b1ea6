import type { Core } from '../client/Core'
import { type DeliveryBody, verifySignature } from './verifySignature'

export interface VerifyWebhookInput {
  /** The raw body as received, text or bytes (best), or the parsed JSON. */
  body: DeliveryBody
  /**
   * The `x-signature` header, as `node:http` or Express give it (`request.headers['x-signature']`);
   * a header sent twice (an array) never verifies.
   */
  signature: string | readonly string[] | null | undefined
}

/** Checks a delivery against the client's `streamsSecret`, else its API key (seed: either signs). */
export function verifyWebhook(client: Core, { body, signature }: VerifyWebhookInput): true {
  return verifySignature({
    body,
    signature: typeof signature === 'string' ? signature : undefined,
    secret: client.options.streamsSecret ?? client.options.apiKey,
  })
}
