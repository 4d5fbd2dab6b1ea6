import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { pagingName } from 'w3data/catalogue'
import { infiniteOptionsFactory } from '../operations'
import { useQueryProgress } from '../useQueryProgress'
import { ResultView } from './ResultView'
import type { RunProps } from './runs'

/** A paged GET: `useInfiniteQuery(<op>InfiniteQueryOptions(client, params))`, "Load more" for the next page. */
export function InfiniteRun({ operation, run }: RunProps) {
  const query = useInfiniteQuery(infiniteOptionsFactory(operation)(run.client, run.params))
  const progress = useQueryProgress(query)
  const pages = query.data?.pages ?? []
  // The cached pages keep their items apart from the rest of the body: put them back where the
  // catalogue's plot path looks for them.
  const itemsName = operation.paging && pagingName(operation.paging, 'items')
  const responses = useMemo(
    () =>
      query.data?.pages.map((page) =>
        itemsName ? { ...page.response, [itemsName]: page.result } : page.result,
      ),
    [query.data, itemsName],
  )
  const items = pages.flatMap((page) => page.result)
  const last = pages.at(-1)
  const footer = last && (
    <div className="paging">
      <p className="muted" aria-live="polite">
        <strong data-testid="item-count">{items.length}</strong> {items.length === 1 ? 'item' : 'items'}{' '}
        loaded in {pages.length} {pages.length === 1 ? 'page' : 'pages'}
        {last.total !== null && ` of ${last.total}`}
      </p>
      <button
        type="button"
        onClick={() => query.fetchNextPage()}
        disabled={!query.hasNextPage || query.isFetchingNextPage}
      >
        {query.isFetchingNextPage ? 'Loading…' : query.hasNextPage ? 'Load more' : 'No more pages'}
      </button>
    </div>
  )
  return (
    <ResultView
      {...progress}
      value={responses?.at(-1)}
      rows={query.data ? items : undefined}
      footer={footer}
      plot={operation.plot}
      plotAnswer={responses}
    />
  )
}
