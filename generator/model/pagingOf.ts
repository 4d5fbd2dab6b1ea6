// `x-w3data-paging`: how an operation's pages are asked for and where their items are.
import type { PagingModel } from './ir'

export function pagingOf(paging: Record<string, unknown>, id: string): PagingModel {
  const firstPage = paging['first-page'] ?? 0
  if (firstPage !== 0 && firstPage !== 1) throw new Error(`${id}: the first page index must be 0 or 1`)
  const name = (key: string) => (typeof paging[key] === 'string' ? paging[key] : undefined)
  const optional = (key: string) => (name(key) === undefined ? {} : { [key]: name(key) })
  const [cursor, offset, start] = [name('cursor'), name('offset'), name('start')]
  const items = optional('items')
  // The one place the style is worked out: every reader of the catalogue switches on it.
  if (start !== undefined) {
    if (cursor !== undefined || offset !== undefined)
      throw new Error(`${id}: a paging by start takes no cursor or offset`)
    return { style: 'start', firstPage, ...optional('limit'), start, ...optional('position'), ...items }
  }
  if (name('position') !== undefined) throw new Error(`${id}: only a paging by start has a position`)
  if (cursor !== undefined)
    return { style: 'cursor', firstPage, ...optional('limit'), cursor, ...optional('offset'), ...items }
  if (offset !== undefined) return { style: 'offset', firstPage, ...optional('limit'), offset, ...items }
  throw new Error(`${id}: x-w3data-paging names no cursor, offset or start`)
}
