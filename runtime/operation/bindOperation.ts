import type { Core } from '../client/Core'
import type { CallOptions } from '../client/options'
import type { IterateOptions } from '../paging/iterate'
import type { BoundOperation, BoundPagedOperation } from './boundTypes'
import type { Operation, PagedOperation } from './define'
import type { BoundDispatch, Dispatch, DispatchTable } from './dispatch'

/** Binds an operation (or a dispatch) to a client, giving the `client.aptos.getX` form. */
export function bindOperation<TParams, TItem, TResponse>(
  client: Core,
  operation: PagedOperation<TParams, TItem, TResponse>,
): BoundPagedOperation<TParams, TItem, TResponse>
export function bindOperation<TParams, TResult>(
  client: Core,
  operation: Operation<TParams, TResult>,
): BoundOperation<TParams, TResult>
export function bindOperation<TTable extends DispatchTable>(
  client: Core,
  dispatch: Dispatch<TTable>,
): BoundDispatch<TTable>
export function bindOperation(
  client: Core,
  operation:
    | Operation<unknown, unknown>
    | PagedOperation<unknown, unknown, unknown>
    | Dispatch<DispatchTable>,
) {
  const call = operation as (client: Core, params: unknown, options?: CallOptions) => Promise<unknown>
  const bound = (params: unknown, options?: CallOptions) => call(client, params, options)
  if (!('iterate' in operation)) return bound
  const { iterate } = operation
  return Object.assign(bound, {
    iterate: (params: unknown, options?: CallOptions & IterateOptions) => iterate(client, params, options),
  })
}
