import type { PagingEntry } from '../catalogue/types'
import { sdkName } from '../contract/names'
import type { StartPaging } from '../contract/paging'
import { ApiErrorCode, CoreErrorCode, PagingLoopError, W3DataError } from '../errors/index'
import { isRecord } from '../operation/mapperHelpers'

/** Page size assumed when the caller set no limit (the provider's default). */
export const DEFAULT_PAGE_LIMIT = 500

/**
 * What a page remembers of the chain before it, in constant size however long the chain (Brent's
 * cycle detection): one earlier position (cursor, offset or start), saved again each time the
 * distance from it reaches `span`, which then doubles. A chain that cycles meets the saved
 * position within twice its cycle's length.
 */
export interface PageTrail {
  readonly saved: string
  readonly span: number
  readonly steps: number
}

/** What a Page needs to fetch the page after it. */
export type FetchPage<TItem, TResponse> = (
  params: Record<string, unknown>,
  pageIndex: number,
  trail: PageTrail,
) => Promise<Page<TItem, TResponse>>

interface PageInit<TItem, TResponse> {
  paging: PagingEntry
  /** The mapped (camelCase) response. */
  response: TResponse
  raw: unknown
  /** Keep `raw` on the page; iteration reads the wire body once here and lets it go. @default true */
  keepRaw?: boolean
  /** The normalised parameters the page was fetched with. */
  params: Record<string, unknown>
  /** Page index derived from the request, used when the response carries none. */
  pageIndex: number
  fetchPage: FetchPage<TItem, TResponse>
  /** The chain this page belongs to: a first page starts a new one. */
  trail?: PageTrail
}

interface WirePageInfo {
  cursor?: unknown
  page?: unknown
  page_size?: unknown
  pageSize?: unknown
  total?: unknown
  hasNextPage?: unknown
}

/**
 * One page of a paged operation. `result` holds the items in camelCase; `response` the whole
 * mapped body; `raw` the body as sent. `next()` repeats the call with the cursor, or else with
 * `offset = (page − firstPage + 1) × limit`, or for ledger calls with the next `start`.
 */
export class Page<TItem, TResponse = unknown> {
  readonly result: TItem[]
  readonly cursor: string | undefined
  readonly page: number
  readonly pageSize: number
  readonly total: number | undefined
  readonly response: TResponse
  readonly raw: unknown
  readonly #init: Omit<PageInit<TItem, TResponse>, 'raw'>
  readonly #wireHasNext: boolean | undefined
  readonly #position: string
  readonly #trail: PageTrail

  constructor(init: PageInit<TItem, TResponse>) {
    const { paging, response, raw, keepRaw = true, params, ...rest } = init
    const info = (isRecord(raw) ? raw : {}) as WirePageInfo
    this.result = itemsOf<TItem>(paging, response)
    this.cursor = typeof info.cursor === 'string' && info.cursor !== '' ? info.cursor : undefined
    this.page = toNumber(info.page) ?? init.pageIndex
    this.pageSize =
      positive(toNumber(info.page_size ?? info.pageSize)) ?? limitOf(paging, params) ?? DEFAULT_PAGE_LIMIT
    this.total = toNumber(info.total)
    this.response = response
    this.raw = keepRaw ? raw : undefined
    // Without `raw`: the wire body is garbage once its items are mapped.
    this.#init = { paging, response, params, keepRaw, ...rest }
    this.#wireHasNext = typeof info.hasNextPage === 'boolean' ? info.hasNextPage : undefined
    this.#position = positionOf(paging, params)
    this.#trail = init.trail ?? { saved: this.#position, span: 1, steps: 0 }
  }

  /**
   * The parameters that fetch the next page (the cursor, offset or start already applied), or
   * undefined on the last page. Infinite queries use it as their page parameter.
   */
  nextPageParams(): Record<string, unknown> | undefined {
    return this.#nextParams()
  }

  /** True when another page exists: the next-page rule, overruled by the wire's `hasNextPage: false`. */
  hasNext(): boolean {
    return this.#nextParams() !== undefined
  }

