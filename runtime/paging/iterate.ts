import type { CallOptions } from '../client/options'
import { bound, PagingBounds, type PagingBoundsOptions } from './bounds'
import type { Page } from './Page'

export interface IterateOptions extends PagingBoundsOptions {
  /** Stop after this many items: a whole number (0 asks for nothing), or `Infinity`. @default Infinity */
  maxItems?: number | undefined
}

/** What `iteratePages` walks: its bounds, checked, and the fetch of the first page. */
export interface PageWalk<TItem> {
  maxItems: number
  bounds: PagingBounds
  first: () => Promise<Page<TItem, unknown>>
}

/**
 * The walk for `options`: the bounds checked (C0005 names a wrong one), the rest of the options
 * (the call's own) given to `first`.
 */
export function pageWalk<TItem>(
  first: (callOptions: CallOptions) => Promise<Page<TItem, unknown>>,
  options: CallOptions & IterateOptions,
): PageWalk<TItem> {
  const { maxItems, maxPages, maxEmptyPages, ...callOptions } = options
  return {
    maxItems: bound('maxItems', maxItems, Number.POSITIVE_INFINITY, 0),
    bounds: new PagingBounds({ maxPages, maxEmptyPages }),
    first: () => first(callOptions),
  }
}
