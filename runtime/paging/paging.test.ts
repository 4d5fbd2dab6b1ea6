// Page and iteratePages on their own, against fetchers in memory: the paging rules (a next page
// exists when the response has a cursor, or when the total exceeds page size times pages seen;
// the next offset is pages seen times the limit, default 500) and the bounds that end a chain.
import { describe, expect, it } from 'vitest'
import { expectWalkedPageCollected } from '../../test/support/collectGarbage'
import type { PagingEntry } from '../catalogue/types'
import { PagingLoopError, W3DataError } from '../errors/index'
import { DEFAULT_MAX_EMPTY_PAGES, DEFAULT_MAX_PAGES, PagingBounds } from './bounds'
import { pageWalk } from './iterate'
import { iteratePages } from './iteratePages'
import { Page } from './Page'

const CURSOR_AND_OFFSET: PagingEntry = {
  style: 'cursor',
  firstPage: 0,
  limit: 'limit',
  offset: 'offset',
  cursor: 'cursor',
  items: 'result',
}
const LEDGER: PagingEntry = {
  style: 'start',
  firstPage: 0,
  limit: 'limit',
  start: 'start',
  position: 'version',
}

interface Fetched {
  params: Record<string, unknown>
  pageIndex: number
}

/** A page built from the wire body `raw` (its items under `result`), recording what next() asks for. */
function pageOf(
  raw: unknown,
  params: Record<string, unknown> = {},
  paging: PagingEntry = CURSOR_AND_OFFSET,
  extra: { pageIndex?: number; keepRaw?: boolean } = {},
) {
  const fetched: Fetched[] = []
  const response = Array.isArray(raw) ? raw : { result: (raw as { result?: unknown }).result }
  const page: Page<unknown> = new Page<unknown>({
    paging,
    response,
    raw,
    params,
    pageIndex: extra.pageIndex ?? 0,
    ...(extra.keepRaw === undefined ? {} : { keepRaw: extra.keepRaw }),
    fetchPage: async (nextParams, pageIndex) => {
      fetched.push({ params: nextParams, pageIndex })
      return page
    },
  })
  return { page, fetched }
}

describe('what a page reads from the response', () => {
  it('takes a non-empty string cursor only', () => {
    expect(pageOf({ cursor: 'c2', result: [] }).page.cursor).toBe('c2')
    for (const cursor of ['', null, 7, undefined]) {
      const { page } = pageOf({ cursor, result: [] })
      expect(page.cursor, String(cursor)).toBeUndefined()
      expect(page.hasNext(), String(cursor)).toBe(false)
    }
  })

  it('reads page, page size and total as numbers, also when sent as numeric strings', () => {
    const { page } = pageOf({ page: '3', page_size: '20', total: '95', result: [] })
    expect([page.page, page.pageSize, page.total]).toEqual([3, 20, 95])
    expect(pageOf({ pageSize: 30, result: [] }).page.pageSize).toBe(30)
  })

  it('falls back to the request when a figure is missing, blank or not a finite number', () => {
    for (const bad of [undefined, '', '  ', 'ten', Number.POSITIVE_INFINITY, Number.NaN, true]) {
      const { page } = pageOf(
        { page: bad, page_size: bad, total: bad, result: [] },
        { limit: 25 },
        undefined,
        {
          pageIndex: 4,
        },
      )
      expect([page.page, page.pageSize, page.total], String(bad)).toEqual([4, 25, undefined])
    }
  })

  it('ignores a page size of 0 or less: the limit sizes the pages, else the default 500', () => {
    expect(pageOf({ page_size: 0, result: [] }, { limit: 10 }).page.pageSize).toBe(10)
    expect(pageOf({ page_size: -5, result: [] }).page.pageSize).toBe(500)
    expect(pageOf({ page_size: 1, result: [] }).page.pageSize).toBe(1)
  })

  it('reads no page figures from a body that is a list or nothing', () => {
    const list = Object.assign([{ version: 1 }, { version: 2 }], { hasNextPage: false, total: 9 })
    const { page } = pageOf(list, { limit: 2 }, LEDGER)
    expect(page.total).toBeUndefined()
    expect(page.hasNext()).toBe(true)
    for (const body of [null, undefined, 'text']) {
      const empty = new Page<unknown>({
        paging: CURSOR_AND_OFFSET,
        response: body,
        raw: body,
        params: {},
        pageIndex: 0,
        fetchPage: () => Promise.reject(new Error('no next page')),
      })
      expect([empty.result, empty.cursor, empty.hasNext()], String(body)).toEqual([[], undefined, false])
    }
  })

  it('keeps the wire body unless told not to', () => {
    const raw = { result: [1] }
    expect(pageOf(raw).page.raw).toBe(raw)
    expect(pageOf(raw, {}, undefined, { keepRaw: false }).page.raw).toBeUndefined()
  })

  it('takes the items from a list body, the items field, or none; anything else there is C0016', () => {
    expect(pageOf([1, 2], {}, LEDGER).page.result).toEqual([1, 2])
    expect(pageOf({ result: [3] }).page.result).toEqual([3])
    expect(pageOf({ result: null }).page.result).toEqual([])
    expect(pageOf({}).page.result).toEqual([])
    const unlisted: PagingEntry = { style: 'cursor', firstPage: 0, cursor: 'cursor' }
    expect(pageOf({ result: [3] }, {}, unlisted).page.result).toEqual([])
    expect(() => pageOf({ result: { 0: 'a' } })).toThrow(
      expect.objectContaining({
        code: 'C0016',
        message: "[C0016] The page's result is not a list",
        details: { field: 'result' },
      }),
    )
  })
})

