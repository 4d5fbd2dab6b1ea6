import { CoreErrorCode, isW3DataError, type W3DataClient, W3DataError } from 'w3data'
import type { OperationEntry } from 'w3data/catalogue'
import { boundOperation, type Params } from './operations'

/** Thrown by the dry-run fetch: reaching it means the client accepted the parameters. */
class Reached extends Error {}

const reachedFetch: typeof fetch = () => Promise.reject(new Reached('dry run'))
const dryClients = new WeakMap<W3DataClient, W3DataClient>()

function dryClientOf(client: W3DataClient): W3DataClient {
  let dry = dryClients.get(client)
  if (!dry) {
    dry = client.withOptions({ fetch: reachedFetch, maxRetries: 0, logLevel: 'off' })
    dryClients.set(client, dry)
  }
  return dry
}

function reachedFetchIn(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof Reached) return true
  }
  return false
}

/**
 * Runs the client's own checks (required names, the operation's valibot schema, the API key)
 * without sending anything: the call goes to a fetch that refuses. Returns the client's error,
 * or undefined when the call would have been sent.
 */
export async function preflight(
  client: W3DataClient,
  operation: OperationEntry,
  params: Params,
): Promise<W3DataError | undefined> {
  try {
    await boundOperation(dryClientOf(client), operation)(params)
    return undefined
  } catch (error) {
    if (reachedFetchIn(error)) return undefined
    if (isW3DataError(error)) return error
    return new W3DataError({
      code: CoreErrorCode.GENERIC_CORE_ERROR,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}
