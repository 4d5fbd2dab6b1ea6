// How a paged operation pages, as the catalogue records it: which parameters and fields carry the
// cursor, offset or start, the page size and the items. The generator writes it, the runtime reads it.

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
}
