// How a paged operation pages, as the catalogue records it: its style, which parameters and fields
// carry the cursor, offset or start, the page size and the items. The generator writes it, the
// runtime reads it; every reader switches on `style` rather than on which field is set.

/** The fields of a paging entry that name a parameter or a field, by its wire name. */
export type PagingField = 'cursor' | 'offset' | 'start' | 'position' | 'limit' | 'items'

/**
 * `cursor`: the answer's cursor asks for the next page (with an offset too, the offset goes on
 * where an answer gives no cursor); `offset`: the next page is `offset + limit`; `start`: ledger
 * lists, the next page starts after the last item's position.
 */
export type PagingStyle = 'cursor' | 'offset' | 'start'

interface PagingCommon {
  firstPage: 0 | 1
  /** The page-size parameter; absent when the operation takes none (the answer's page_size tells). */
  limit?: string
  /** Response property holding the items; absent when the body is the list itself. */
  items?: string
  /**
   * In the operation catalogue: the SDK (camelCase) name of each field above whose SDK name is not
   * its wire name, as `x-w3data-name` says it of a schema's property.
   */
  names?: Readonly<Partial<Record<PagingField, string>>>
}

export interface CursorPaging extends PagingCommon {
  style: 'cursor'
  cursor: string
  offset?: string
  start?: never
  position?: never
}

export interface OffsetPaging extends PagingCommon {
  style: 'offset'
  offset: string
  cursor?: never
  start?: never
  position?: never
}

export interface StartPaging extends PagingCommon {
  style: 'start'
  /** The wire name of the start position. */
  start: string
  /** The item field (wire name) whose value the next `start` follows. */
  position?: string
  cursor?: never
  offset?: never
}

export type PagingEntry = CursorPaging | OffsetPaging | StartPaging
