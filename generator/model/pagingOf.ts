// `x-w3data-paging`: how an operation's pages are asked for and where their items are.
import type { PagingModel } from './ir'

export function pagingOf(paging: Record<string, unknown>, id: string): PagingModel {
  const firstPage = paging['first-page'] ?? 0
  if (firstPage !== 0 && firstPage !== 1) throw new Error(`${id}: the first page index must be 0 or 1`)
  const optional = (key: string) => (typeof paging[key] === 'string' ? { [key]: paging[key] } : {})
  return {
    firstPage,
    ...optional('limit'),
    ...optional('cursor'),
    ...optional('offset'),
    ...optional('start'),
    ...optional('position'),
    ...optional('items'),
  }
}
