import type { Page } from '../entries/index'

/** The SDK's paging summary of one page. */
export interface Pagination {
  total: number | undefined
  page: number
  pageSize: number
  /** The body's cursor as sent (a last page's `null` or `''` too), as the SDK passed it on. */
  cursor: string | null | undefined
}

/**
 * One answer in the SDK's shape: `result` (camelCase, value types where the catalogue types a
 * field), `raw` (the body as the provider sent it) and `toJSON()`, which gives `raw`.
 */
export class ResponseAdapter<TResult = unknown, TRaw = unknown> {
  readonly #raw: TRaw
  readonly #result: () => TResult
  #resolved: { value: TResult } | undefined

  constructor(raw: TRaw, result: () => TResult) {
    this.#raw = raw
    this.#result = result
  }

  /** Made on first read, as the SDK does: an answer only logged as JSON never builds value types. */
  get result(): TResult {
    this.#resolved ??= { value: this.#result() }
    return this.#resolved.value
  }

  get raw(): TRaw {
    return this.#raw
  }

  toJSON(): TRaw {
    return this.#raw
  }
}

/** A page of a paged answer: the SDK's `pagination`, `hasNext()` and `next()` over the core's Page. */
export class PaginatedResponseAdapter<TResult = unknown, TRaw = unknown> extends ResponseAdapter<
  TResult,
  TRaw
> {
  readonly pagination: Pagination
  readonly #page: Page<unknown>
  readonly #wrap: (page: Page<unknown>) => PaginatedResponseAdapter<TResult, TRaw>

  constructor(
    page: Page<unknown>,
    result: () => TResult,
    wrap: (page: Page<unknown>) => PaginatedResponseAdapter<TResult, TRaw>,
  ) {
    super(page.raw as TRaw, result)
    this.#page = page
    this.#wrap = wrap
    const wireCursor = (page.raw as { cursor?: unknown } | undefined)?.cursor
    this.pagination = {
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
      cursor: wireCursor === null || typeof wireCursor === 'string' ? wireCursor : page.cursor,
    }
  }

  hasNext(): boolean {
    return this.#page.hasNext()
  }

  /** The next page; without one, A0002 in its fixed words (check `hasNext()` first). */
  async next(): Promise<PaginatedResponseAdapter<TResult, TRaw>> {
    return this.#wrap(await this.#page.next())
  }
}

/** The operations the SDK paged with its newer resolver: `raw()` a method, `total` 0. */
export const SDK_V3_PAGES = [
  'getWalletHistory',
  'getWalletTokenBalancesPrice',
  'getTokenOwners',
  'getNFTTrades',
  'getNFTTradesByToken',
] as const

/** A page of the SDK's newer kind, as its type reads: `raw()` a method. */
export type PaginatedResponseV3<T extends PaginatedResponseAdapter> = Omit<T, 'raw'> & {
  raw(): T['raw']
}

/**
 * A page of the SDK's newer paged answers (`SDK_V3_PAGES`): `raw()` a method, and a `total` of 0
 * where the body has none, as the SDK's had.
 */
export class PaginatedResponseV3Adapter<TResult = unknown, TRaw = unknown> extends PaginatedResponseAdapter<
  TResult,
  TRaw
> {
  constructor(
    page: Page<unknown>,
    result: () => TResult,
    wrap: (page: Page<unknown>) => PaginatedResponseAdapter<TResult, TRaw>,
  ) {
    super(page, result, wrap)
    this.pagination.total ??= 0
    const raw = page.raw as TRaw
    Object.defineProperty(this, 'raw', { value: () => raw, enumerable: false })
  }
}