describe('the next page', () => {
  it('repeats the request with the cursor, at the next page index', async () => {
    const { page, fetched } = pageOf({ cursor: 'c2', page: 0, result: [] }, { limit: 5, chain: 'eth' })
    expect(page.nextPageParams()).toEqual({ limit: 5, chain: 'eth', cursor: 'c2' })
    await page.next()
    expect(fetched).toEqual([{ params: { limit: 5, chain: 'eth', cursor: 'c2' }, pageIndex: 1 }])
  })

  it('offsets by pages seen times the limit while the total exceeds page size times pages seen', () => {
    const at = (page: number, total: number) =>
      pageOf({ page, page_size: 10, total, result: [] }, { limit: 10, cursor: 'old' }).page.nextPageParams()
    expect(at(0, 11)).toEqual({ limit: 10, offset: 10 })
    expect(at(2, 31)).toEqual({ limit: 10, offset: 30 })
    expect(at(2, 30)).toBeUndefined()
    expect(at(0, 10)).toBeUndefined()
  })

  it('counts pages from the first page index of the operation', () => {
    const paging: PagingEntry = { ...CURSOR_AND_OFFSET, firstPage: 1 }
    const at = (page: number) =>
      pageOf({ page, page_size: 10, total: 25, result: [] }, { limit: 10 }, paging).page.nextPageParams()
    expect(at(1)).toEqual({ limit: 10, offset: 10 })
    expect(at(2)).toEqual({ limit: 10, offset: 20 })
    expect(at(3)).toBeUndefined()
  })

  it('without a total, follows hasNextPage: true only', () => {
    expect(pageOf({ hasNextPage: true, result: [] }, { limit: 10 }).page.nextPageParams()).toEqual({
      limit: 10,
      offset: 10,
    })
    for (const hasNextPage of [undefined, 'true', 1]) {
      expect(pageOf({ hasNextPage, result: [] }, { limit: 10 }).page.hasNext(), String(hasNextPage)).toBe(
        false,
      )
    }
  })

  it('has none for an operation that pages by cursor only, once the cursor is gone', () => {
    const paging: PagingEntry = { style: 'cursor', firstPage: 0, cursor: 'cursor', items: 'result' }
    expect(pageOf({ total: 1000, result: [] }, {}, paging).page.hasNext()).toBe(false)
    expect(pageOf({ hasNextPage: true, result: [] }, {}, paging).page.hasNext()).toBe(false)
  })

  it('uses SDK names for the parameters it sets', () => {
    const paging: PagingEntry = {
      style: 'cursor',
      firstPage: 0,
      limit: 'page_limit',
      offset: 'item_offset',
      cursor: 'next_cursor',
      items: 'token_list',
    }
    const { page } = pageOf({ total: 50, result: [] }, { pageLimit: 20, nextCursor: 'x' }, paging)
    expect(page.nextPageParams()).toEqual({ pageLimit: 20, itemOffset: 20 })
    expect(pageOf({ cursor: 'c', result: [] }, {}, paging).page.nextPageParams()).toEqual({ nextCursor: 'c' })
  })
})

