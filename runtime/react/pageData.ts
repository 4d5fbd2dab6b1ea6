import { type CompiledOperation, Page, sdkName } from '../internal'

/** The body's fields besides its items: the items are the page's `result`. */
export type PageRest<TItem, TResponse> = TResponse extends readonly unknown[]
  ? Record<string, never>
  : { [K in keyof TResponse as TResponse[K] extends readonly TItem[] | undefined ? never : K]: TResponse[K] }

/**
 * One page as w3data/react caches it: plain fields, no methods, each item once, so the cache
 * survives `dehydrate` → JSON → `hydrate`, a persister, and a hand-off from a server component.
 */
export interface PageData<TItem, TResponse> {
  /** The page's items, camelCase. */
  result: TItem[]
  /** The rest of the mapped body (its items are in `result`, not here again). */
  response: PageRest<TItem, TResponse>
  /** The cursor the provider sent, or null. */
  cursor: string | null
  /** The page's index (from the answer, else from the request). */
  page: number
  pageSize: number
  /** The number of items in every page together, when the provider says it; else null. */
  total: number | null
  /** The parameters that fetch the next page, or null on the last page. */
  next: Record<string, unknown> | null
}

/** What w3data/react caches for an operation resolving to `TResult`: a page's plain fields, or the result itself. */
export type QueryData<TResult> =
  TResult extends Page<infer TItem, infer TResponse> ? PageData<TItem, TResponse> : TResult

/** The cached form of a call's result: a Page becomes its PageData; any other result is plain already. */
export function toQueryData<TResult>(operation: CompiledOperation, result: TResult): QueryData<TResult> {
  if (!(result instanceof Page)) return result as QueryData<TResult>
  const page = result as Page<unknown, unknown>
  const items = operation.paging?.items && sdkName(operation.paging.items)
  const response: Record<string, unknown> = {}
  if (typeof page.response === 'object' && page.response !== null && !Array.isArray(page.response)) {
    for (const [name, value] of Object.entries(page.response)) if (name !== items) response[name] = value
  }
  const data: PageData<unknown, unknown> = {
    result: page.result,
    response: response as PageRest<unknown, unknown>,
    cursor: page.cursor ?? null,
    page: page.page,
    pageSize: page.pageSize,
    total: page.total ?? null,
    next: page.nextPageParams() ?? null,
  }
  return data as QueryData<TResult>
}
