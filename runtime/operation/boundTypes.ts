import type { CallOptions } from '../client/options'
import type { IterateOptions } from '../paging/iterate'
import type { Page } from '../paging/Page'
import type { Operation, PagedOperation } from './define'
import type { BoundDispatch, Dispatch } from './dispatch'

/** An operation bound to a client: `client.aptos.getX(params, options?)`. */
export type BoundOperation<TParams, TResult> = (params: TParams, options?: CallOptions) => Promise<TResult>

export interface BoundPagedOperation<TParams, TItem, TResponse>
  extends BoundOperation<TParams, Page<TItem, TResponse>> {
  iterate(params: TParams, options?: CallOptions & IterateOptions): AsyncGenerator<TItem, void, undefined>
}

/** The bound form of an operation's type: `client.aptos.getX` for `getX`. */
export type Bound<T> =
  T extends Dispatch<infer TTable>
    ? BoundDispatch<TTable>
    : T extends PagedOperation<infer P, infer I, infer R>
      ? BoundPagedOperation<P, I, R>
      : T extends Operation<infer P, infer R>
        ? BoundOperation<P, R>
        : never
