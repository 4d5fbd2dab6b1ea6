// A module of its own, which createClient's lazily loaded APIs import at once: it must not reach
// the operation layer (define.ts, execute.ts, valibot) nor the paging bounds, which load with an
// API's first call.
import type { Core } from '../client/Core'
import type { CallOptions } from '../client/options'
import type { IterateOptions, PageWalk } from '../paging/iterate'
import { iteratePages } from '../paging/iteratePages'

/** How a paged operation starts the walk of iterate(): its options checked, the first page not yet fetched. */
type Walk = (client: Core, params: unknown, options?: CallOptions & IterateOptions) => PageWalk<unknown>

const walks = new WeakMap<object, Walk>()

/** Records how a paged operation starts iterate()'s walk (definePagedOperation). */
export function iteratesFrom(operation: object, walk: Walk): void {
  walks.set(operation, walk)
}

/**
 * `iterate()` of a paged operation that loads on the first item asked for (createClient's APIs):
 * loading and the option checks wait for that item, as in a generator wrapped around the
 * operation's own, but the items come from one generator: a second would cost each item a promise
 * and an iterator result more.
 */
export function iterateOnceLoaded(
  load: () => Promise<object>,
  client: Core,
  params: unknown,
  options?: CallOptions & IterateOptions,
): AsyncGenerator<unknown, void, undefined> {
  return iteratePages(async () => (walks.get(await load()) as Walk)(client, params, options))
}
