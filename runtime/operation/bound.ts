import type { BoundOperation, BoundPagedOperation } from './bind'
import type { Operation, PagedOperation } from './define'
import type { BoundDispatch, Dispatch } from './dispatch'

/** The bound form of an operation's type: `client.aptos.getX` for `getX`. */
export type Bound<T> =
  T extends Dispatch<infer TTable>
    ? BoundDispatch<TTable>
    : T extends PagedOperation<infer P, infer I, infer R>
      ? BoundPagedOperation<P, I, R>
      : T extends Operation<infer P, infer R>
        ? BoundOperation<P, R>
        : never
