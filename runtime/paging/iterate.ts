import type { Page } from './Page'

export interface IterateOptions {
  /** Stop after this many items. @default Infinity */
  maxItems?: number
  /** Stop after this many pages. @default Infinity */
  maxPages?: number
}

/**
 * Yields the items of the first page and every page after it (nothing is fetched until the first
 * item is asked for), one page in memory at a time, so memory
 * stays flat however many items there are.
 */
export async function* iteratePages<TItem>(
  first: () => Promise<Page<TItem, unknown>>,
  options: IterateOptions = {},
): AsyncGenerator<TItem, void, undefined> {
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY
  if (maxItems <= 0 || maxPages <= 0) return
  let page = await first()
  let items = 0
  for (let pages = 1; ; pages++) {
    for (const item of page.result) {
      yield item
      if (++items >= maxItems) return
    }
    if (pages >= maxPages || !page.hasNext()) return
    page = await page.next()
  }
}
