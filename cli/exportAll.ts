import { type Page, PagingBounds } from 'w3data'
import { pagingParameters } from 'w3data/catalogue'
import { type Invoke, pageItems } from './invoke'
import type { Target } from './lookup'
import type { ItemWriter } from './output'
import type { Progress } from './progress'
import { paramsAt, type ResumePoint } from './resume'

export interface ExportOptions {
  target: Target
  invoke: Invoke
  /** Where to start: the first page, or a resume point. */
  from: ResumePoint
  raw: boolean
  maxItems: number | undefined
  maxPages: number | undefined
  writer: ItemWriter
  progress: Progress
  /** True once Ctrl-C asked to stop: the current page is finished first. */
  stopRequested: () => boolean
  /** Called once a page is written, with where the next one starts (w3data-jobs saves it). */
  pageWritten?: (next: ResumePoint) => Promise<void>
}

/** How an export ended: at the end of the list, or stopped (with where to resume), or failed. */
export type ExportEnd =
  | { kind: 'done'; at: ResumePoint }
  | { kind: 'stopped'; at: ResumePoint }
  | { kind: 'failed'; at: ResumePoint; error: unknown }

/**
 * `--all`: follows the operation's paging with the runtime's `Page.next()` (which also refuses a
 * paging loop), writing each page's items as it arrives, within the runtime's `PagingBounds` as
 * `iterate()` pages: A0001 after 10 empty pages in a row, and at 1000 pages unless --max-pages
 * says otherwise. It stops between pages when asked to (Ctrl-C, --max-pages) and, with
 * --max-items, inside a page; either way `at` says exactly which page to read next and how many
 * of its items are already written.
 */
export async function exportAll(options: ExportOptions): Promise<ExportEnd> {
  const { target, invoke, raw, writer, progress } = options
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY
  const names = pagingParameters(target.operation)
  let at = options.from
  let items = 0
  let page: Page<unknown> | undefined
  try {
    const bounds = new PagingBounds({ maxPages: options.maxPages })
    for (;;) {
      page = page ? await page.next() : ((await invoke(paramsAt(at))) as Page<unknown>)
      const all = pageItems(target, page, raw)
      const fresh = all.slice(at.skip)
      const taken = fresh.slice(0, maxItems - items)
      await writer.write(taken)
      items += taken.length
      at = { ...at, items: at.items + taken.length }
      progress.update({ items: at.items, pages: at.pages + 1, total: page.total })
      if (taken.length < fresh.length) return { kind: 'stopped', at: { ...at, skip: at.skip + taken.length } }
      const next = page.nextPageParams()
      at = { ...at, pages: at.pages + 1, skip: 0, ...(next && { position: positionIn(next, names) }) }
      await options.pageWritten?.(at)
      const after = bounds.read(all.length, next !== undefined)
      if (after === 'end') return { kind: 'done', at }
      // Only a cap the user set is a stop; the default one is a provider that keeps paging.
      if (after === 'capped' && options.maxPages === undefined) throw bounds.cappedError()
      if (after === 'capped' || items >= maxItems || options.stopRequested()) return { kind: 'stopped', at }
    }
  } catch (error) {
    return { kind: 'failed', at, error }
  } finally {
    progress.done()
  }
}

/** The paging parameters of the next page's request; a missing one is removed on resume. */
function positionIn(next: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, next[name] ?? null]))
}