describe('ledger paging by start', () => {
  const version = (v: number | string) => ({ version: v })

  it('a full page goes on after the position of its last item', () => {
    const { page } = pageOf([version(7), version('9')], { limit: 2 }, LEDGER)
    expect(page.nextPageParams()).toEqual({ limit: 2, start: '10' })
  })

  it('without a position, goes on from the start plus the items read', () => {
    const paging: PagingEntry = { style: 'start', firstPage: 0, limit: 'limit', start: 'start' }
    expect(pageOf([1, 2], { limit: 2, start: '40' }, paging).page.nextPageParams()).toEqual({
      limit: 2,
      start: '42',
    })
    expect(pageOf([1, 2], { limit: 2 }, paging).page.nextPageParams()).toEqual({ limit: 2, start: '2' })
    expect(pageOf([{}, {}], { limit: 2, start: 5 }, LEDGER).page.nextPageParams()).toEqual({
      limit: 2,
      start: '7',
    })
  })

  it('a full page whose last item is not an object goes on from the start plus the items read', () => {
    expect(pageOf([version(1), null], { limit: 2, start: '4' }, LEDGER).page.nextPageParams()).toEqual({
      limit: 2,
      start: '6',
    })
  })

  it('a short or empty page is the last; without a limit, only an empty one', () => {
    expect(pageOf([version(1)], { limit: 2 }, LEDGER).page.hasNext()).toBe(false)
    expect(pageOf([], { limit: 2 }, LEDGER).page.hasNext()).toBe(false)
    expect(pageOf([version(1)], {}, LEDGER).page.nextPageParams()).toEqual({ start: '2' })
    expect(pageOf([], {}, LEDGER).page.hasNext()).toBe(false)
  })
})

