/** Naming the parameters and fields a paged operation moves along, as the SDK names them. */
import type { PagingField } from '../contract/paging'
import type { OperationEntry, PagingEntry } from './types'

/**
 * The SDK's name of a paging field (`cursor`, `items`, …); undefined when the operation has none.
 * The generator writes it into the catalogue's `names` wherever it is not the wire name.
 */
export function pagingName(paging: PagingEntry, field: PagingField): string | undefined {
  const wireName = paging[field]
  return wireName === undefined ? undefined : (paging.names?.[field] ?? wireName)
}

/** The SDK names of the parameters that say which page comes next: the cursor, offset or start. */
export function pagingParameters(operation: OperationEntry): string[] {
  const { paging } = operation
  if (!paging) return []
  return (['cursor', 'offset', 'start'] as const)
    .map((field) => pagingName(paging, field))
    .filter((name) => name !== undefined)
}
