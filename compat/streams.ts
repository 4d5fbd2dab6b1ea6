import { getDefaultClient } from '../entries/index'
import { decodeLogs, type VerifyWebhookInput, verifyWebhook } from '../entries/streams'

/**
 * `Moralis.Streams.verifySignature({ body, signature })`: true for a delivery signed with the
 * configured `streamsSecret` (else the API key); S0004 otherwise, as the SDK threw.
 */
export function verifySignature(input: VerifyWebhookInput): true {
  return verifyWebhook(getDefaultClient(), input)
}

/**
 * `Moralis.Streams.parsedLogs(webhook)`: each log's event arguments by parameter name. Unlike the
 * SDK's, it answers a Promise: the ABI decoder (viem, an optional peer) loads on the first call.
 */
export async function parsedLogs<TEvent = Record<string, unknown>>(webhook: {
  logs?: unknown
  abi?: unknown
}): Promise<TEvent[]> {
  const { decoded } = await decodeLogs<TEvent>(webhook)
  return decoded.map((log) => log.args)
}