describe('a chain that revisits a position stops with PagingLoopError', () => {
  type Trail = ConstructorParameters<typeof Page>[0]['trail']

  /** Follows next() from a first page, page i answering cursor `cursors(i)`; counts the requests. */
  async function follow(cursors: (index: number) => string, most = 200) {
    let requests = 0
    const build = (index: number, params: Record<string, unknown>, trail?: Trail): Page<unknown> =>
      new Page<unknown>({
        paging: CURSOR_AND_OFFSET,
        response: { result: [] },
        raw: { cursor: cursors(index), result: [] },
        params,
        pageIndex: index,
        ...(trail ? { trail } : {}),
        fetchPage: async (next, pageIndex, nextTrail) => {
          requests++
          return build(pageIndex, next, nextTrail)
        },
      })
    let page = build(0, {})
    try {
      while (requests < most) page = await page.next()
      return { requests, error: undefined }
    } catch (error) {
      return { requests, error }
    }
  }

  it('names the repeated cursor', async () => {
    const { requests, error } = await follow(() => 'SAME')
    expect(error).toMatchObject({ code: 'A0001', position: 'cursor "SAME"' })
    expect(error).toBeInstanceOf(PagingLoopError)
    expect(requests).toBe(1)
  })

  it('meets a cycle within twice its length, and lets a chain that never repeats go on', async () => {
    for (const length of [1, 2, 3, 5, 8, 13]) {
      // cursors c1 … c<length>, then c1 again
      const { requests, error } = await follow((index) => `c${(index % length) + 1}`)
      expect(error, `cycle of ${length}`).toBeInstanceOf(PagingLoopError)
      expect(requests, `cycle of ${length}`).toBeLessThanOrEqual(2 * length + 1)
    }
    const { requests, error } = await follow((index) => `c${index + 1}`)
    expect(error).toBeUndefined()
    expect(requests).toBe(200)
  })

  it('stops a page that answers its own cursor again at once, however long the chain before it', async () => {
    const { requests, error } = await follow((index) => `c${Math.min(index + 1, 20)}`)
    expect(error).toMatchObject({ position: 'cursor "c20"' })
    expect(requests).toBe(20)
  })

  it('meets a cycle that starts after a lead-in', async () => {
    // c1 … c6, then c7, c8, c9 over and over
    const { requests, error } = await follow((index) => `c${index < 6 ? index + 1 : 7 + ((index - 6) % 3)}`)
    expect(error).toBeInstanceOf(PagingLoopError)
    expect(requests).toBeLessThan(30)
  })

  it('takes a cursor the request did not send for no repeat', async () => {
    const { page, fetched } = pageOf({ cursor: 'null', result: [] }, { cursor: null })
    await page.next()
    expect(fetched).toEqual([{ params: { cursor: 'null' }, pageIndex: 1 }])
  })

  it('names an offset or a start that does not move', async () => {
    const offset = pageOf({ page: 0, page_size: 10, total: 100, result: [] }, { limit: 10, offset: 10 })
    await expect(offset.page.next()).rejects.toMatchObject({ position: 'offset 10' })
    const start = pageOf([{ version: 1 }, { version: 2 }], { limit: 2, start: '3' }, LEDGER)
    await expect(start.page.next()).rejects.toMatchObject({ position: 'start 3' })
    expect(offset.fetched.length + start.fetched.length).toBe(0)
  })
})

