import type { ApiCatalogue } from '../entries/catalogue'
import { signDelivery } from '../entries/streams'
import { addressStyleOf } from './data/addressStyle'
import { contextForObject, generate } from './data/generate'
import { createRandom } from './random'
import { withTransferLogs } from './webhookLogs'

export interface SendWebhookOptions {
  /** Where to deliver: an http URL on this machine (127.0.0.0/8, localhost or [::1]). */
  url: string
  /** Signs the delivery, as the provider does with the streams secret or the API key. */
  secret: string
  /** Which payload to generate when `body` is not given. @default 'evm' */
  kind?: 'evm' | 'aptos'
  /** A delivery of your own (sent as JSON) instead of a generated one. */
  body?: object
  /** Picks another generated delivery; the same index gives the same bytes. @default 0 */
  index?: number
}

export interface SentWebhook {
  /** The receiver's answer. */
  status: number
  /** The exact bytes that were signed and sent. */
  body: string
  /** The `x-signature` header. */
  signature: string
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/

/**
 * A schema-valid delivery of the Streams catalogue's EvmWebhook or AptosWebhook schema; an EVM
 * delivery's logs are events its `abi` decodes.
 */
export function webhookBody(
  catalogues: readonly ApiCatalogue[],
  seed: number | string,
  kind: 'evm' | 'aptos',
  index: number,
): object {
  const streams = catalogues.find((catalogue) => catalogue.api === 'streams')
  if (!streams) throw new Error('the mock has no streams catalogue to build a webhook from')
  // An Aptos delivery speaks of Aptos accounts, whatever the rest of the Streams API uses.
  const source = {
    schemas: streams.schemas,
    addressStyle: kind === 'aptos' ? 'aptos' : addressStyleOf(streams),
  }
  const schema = { $ref: `#/components/schemas/${kind === 'evm' ? 'EvmWebhook' : 'AptosWebhook'}` }
  const delivery = generate(schema, contextForObject(source, createRandom(seed, 'webhook', kind, index)), {
    name: 'webhook',
    depth: 0,
  }) as object
  return kind === 'evm' ? withTransferLogs(delivery) : delivery
}

/** Signs a delivery (`x-signature: 0x` + keccak256(body + secret)) and POSTs it to a loopback URL. */
export async function sendWebhook(body: object, options: SendWebhookOptions): Promise<SentWebhook> {
  const target = new URL(options.url)
  if (target.protocol !== 'http:' || !LOOPBACK.test(target.hostname)) {
    throw new Error(`webhooks go to http URLs on this machine only, not ${target.origin}`)
  }
  const text = JSON.stringify(body)
  const signature = signDelivery(text, options.secret)
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    body: text,
  }).catch((error: unknown) => {
    throw deliveryError(target, error)
  })
  await response.body?.cancel()
  return { status: response.status, body: text, signature }
}

/**
 * fetch's bare `TypeError: fetch failed`, said with where it went and why (ECONNREFUSED when
 * nothing listens). The URL is named without credentials, query or fragment, which may hold tokens.
 */
function deliveryError(target: URL, error: unknown): Error {
  const cause = (error instanceof Error ? error.cause : undefined) as { code?: string; message?: string }
  const why = cause?.code ?? cause?.message ?? 'the request failed'
  const where = `${target.origin}${target.pathname}`
  return new Error(`the webhook could not be delivered to ${where}: ${why}`, { cause: error })
}