  /**
   * Fetches the next page; without one it throws A0002. When the provider sends a position this
   * chain already fetched (the same cursor again, an offset page that does not move), it throws
   * PagingLoopError instead of looping forever.
   */
  async next(): Promise<Page<TItem, TResponse>> {
    const params = this.#nextParams()
    if (!params) {
      throw new W3DataError({
        code: ApiErrorCode.PAGE_LIMIT_EXCEEDED,
        message:
          'Page limit exceeded! Before call this method check an existence of the next page by .hasNext() method.',
      })
    }
    const position = positionOf(this.#init.paging, params)
    const { saved, span, steps } = this.#trail
    if (position === this.#position || position === saved) throw new PagingLoopError(position)
    const trail =
      steps + 1 >= span ? { saved: position, span: span * 2, steps: 0 } : { saved, span, steps: steps + 1 }
    // Not called on #init: an async fetchPage would hold it as `this`, and this page's items with
    // it, until the next page is in.
    const { fetchPage } = this.#init
    return fetchPage(params, this.page + 1, trail)
  }

  #nextParams(): Record<string, unknown> | undefined {
    const { paging } = this.#init
    if (this.#wireHasNext === false) return undefined
    switch (paging.style) {
      case 'start':
        return this.#nextStart(paging)
      case 'cursor': {
        const cursorName = sdkName(paging.cursor)
        if (this.cursor !== undefined) return { ...this.#init.params, [cursorName]: this.cursor }
        return paging.offset === undefined ? undefined : this.#nextOffset(paging.offset, cursorName)
      }
      case 'offset':
        return this.#nextOffset(paging.offset)
      default:
        return paging satisfies never
    }
  }

  /** `offset = (page - firstPage + 1) * limit`, while the total (or the wire's hasNextPage) says there is more. */
  #nextOffset(offset: string, cursorName?: string): Record<string, unknown> | undefined {
    const { paging, params } = this.#init
    const offsetName = sdkName(offset)
    const pagesSeen = this.page - paging.firstPage + 1
    const more =
      this.total !== undefined ? this.total > this.pageSize * pagesSeen : this.#wireHasNext === true
    if (!more) return undefined
    const limit = limitOf(paging, params) ?? DEFAULT_PAGE_LIMIT
    const next = { ...params, [offsetName]: pagesSeen * limit }
    if (cursorName) delete next[cursorName]
    return next
  }

  /** Ledger lists: a full page means there may be more, starting after the last item seen. */
  #nextStart(paging: StartPaging): Record<string, unknown> | undefined {
    const { params } = this.#init
    const limit = limitOf(paging, params)
    if (this.result.length === 0 || (limit !== undefined && this.result.length < limit)) return undefined
    const last = this.result[this.result.length - 1] as Record<string, unknown> | undefined
    const position = paging.position ? toNumber(last?.[sdkName(paging.position)]) : undefined
    const startName = sdkName(paging.start)
    const start =
      position !== undefined ? position + 1 : (toNumber(params[startName]) ?? 0) + this.result.length
    return { ...params, [startName]: String(start) }
  }
}

/** The page's items; a list that is there but is not a list is no page at all (C0016). */
function itemsOf<TItem>(paging: PagingEntry, response: unknown): TItem[] {
  if (Array.isArray(response)) return response as TItem[]
  const items = isRecord(response) && paging.items ? response[sdkName(paging.items)] : undefined
  if (Array.isArray(items)) return items as TItem[]
  if (items === undefined || items === null) return []
  throw new W3DataError({
    code: CoreErrorCode.INVALID_DATA,
    message: `The page's ${paging.items} is not a list`,
    details: { field: paging.items },
  })
}

/** The page size the request asked for, when the operation takes one. */
const limitOf = (paging: PagingEntry, params: Record<string, unknown>) =>
  paging.limit ? toNumber(params[sdkName(paging.limit)]) : undefined

/** Where a request starts reading: its cursor, else its offset or start, else the first page. */
function positionOf(paging: PagingEntry, params: Record<string, unknown>): string {
  const at = (field: 'cursor' | 'offset' | 'start', wireName: string | undefined) => {
    const value = wireName === undefined ? undefined : params[sdkName(wireName)]
    if (value === undefined || value === null) return undefined
    return field === 'cursor' ? `cursor ${JSON.stringify(String(value))}` : `${field} ${String(value)}`
  }
  switch (paging.style) {
    case 'cursor':
      return at('cursor', paging.cursor) ?? at('offset', paging.offset) ?? 'the first page'
    case 'offset':
      return at('offset', paging.offset) ?? 'the first page'
    case 'start':
      return at('start', paging.start) ?? 'the first page'
    default:
      return paging satisfies never
  }
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value)
    return Number.isFinite(number) ? number : undefined
  }
  return undefined
}

/** A page size of 0 or less would make every total look unreached. */
const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined)
