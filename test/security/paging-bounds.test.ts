// Every iteration ends, whatever the provider keeps offering.
import { describe, expect, it } from 'vitest'
import { PagingLoopError, W3DataError } from 'w3data'
import { json } from '../support/loopback'
import { CREATOR, clientOn, rejection, serve } from './serve'

const PARAMS = { creatorAddresses: [CREATOR], limit: 10 }

/** Iterates getNFTsByCreators against `origin` to the end, counting items. */
async function drain(origin: string, options: Record<string, unknown> = {}): Promise<number> {
  let items = 0
  for await (const _ of clientOn(origin).aptos.getNFTsByCreators.iterate(PARAMS, options)) items++
  return items
}

describe('iteration has default bounds', () => {
  it('empty pages with a fresh cursor each stop after 10 in a row with A0001, maxItems or not', async () => {
    let served = 0
    const provider = await serve((_, response) => json(response, { cursor: `c${++served}`, result: [] }))
    const error = await rejection(drain(provider.origin, { maxItems: 10 }))
    expect(error).toBeInstanceOf(W3DataError)
    expect((error as W3DataError).message).toBe(
      '[A0001] Paging stopped: 10 pages in a row held no items (maxEmptyPages)',
    )
    expect(provider.received).toHaveLength(10)
  })

  it('a page with items resets the count of empty pages; maxEmptyPages sets the bound', async () => {
    let served = 0
    const provider = await serve((_, response) => {
      served++
      const result = served % 3 === 0 ? [{ name: 'a' }] : []
      json(response, { cursor: served < 30 ? `c${served}` : null, result })
    })
    await expect(drain(provider.origin, { maxEmptyPages: 3 })).resolves.toBe(10)
    expect(provider.received).toHaveLength(30)
    served = 0
    await expect(drain(provider.origin, { maxEmptyPages: 2 })).rejects.toThrow(
      '2 pages in a row held no items',
    )
    expect(provider.received).toHaveLength(32)
  })

  it.each([
    [
      'fresh cursors and a total it ignores',
      (n: number) => ({ cursor: `c${n}`, total: 1, result: [{ name: 'a' }] }),
    ],
    ['hasNextPage while it ignores the offset', () => ({ hasNextPage: true, result: [{ name: 'a' }] })],
  ])(
    'a chain the server steers forever (%s) ends after the default 1000 pages',
    async (_, body) => {
      let served = 0
      const provider = await serve((_, response) => json(response, body(++served)))
      await expect(drain(provider.origin)).resolves.toBe(1000)
      expect(provider.received).toHaveLength(1000)
    },
    60_000,
  )

  it('page_size 0 with a total is no endless offset chain: the limit sizes the pages', async () => {
    const provider = await serve((_, response) =>
      json(response, { page_size: 0, total: 30, cursor: null, result: [{ name: 'a' }] }),
    )
    await expect(drain(provider.origin)).resolves.toBe(3)
    expect(
      provider.received.map((request) => new URL(request.url, 'http://x').searchParams.get('offset')),
    ).toEqual([null, '10', '20'])
  })

  it('a cursor cycle longer than one page is still stopped (A, B, C, A)', async () => {
    let served = 0
    const provider = await serve((_, response) =>
      json(response, { cursor: ['A', 'B', 'C'][served++ % 3], result: [{ name: 'a' }] }),
    )
    const error = await rejection(drain(provider.origin))
    expect(error).toBeInstanceOf(PagingLoopError)
    expect(provider.received.length).toBeLessThan(10)
  })
})

describe('iteration bounds are validated', () => {
  it.each([
    ['maxItems', Number.NaN, 'NaN'],
    ['maxItems', 'abc', '"abc"'],
    ['maxPages', null, 'null'],
    ['maxPages', {}, '[object Object]'],
    ['maxPages', '3', '"3"'],
    ['maxItems', -1, '-1'],
    ['maxEmptyPages', 0, '0'],
    ['maxEmptyPages', 1.5, '1.5'],
  ])('%s: %s is C0005 before any request', async (name, value, shown) => {
    const provider = await serve((_, response) => json(response, { cursor: null, result: [] }))
    const error = await rejection(drain(provider.origin, { [name]: value }))
    const least = name === 'maxEmptyPages' ? 1 : 0
    expect((error as W3DataError).message).toBe(
      `[C0005] Invalid ${name}: expected a whole number of at least ${least}, or Infinity (got ${shown})`,
    )
    expect(provider.received).toHaveLength(0)
  })

  it('Infinity is accepted', async () => {
    const provider = await serve((_, response) => json(response, { cursor: null, result: [{ name: 'a' }] }))
    await expect(drain(provider.origin, { maxPages: Number.POSITIVE_INFINITY })).resolves.toBe(1)
  })
})
