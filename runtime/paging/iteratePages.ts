// The loop alone, without the bounds' checks and messages (iterate.ts): createClient's APIs import
// it at once, and what `import('w3data')` loads is kept small.
import type { PageWalk } from './iterate'
import type { Page } from './Page'

/**
 * Yields the items of the first page and every page after it (nothing is fetched until the first
 * item is asked for: `start` runs then, and so do the checks it makes), one page in memory at a
 * time, so memory stays flat however many items there are. It ends after `maxPages` pages even
 * when the provider offers more.
 */
export async function* iteratePages<TItem>(
  start: () => PageWalk<TItem> | Promise<PageWalk<TItem>>,
): AsyncGenerator<TItem, void, undefined> {
  const { maxItems, bounds, first } = await start()
  if (maxItems === 0 || bounds.maxPages === 0) return
  let items = 0
  for (let page: Page<TItem, unknown> | undefined = await first(); page !== undefined; ) {
    let result: TItem[] | undefined = page.result
    for (let index = 0; index < result.length; index++) {
      yield result[index] as TItem
      if (++items >= maxItems) return
    }
    if (bounds.read(result.length, page.hasNext()) !== 'next') return
    const next = page.next()
    // V8 keeps every register of a generator's frame across an await, dead or not: without these
    // two, the page just walked (its items, its response) stayed reachable until the next was in.
    result = undefined
    page = undefined
    page = await next
  }
}
