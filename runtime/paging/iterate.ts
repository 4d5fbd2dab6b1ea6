import { ApiErrorCode, CoreErrorCode, W3DataError } from '../errors/index'
import { describeValue } from '../values/describeValue'
import type { Page } from './Page'

export interface IterateOptions {
  /** Stop after this many items: a whole number (0 asks for nothing), or `Infinity`. @default Infinity */
  maxItems?: number | undefined
  /**
   * Stop after this many pages (requests): a whole number (0 asks for nothing), or `Infinity`. A bound
   * on a provider that never stops offering a next page. @default 1000
   */
  maxPages?: number | undefined
  /**
   * Pages in a row without an item that paging goes on through; past them it throws A0001
   * rather than keep fetching empty pages. A whole number of at least 1, or `Infinity`. @default 10
   */
  maxEmptyPages?: number | undefined
}

export const DEFAULT_MAX_PAGES = 1000
export const DEFAULT_MAX_EMPTY_PAGES = 10

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
  const maxPages = bound('maxPages', options.maxPages, DEFAULT_MAX_PAGES, 0)
  const maxEmptyPages = bound('maxEmptyPages', options.maxEmptyPages, DEFAULT_MAX_EMPTY_PAGES, 1)
  if (maxItems === 0 || maxPages === 0) return
  let page = await first()
  let items = 0
  let emptyInRow = 0
  for (let pages = 1; ; pages++) {
    for (const item of page.result) {
      yield item
      if (++items >= maxItems) return
    }
    emptyInRow = page.result.length === 0 ? emptyInRow + 1 : 0
    if (pages >= maxPages || !page.hasNext()) return
    if (emptyInRow >= maxEmptyPages) {
      throw new W3DataError({
        code: ApiErrorCode.GENERIC_API_ERROR,
        message: `Paging stopped: ${emptyInRow} pages in a row held no items (maxEmptyPages)`,
        details: { pages, emptyPages: emptyInRow },
      })
    }
    page = await page.next()
  }
}

function bound(name: string, value: unknown, fallback: number, least: number): number {
  if (value === undefined) return fallback
  if (value === Number.POSITIVE_INFINITY || (Number.isInteger(value) && (value as number) >= least))
    return value as number
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Invalid ${name}: expected a whole number of at least ${least}, or Infinity (got ${typeof value === 'string' ? JSON.stringify(value) : describeValue(value)})`,
  })
}
