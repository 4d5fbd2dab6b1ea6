// The loop alone, without the bounds' checks and messages (iterate.ts): createClient's APIs import
// it at once, and what `import('w3data')` loads is kept small.
import type { PageWalk } from './iterate'

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
