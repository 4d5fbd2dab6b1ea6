import { BigNumber, StreamErrorCode, W3DataError } from '../entries/index'
import { decodeLogsWith, loadLogDecoder, type ViemUtils } from '../runtime/streams/index'

/** The ABI decoder once loaded; undefined before a core's `start()` or without viem (then S0005). */
let viem: ViemUtils | undefined

/** Loads the ABI decoder (viem) during a core's `start()`, so that `parsedLogs` answers at once. */
export async function loadDecoder(): Promise<void> {
  viem = await loadLogDecoder().catch(() => undefined)
}

const noLogs = () =>
  new W3DataError({
    code: StreamErrorCode.GENERIC_STREAM_ERROR,
    message: 'Cannot decode the logs. No logs found in the webhook, or invalid webhook provided.',
  })

/** An argument as the SDK gave it: integers as BigNumbers, which JSON can write, lists each. */
const sdkArgument = (value: unknown): unknown =>
  typeof value === 'bigint' ? BigNumber.create(value) : Array.isArray(value) ? value.map(sdkArgument) : value

/**
 * `Moralis.Streams.parsedLogs(webhook)`: each log's event arguments by parameter name, at once,
 * as the SDK's (the decoder loads during `Moralis.start()`; S0005 where viem is not installed).
 * As the SDK did: a value without `logs` is S0001, logs without an ABI S0001, no logs `[]`.
 */
export function parsedLogs<TEvent = Record<string, unknown>>(webhook: {
  logs?: unknown
  abi?: unknown
}): TEvent[] {
  if (typeof webhook !== 'object' || webhook === null || !('logs' in webhook)) throw noLogs()
  const { decoded } = decodeLogsWith<Record<string, unknown>>(viem, webhook)
  return decoded.map(
    (log) =>
      Object.fromEntries(
        Object.entries(log.args).map(([name, value]) => [name, sdkArgument(value)]),
      ) as TEvent,
  )
}