describe('iteratePages', () => {
  /** A chain of pages holding `sizes[i]` items each (page i's items are i × 100 + 0, 1, …). */
  function chain(sizes: readonly number[]) {
    let fetched = 0
    const build = (index: number): Page<number> =>
      new Page<number>({
        paging: CURSOR_AND_OFFSET,
        response: { result: Array.from({ length: sizes[index] ?? 0 }, (_, item) => index * 100 + item) },
        raw: { cursor: index + 1 < sizes.length ? `c${index + 1}` : null },
        params: index === 0 ? {} : { cursor: `c${index}` },
        pageIndex: index,
        fetchPage: async (_, pageIndex) => {
          fetched++
          return build(pageIndex)
        },
      })
    return { first: async () => build(0), fetched: () => fetched }
  }

  async function collect(pages: ReturnType<typeof chain>, options = {}) {
    const items: number[] = []
    for await (const item of iteratePages(() => pageWalk(pages.first, options))) items.push(item)
    return items
  }

  it('yields every item of every page, and stops exactly at maxItems and maxPages', async () => {
    expect(await collect(chain([2, 0, 1]))).toEqual([0, 1, 200])
    const two = chain([2, 2, 2])
    expect(await collect(two, { maxItems: 2 })).toEqual([0, 1])
    expect(two.fetched()).toBe(0)
    expect(await collect(chain([2, 2, 2]), { maxItems: 3 })).toEqual([0, 1, 100])
    const one = chain([1, 1, 1])
    expect(await collect(one, { maxPages: 1 })).toEqual([0])
    expect(one.fetched()).toBe(0)
    expect(await collect(chain([1, 1, 1]), { maxPages: 2, maxItems: Number.POSITIVE_INFINITY })).toEqual([
      0, 100,
    ])
  })

  it('throws A0001 once maxEmptyPages pages in a row held nothing and more are offered', async () => {
    expect(await collect(chain([0, 0, 1]), { maxEmptyPages: 3 })).toEqual([200])
    const stopped = chain([0, 0, 1])
    await expect(collect(stopped, { maxEmptyPages: 2 })).rejects.toMatchObject({
      code: 'A0001',
      message: '[A0001] Paging stopped: 2 pages in a row held no items (maxEmptyPages)',
      details: { pages: 2, emptyPages: 2 },
    })
    expect(stopped.fetched()).toBe(1)
    await expect(collect(chain([0, 1, 0, 1]), { maxEmptyPages: 1 })).rejects.toBeInstanceOf(W3DataError)
    // the last page may be empty: nothing more is offered
    expect(await collect(chain([1, 0]), { maxEmptyPages: 1 })).toEqual([0])
    expect(await collect(chain([0, 1, 0, 1]), { maxEmptyPages: Number.POSITIVE_INFINITY })).toEqual([
      100, 300,
    ])
    // a page with items starts the count again
    expect(await collect(chain([0, 1, 0, 1, 0]), { maxEmptyPages: 2 })).toEqual([100, 300])
  })

  it('stops at the default 10 empty pages in a row', async () => {
    expect(await collect(chain([...Array(10).fill(0), 1]), { maxEmptyPages: 11 })).toEqual([1000])
    await expect(collect(chain([...Array(10).fill(0), 1]))).rejects.toThrow('10 pages in a row')
  })

  it('holds one page at a time: the page walked is garbage while the next one is fetched', async () => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const page = (index: number): Page<{ name: string }> =>
      new Page<{ name: string }>({
        paging: CURSOR_AND_OFFSET,
        response: { result: [{ name: `${index}a` }, { name: `${index}b` }] },
        raw: { cursor: index === 0 ? 'c1' : null },
        params: index === 0 ? {} : { cursor: 'c1' },
        pageIndex: index,
        fetchPage: async () => {
          await released
          return page(1)
        },
      })
    const items = iteratePages(() => pageWalk(async () => page(0), {}))
    const { next } = await expectWalkedPageCollected(items, (collected) =>
      expect(collected).toEqual(['first item']),
    )
    release()
    expect((await next).value).toEqual({ name: '1a' })
  })

  it.each([
    ['maxItems', -1, 0, '-1'],
    ['maxItems', 2.5, 0, '2.5'],
    ['maxPages', '3', 0, '"3"'],
    ['maxPages', Number.NaN, 0, 'NaN'],
    ['maxEmptyPages', 0, 1, '0'],
    ['maxEmptyPages', Number.NEGATIVE_INFINITY, 1, '-Infinity'],
  ])('refuses %s %s with C0005 before fetching anything', async (name, value, least, shown) => {
    const pages = chain([1])
    let asked = false
    const first = () => {
      asked = true
      return pages.first()
    }
    await expect(iteratePages(() => pageWalk(first, { [name]: value })).next()).rejects.toMatchObject({
      code: 'C0005',
      message: `[C0005] Invalid ${name}: expected a whole number of at least ${least}, or Infinity (got ${shown})`,
    })
    expect(asked).toBe(false)
  })
})

describe('PagingBounds', () => {
  it('carries its count on, so a chain read one call at a time keeps the same bounds', () => {
    const first = new PagingBounds({ maxPages: 3 })
    expect(first.read(0, true)).toBe('next')
    const carried = new PagingBounds({ maxPages: 3 }, first.count)
    expect(carried.read(0, true)).toBe('next')
    expect(carried.count).toEqual({ pages: 2, emptyInRow: 2 })
    expect(carried.read(5, true)).toBe('capped')
    expect(carried.read(5, false)).toBe('end')
    expect(carried.cappedError()).toMatchObject({
      code: 'A0001',
      message: '[A0001] Paging stopped: 4 pages read and the provider still offers more (maxPages 3)',
      details: { pages: 4, maxPages: 3 },
    })
    expect(() => new PagingBounds({}, { pages: 0, emptyInRow: 9 }).read(0, true)).toThrow(
      '[A0001] Paging stopped: 10 pages in a row held no items (maxEmptyPages)',
    )
    expect(new PagingBounds()).toMatchObject({
      maxPages: DEFAULT_MAX_PAGES,
      maxEmptyPages: DEFAULT_MAX_EMPTY_PAGES,
    })
  })
})
