import { bound, PagingBounds, type PagingBoundsOptions } from './bounds'
import type { Page } from './Page'

export interface IterateOptions extends PagingBoundsOptions {
  /** Stop after this many items: a whole number (0 asks for nothing), or `Infinity`. @default Infinity */
  maxItems?: number | undefined
}

/**
 * Yields the items of the first page and every page after it (nothing is fetched until the first
 * item is asked for), one page in memory at a time, so memory stays flat however many items there
 * are. It ends after `maxPages` pages even when the provider offers more.
 */
export async function* iteratePages<TItem>(
  first: () => Promise<Page<TItem, unknown>>,
  options: IterateOptions = {},
): AsyncGenerator<TItem, void, undefined> {
  const maxItems = bound('maxItems', options.maxItems, Number.POSITIVE_INFINITY, 0)
  const bounds = new PagingBounds(options)
  if (maxItems === 0 || bounds.maxPages === 0) return
  let page = await first()
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
