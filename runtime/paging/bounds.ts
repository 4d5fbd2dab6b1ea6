import { ApiErrorCode, CoreErrorCode, W3DataError } from '../errors/index'
import { describeValue } from '../values/describeValue'

export const DEFAULT_MAX_PAGES = 1000
export const DEFAULT_MAX_EMPTY_PAGES = 10

export interface PagingBoundsOptions {
  /** Pages (requests) to read at most: a whole number (0 asks for nothing), or `Infinity`. @default 1000 */
  maxPages?: number | undefined
  /**
   * Pages in a row without an item that paging goes on through; past them it throws A0001.
   * A whole number of at least 1, or `Infinity`. @default 10
   */
  maxEmptyPages?: number | undefined
}

/** The count so far of one chain of pages, to carry it across calls (an MCP cursor). */
export interface PagingCount {
  pages: number
  emptyInRow: number
}

/** What follows a page: the next one, nothing (the list ended), or nothing because of `maxPages`. */
export type AfterPage = 'next' | 'end' | 'capped'

/**
 * The bounds every paging loop keeps (`iterate()`, the command line's `--all`, the MCP server's
 * cursors), so that a provider offering next pages forever cannot keep one going: at most
 * `maxPages` pages, and A0001 after `maxEmptyPages` pages in a row without an item.
 */
export class PagingBounds {
  readonly maxPages: number
  readonly maxEmptyPages: number
  #count: PagingCount

  constructor(options: PagingBoundsOptions = {}, count: PagingCount = { pages: 0, emptyInRow: 0 }) {
    this.maxPages = bound('maxPages', options.maxPages, DEFAULT_MAX_PAGES, 0)
    this.maxEmptyPages = bound('maxEmptyPages', options.maxEmptyPages, DEFAULT_MAX_EMPTY_PAGES, 1)
    this.#count = { ...count }
  }

  get count(): PagingCount {
    return { ...this.#count }
  }

  /** Counts a page read (its items, whether a next one is offered) and says what follows it. */
  read(items: number, hasNext: boolean): AfterPage {
    const pages = this.#count.pages + 1
    const emptyInRow = items === 0 ? this.#count.emptyInRow + 1 : 0
    this.#count = { pages, emptyInRow }
    if (!hasNext) return 'end'
    if (pages >= this.maxPages) return 'capped'
    if (emptyInRow >= this.maxEmptyPages)
      throw new W3DataError({
        code: ApiErrorCode.GENERIC_API_ERROR,
        message: `Paging stopped: ${emptyInRow} pages in a row held no items (maxEmptyPages)`,
        details: { pages, emptyPages: emptyInRow },
      })
    return 'next'
  }

  /** The A0001 for a loop that may not end quietly at `maxPages` (its caller did not ask for that cap). */
  cappedError(): W3DataError {
    const { pages } = this.#count
    return new W3DataError({
      code: ApiErrorCode.GENERIC_API_ERROR,
      message: `Paging stopped: ${pages} pages read and the provider still offers more (maxPages ${this.maxPages})`,
      details: { pages, maxPages: this.maxPages },
    })
  }
}

/** An option that is a whole number of at least `least`, or Infinity; else C0005 naming it. */
export function bound(name: string, value: unknown, fallback: number, least: number): number {
  if (value === undefined) return fallback
  if (value === Number.POSITIVE_INFINITY || (Number.isInteger(value) && (value as number) >= least))
    return value as number
  throw new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Invalid ${name}: expected a whole number of at least ${least}, or Infinity (got ${typeof value === 'string' ? JSON.stringify(value) : describeValue(value)})`,
  })
}
