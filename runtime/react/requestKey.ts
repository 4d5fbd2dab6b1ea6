import { type GenericSchema, safeParse } from 'valibot'
import {
  BASE58,
  baseUrl,
  type CompiledOperation,
  type Core,
  decodeBase58,
  KECCAK,
  keccak256,
  parseParams,
  withDefaultNetwork,
} from '../internal'

/** What a query key says about one request: its parameters as sent, and where it is sent. */
export interface RequestKey {
  params: Record<string, unknown>
  endpoint: string
}

/**
 * The request a call would send, as plain JSON: the parameters normalised as on the wire (address
 * case, chain as hex, numbers as decimal strings, one-or-many as lists), the chain or network the
 * client defaults to, and the base URL. Equal requests give equal keys; the API key is never in it.
 * Parameters the call would refuse keep their given values: the query then fails with the call's error.
 */
export function requestKey(client: Core, operation: CompiledOperation, given: unknown): RequestKey {
  provideLibraries()
  try {
    const params = withNetwork(
      client,
      operation,
      withDefaultNetwork(client, operation, parseParams(operation, given)),
    )
    return { params: plain(params), endpoint: baseUrl(client, operation, params) }
  } catch {
    return { params: plain((given ?? {}) as Record<string, unknown>), endpoint: operation.api }
  }
}

/** A key is made at once, so the address checks get their libraries now rather than on first need. */
function provideLibraries(): void {
  KECCAK.provide(keccak256)
  BASE58.provide(decodeBase58)
}

/** A host-picked network that is not also sent as a parameter still names the request. */
function withNetwork(client: Core, operation: CompiledOperation, params: Record<string, unknown>) {
  const network = operation.network
  if (!network || params[network.param] != null || !operation.known.has(network.param)) return params
  return { ...params, [network.param]: client.options[network.defaultOption as keyof Core['options']] }
}

/**
 * Some parameters normalised one by one, for a key prefix: each given value as the call would
 * send it, so `{ address: '0xABC…' }` matches the keys of every request for that address.
 */
export function someParams(
  operation: CompiledOperation,
  given: Record<string, unknown>,
): Record<string, unknown> {
  provideLibraries()
  const entries = (operation.schema as GenericSchema & { entries?: Record<string, GenericSchema> }).entries
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue
    const schema = entries?.[name]
    const parsed = schema ? safeParse(schema, value) : undefined
    out[name] = parsed?.success ? parsed.output : value
  }
  return plain(out)
}

/**
 * JSON data only, so that TanStack can hash the key and a dehydrated cache can be sent on. What
 * JSON cannot write at all (a symbol or a function for parameters) keys as `{}`: the query then
 * fails with the call's error.
 */
function plain(value: Record<string, unknown>): Record<string, unknown> {
  const text = JSON.stringify(value, (_, item) => (typeof item === 'bigint' ? item.toString() : item))
  return text === undefined ? {} : JSON.parse(text)
}
