import type { Core } from '../client/Core'
import type { CallOptions } from '../client/options'
import type { W3DataErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'

/** Any generated operation, seen as a plain function. */
type AnyOperation = (client: Core, params: never, options?: CallOptions) => Promise<unknown>

/** The operation each `networkType` value routes to. */
export type DispatchTable = Readonly<Record<string, AnyOperation>>

/** The parameters of a call routed to `networkType` K: that network's parameters plus the tag. */
export type DispatchParams<TTable extends DispatchTable, K extends keyof TTable> = {
  networkType: K
} & Exclude<Parameters<TTable[K]>[1], void>

/** What the call routed to `networkType` K resolves to. */
export type DispatchResult<TTable extends DispatchTable, K extends keyof TTable> = Awaited<
  ReturnType<TTable[K]>
>

/**
 * One call for several networks, as the provider's SDK offered it (`add({ networkType: 'evm', … })`).
 * Generic in the tag, so the result is that network's result, not the union of all of them.
 */
export interface Dispatch<TTable extends DispatchTable> {
  <K extends keyof TTable>(
    client: Core,
    params: DispatchParams<TTable, K>,
    options?: CallOptions,
  ): Promise<DispatchResult<TTable, K>>
  readonly routes: TTable
}

/** A dispatch bound to a client: `client.streams.addStream(params, options?)`. */
export type BoundDispatch<TTable extends DispatchTable> = <K extends keyof TTable>(
  params: DispatchParams<TTable, K>,
  options?: CallOptions,
) => Promise<DispatchResult<TTable, K>>

/**
 * The call routing `networkType` through `routes`; `check` validates the tag first, with the API's
 * own error, and returns it.
 * @__NO_SIDE_EFFECTS__
 */
export function defineDispatch<TTable extends DispatchTable>(
  routes: TTable,
  check: (value: unknown) => keyof TTable,
): Dispatch<TTable> {
  // Async, so a bad network type rejects like every other validation error instead of throwing.
  const call = async (client: Core, params: unknown, options?: CallOptions) => {
    const { networkType, ...rest } = (params ?? {}) as { networkType?: unknown }
    const operation = routes[check(networkType)] as AnyOperation
    return operation(client, rest as never, options)
  }
  return Object.assign(call, { routes }) as Dispatch<TTable>
}

/**
 * A checker of `networkType` against a fixed list: anything else fails with `code` and `message`,
 * whose `{got}` is the value given and `{valid}` the list, comma-separated.
 * @__NO_SIDE_EFFECTS__
 */
export function networkTypeChecker<T extends string>(
  valid: readonly T[],
  code: W3DataErrorCode,
  message: string,
): (value: unknown) => T {
  return (value: unknown): T => {
    if (typeof value === 'string' && (valid as readonly string[]).includes(value)) return value as T
    const got = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
    throw new W3DataError({
      code,
      message: message.replace('{got}', got).replace('{valid}', valid.join(', ')),
    })
  }
}
