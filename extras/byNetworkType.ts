import type { CallOptions, Core } from '../runtime/internal'

/** Any generated operation, seen as a plain function. */
type AnyOperation = (client: Core, params: never, options?: CallOptions) => Promise<unknown>

/** The parameters of a call routed to `networkType` K: that network's parameters plus the tag. */
export type NetworkTypeParams<TTable extends Record<string, AnyOperation>, K extends keyof TTable> = {
  networkType: K
} & Exclude<Parameters<TTable[K]>[1], void>

/** What the call routed to `networkType` K resolves to. */
export type NetworkTypeResult<TTable extends Record<string, AnyOperation>, K extends keyof TTable> = Awaited<
  ReturnType<TTable[K]>
>

/**
 * One call for several networks, as the provider's SDK offered it (`add({ networkType: 'evm', … })`):
 * `check` validates the tag with the API's own message, then the matching operation runs.
 */
export function byNetworkType<TTable extends Record<string, AnyOperation>>(
  table: TTable,
  check: (value: unknown) => keyof TTable,
) {
  // Async, so a bad network type rejects like every other validation error instead of throwing.
  // Generic in the tag, so the result is that network's result, not the union of all of them.
  return async <K extends keyof TTable>(
    client: Core,
    params: NetworkTypeParams<TTable, K>,
    options?: CallOptions,
  ): Promise<NetworkTypeResult<TTable, K>> => {
    const { networkType, ...rest } = (params ?? {}) as { networkType?: unknown }
    const operation = table[check(networkType)] as AnyOperation
    return (await operation(client, rest as never, options)) as NetworkTypeResult<TTable, K>
  }
}

/** A checker for a fixed list of network types; `fail` builds the API's error. */
export function networkTypeChecker<T extends string>(
  valid: readonly T[],
  fail: (got: string, valid: string) => Error,
) {
  return (value: unknown): T => {
    if (typeof value === 'string' && (valid as readonly string[]).includes(value)) return value as T
    throw fail(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)), valid.join(', '))
  }
}
