// How a paged operation pages, as the catalogue records it: which parameters and fields carry the
// cursor, offset or start, the page size and the items. The generator writes it, the runtime reads it.

/** The fields of a paging entry that name a parameter or a field, by its wire name. */
export type PagingField = 'cursor' | 'offset' | 'start' | 'position' | 'limit' | 'items'

export interface PagingEntry {
  firstPage: 0 | 1
  cursor?: string
  offset?: string
  /** Ledger lists: the wire name of the start position. */
  start?: string
  /** Ledger lists: the item field (wire name) whose value the next `start` follows. */
  position?: string
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
