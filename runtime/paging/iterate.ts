import { checkOptionsObject } from '../client/optionChecks'
import type { CallOptions } from '../client/options'
import { bound, PagingBounds, type PagingBoundsOptions } from './bounds'
import type { Page } from './Page'

export interface IterateOptions extends PagingBoundsOptions {
  /** Stop after this many items: a whole number (0 asks for nothing), or `Infinity`. @default Infinity */
  maxItems?: number | undefined
}

/**
 * Yields the items of the first page and every page after it (nothing is fetched until the first
 * item is asked for), one page in memory at a time, so memory stays flat however many items there
 * are. It ends after `maxPages` pages even when the provider offers more. The options are checked
 * on the first item asked for too; `first` is given the call's own (all but the bounds).
 */
export async function* iteratePages<TItem>(
  first: (callOptions: CallOptions) => Promise<Page<TItem, unknown>>,
  options: CallOptions & IterateOptions = {},
): AsyncGenerator<TItem, void, undefined> {
  checkOptionsObject(options)
  const { maxItems: itemsAsked, maxPages, maxEmptyPages, ...callOptions } = options
  const maxItems = bound('maxItems', itemsAsked, Number.POSITIVE_INFINITY, 0)
  const bounds = new PagingBounds({ maxPages, maxEmptyPages })
  if (maxItems === 0 || bounds.maxPages === 0) return
  let page = await first(callOptions)
  let items = 0
  for (;;) {
    for (const item of page.result) {
      yield item
      if (++items >= maxItems) return
    }
    if (bounds.read(page.result.length, page.hasNext()) !== 'next') return
    page = await page.next()
  }
}
