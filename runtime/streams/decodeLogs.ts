import type { Abi, Hex } from 'viem'
import { StreamErrorCode, W3DataError } from '../errors/index'

/** A log as a webhook delivery carries it. */
export interface WebhookLog {
  logIndex?: string | number
  transactionHash?: string
  address?: string
  data: string
  topic0?: string | null
  topic1?: string | null
  topic2?: string | null
  topic3?: string | null
}

export interface DecodedLog<TArgs = Record<string, unknown>> {
  eventName: string
  /** Arguments keyed by parameter name; integers are exact bigints. */
  args: TArgs
  log: WebhookLog
}

export interface SkippedLog {
  log: WebhookLog
  reason: string
}

export interface DecodedLogs<TArgs = Record<string, unknown>> {
  decoded: DecodedLog<TArgs>[]
  /** Logs whose event is not in the ABI (a contract calling another one), with why. */
  skipped: SkippedLog[]
}

/**
 * Decodes a delivery's logs against its ABI. A log the ABI does not describe is reported in
 * `skipped`, never thrown: deliveries often hold logs of contracts the stream does not watch. A
 * delivery with no logs (an Aptos delivery, the test delivery a new EVM stream sends) decodes to
 * empty lists; S0001 is for a value that is no delivery, and for logs without their ABI.
 *
 * ABI decoding is viem's, an optional peer dependency loaded on the first call only: install
 * `viem` to use this function; nothing else in w3data needs it (S0005 when it is missing).
 */
export async function decodeLogs<TArgs = Record<string, unknown>>(webhook: {
  logs?: unknown
  abi?: unknown
}): Promise<DecodedLogs<TArgs>> {
  const logs = typeof webhook === 'object' && webhook !== null ? webhook.logs : undefined
  const decodes =
    Array.isArray(logs) && logs.length > 0 && Array.isArray(webhook.abi) && webhook.abi.length > 0
  return decodeLogsWith(decodes ? await loadLogDecoder() : undefined, webhook)
}

/**
 * `decodeLogs` with viem's utilities already loaded (`loadLogDecoder()`), so it answers at once;
 * `viem` is only read where a log is decoded.
 */
export function decodeLogsWith<TArgs = Record<string, unknown>>(
  viem: ViemUtils | undefined,
  webhook: { logs?: unknown; abi?: unknown },
): DecodedLogs<TArgs> {
  const logs = typeof webhook === 'object' && webhook !== null ? (webhook.logs ?? []) : undefined
  if (!Array.isArray(logs)) {
    throw new W3DataError({
      code: StreamErrorCode.GENERIC_STREAM_ERROR,
      message: 'Cannot decode the logs. No logs found in the webhook, or invalid webhook provided.',
    })
  }
  if (logs.length === 0) return { decoded: [], skipped: [] }
  const abi = webhook.abi
  if (!Array.isArray(abi) || abi.length === 0) {
    throw new W3DataError({
      code: StreamErrorCode.GENERIC_STREAM_ERROR,
      message: 'Cannot decode the logs. No abis found in the provided webhook.',
    })
  }
  if (!viem) throw viemMissing(undefined)
  const result: DecodedLogs<TArgs> = { decoded: [], skipped: [] }
  for (const log of logs as WebhookLog[]) {
    const topics = [log?.topic0, log?.topic1, log?.topic2, log?.topic3].filter(
      (topic): topic is string => typeof topic === 'string' && topic !== '',
    )
    try {
      const { eventName, args } = viem.decodeEventLog({
        abi: abi as Abi,
        data: (log.data || '0x') as Hex,
        topics: topics as [Hex, ...Hex[]],
        strict: true,
      })
      result.decoded.push({ eventName: eventName ?? '', args: args as TArgs, log })
    } catch (error) {
      result.skipped.push({
        log,
        reason: error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error),
      })
    }
  }
  return result
}

/** viem's utilities, which decode the logs. */
export type ViemUtils = typeof import('viem/utils')

const viemMissing = (cause: unknown) =>
  new W3DataError({
    code: StreamErrorCode.OPTIONAL_PEER_MISSING,
    message:
      'viem is not installed: decodeLogs decodes with viem, an optional peer dependency of w3data. Install it: npm install viem',
    cause,
  })

let loadingViem: Promise<ViemUtils> | undefined

/** viem's utilities, imported once; without the package, a W3DataError that says what to install. */
export function loadLogDecoder(): Promise<ViemUtils> {
  loadingViem ??= import('viem/utils').catch((error: unknown) => {
    loadingViem = undefined
    throw viemMissing(error)
  })
  return loadingViem
}
