import { getDefaultClient, StreamErrorCode, W3DataError } from '../entries/index'
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
 * As the SDK did, a delivery without logs is S0001 (`decodeLogs` gives it empty lists).
 */
export async function parsedLogs<TEvent = Record<string, unknown>>(webhook: {
  logs?: unknown
  abi?: unknown
}): Promise<TEvent[]> {
  if (!Array.isArray(webhook?.logs) || webhook.logs.length === 0) {
    throw new W3DataError({
      code: StreamErrorCode.GENERIC_STREAM_ERROR,
      message: 'Cannot decode the logs. No logs found in the webhook, or invalid webhook provided.',
    })
  }
  const { decoded } = await decodeLogs<TEvent>(webhook)
  return decoded.map((log) => log.args)
}
