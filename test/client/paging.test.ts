import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, DEFAULT_PAGE_LIMIT, Page } from 'w3data'
import { getCoinsByNameRange, getNFTsByCreators, getTransactions } from 'w3data/aptos'

const KEY = 'test-key-0123456789'
const BASE_URLS = { aptos: { mainnet: 'https://aptos.test', testnet: 'https://aptos-testnet.test' } }
const PARAMS = { creatorAddresses: ['0x1'], limit: 10 }
const PAGE_LIMIT_EXCEEDED =
  '[A0002] Page limit exceeded! Before call this method check an existence of the next page by .hasNext() method.'

afterEach(() => nock.cleanAll())

const client = createClient({ apiKey: KEY, baseUrls: BASE_URLS, retryDelay: 1 })

const token = (name: string) => ({ name, collection_name: 'Paged', token_data_id_hash: `hash-${name}` })

/** Intercepts GET `pathname` once, recording the query it was sent with. */
function onePage(pathname: string, body: nock.Body, queries: URLSearchParams[]) {
  return nock('https://aptos.test')
    .get(pathname)
    .query(true)
    .reply(function (this: nock.ReplyFnContext) {
      queries.push(new URL(this.req.path, 'https://aptos.test').searchParams)
      return [200, body]
    })
}

/** Three cursor pages of two tokens each: a, b | c, d | e, f. */
function threeCursorPages(queries: URLSearchParams[]) {
  return [
    onePage('/nfts/creators', { cursor: 'c2', hasNextPage: true, result: [token('a'), token('b')] }, queries),
    onePage('/nfts/creators', { cursor: 'c3', hasNextPage: true, result: [token('c'), token('d')] }, queries),
    onePage(
      '/nfts/creators',
      { cursor: null, hasNextPage: false, result: [token('e'), token('f')] },
      queries,
    ),
  ]
}

describe('cursor paging', () => {
  it('follows the cursor, then refuses next() on the last page with A0002', async () => {
    const queries: URLSearchParams[] = []
    const scopes = [
      onePage('/nfts/creators', { cursor: 'cursor-2', hasNextPage: true, result: [token('a')] }, queries),
      onePage('/nfts/creators', { cursor: null, hasNextPage: false, result: [token('b')] }, queries),
    ]
    const first = await getNFTsByCreators(client, { ...PARAMS, limit: 1 })
    expect(first.hasNext()).toBe(true)
    expect(first.cursor).toBe('cursor-2')
    expect(first.result.map((item) => item.name)).toEqual(['a'])

    const second = await first.next()
    expect(second.result.map((item) => item.name)).toEqual(['b'])
    expect(queries[0]?.get('cursor')).toBeNull()
    expect(queries[1]?.get('cursor')).toBe('cursor-2')
    expect(queries[1]?.get('limit')).toBe('1')
    expect(queries[1]?.getAll('creator_addresses[]')).toEqual([`0x${'0'.repeat(63)}1`])

    expect(second.hasNext()).toBe(false)
    await expect(second.next()).rejects.toThrow(PAGE_LIMIT_EXCEEDED)
    await expect(second.next()).rejects.toMatchObject({ code: 'A0002', message: PAGE_LIMIT_EXCEEDED })
    for (const scope of scopes) expect(scope.isDone()).toBe(true)
  })

  it('lets hasNextPage: false win over a cursor', async () => {
    onePage('/nfts/creators', { cursor: 'stale', hasNextPage: false, result: [token('a')] }, [])
    const page = await getNFTsByCreators(client, PARAMS)
    expect(page.hasNext()).toBe(false)
    await expect(page.next()).rejects.toThrow(PAGE_LIMIT_EXCEEDED)
  })

  it('lets hasNextPage: false win over a total that promises more', async () => {
    onePage('/coins/names', { total: 500, page: 0, page_size: 10, hasNextPage: false, result: [] }, [])
    const page = await getCoinsByNameRange(client, { limit: 10 })
    expect(page.hasNext()).toBe(false)
  })
})

describe('offset paging', () => {
  it('falls back to offset = (page + 1) × limit when the response has total/page/page_size and no cursor', async () => {
    const queries: URLSearchParams[] = []
    const coin = (symbol: string) => ({ symbol, coin_type: `0x1::${symbol}::C` })
    const scopes = [
      onePage('/coins/names', { total: 25, page: 0, page_size: 10, result: [coin('A')] }, queries),
      onePage(
        '/coins/names',
        { total: 25, page: 1, page_size: 10, cursor: null, result: [coin('B')] },
        queries,
      ),
      onePage('/coins/names', { total: 25, page: 2, page_size: 10, result: [coin('C')] }, queries),
    ]
    const first = await getCoinsByNameRange(client, { limit: 10, fromName: 'A' })
    expect(first.hasNext()).toBe(true)
    const second = await first.next()
    expect(second.hasNext()).toBe(true)
    const third = await second.next()
    // 25 items in pages of 10: the third page is the last.
    expect(third.hasNext()).toBe(false)
    await expect(third.next()).rejects.toThrow(PAGE_LIMIT_EXCEEDED)

    expect(queries.map((query) => [query.get('offset'), query.get('limit'), query.get('from_name')])).toEqual(
      [
        [null, '10', 'A'], // the first page sends no offset the caller did not give
        ['10', '10', 'A'],
        ['20', '10', 'A'],
      ],
    )
    expect(third.result[0]?.coinType).toBe('0x1::C::C')
    for (const scope of scopes) expect(scope.isDone()).toBe(true)
  })

  it('starts from the page the caller offset points at', async () => {
    const queries: URLSearchParams[] = []
    onePage('/coins/names', { total: 100, result: [] }, queries)
    onePage('/coins/names', { total: 100, result: [] }, queries)
    const page = await getCoinsByNameRange(client, { limit: 20, offset: 40 })
    expect(page.page).toBe(2)
    await page.next()
    expect(queries.map((query) => query.get('offset'))).toEqual(['40', '60'])
  })

  it('uses the default limit of 500 for the next offset when the request names no limit', async () => {
    // Every Aptos operation sends a limit (its documented default), so build the page directly.
    expect(DEFAULT_PAGE_LIMIT).toBe(500)
    const fetched: [Record<string, unknown>, number][] = []
    const page: Page<unknown> = new Page<unknown>({
      paging: {
        style: 'cursor',
        firstPage: 0,
        limit: 'limit',
        offset: 'offset',
        cursor: 'cursor',
        items: 'result',
      },
      response: { result: [] },
      raw: { total: 1200, page: 0, result: [] },
      params: { fromName: 'A' },
      pageIndex: 0,
      fetchPage: async (params, index) => {
        fetched.push([params, index])
        return page
      },
    })
    expect(page.pageSize).toBe(500)
    expect(page.hasNext()).toBe(true)
    await page.next()
    expect(fetched).toEqual([[{ fromName: 'A', offset: 500 }, 1]])
  })
})

describe('iterate', () => {
  it('walks every page of a cursor list', async () => {
    const queries: URLSearchParams[] = []
    const scopes = threeCursorPages(queries)
    const names: string[] = []
    for await (const item of client.aptos.getNFTsByCreators.iterate(PARAMS)) names.push(item.name)
    expect(names).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    expect(queries.map((query) => query.get('cursor'))).toEqual([null, 'c2', 'c3'])
    for (const scope of scopes) expect(scope.isDone()).toBe(true)
  })

  it('stops after maxItems without fetching further pages', async () => {
    const queries: URLSearchParams[] = []
    const [first, second, third] = threeCursorPages(queries)
    const names: string[] = []
    for await (const item of client.aptos.getNFTsByCreators.iterate(PARAMS, { maxItems: 3 }))
      names.push(item.name)
    expect(names).toEqual(['a', 'b', 'c'])
    expect(first?.isDone()).toBe(true)
    expect(second?.isDone()).toBe(true)
    expect(third?.isDone()).toBe(false)
  })

  it('stops after maxPages', async () => {
    const queries: URLSearchParams[] = []
    const [, , third] = threeCursorPages(queries)
    const names: string[] = []
    for await (const item of client.aptos.getNFTsByCreators.iterate(PARAMS, { maxPages: 2 }))
      names.push(item.name)
    expect(names).toEqual(['a', 'b', 'c', 'd'])
    expect(queries).toHaveLength(2)
    expect(third?.isDone()).toBe(false)
  })

  it('asks for nothing when maxItems or maxPages is 0', async () => {
    for (const limit of [{ maxItems: 0 }, { maxPages: 0 }]) {
      const queries: URLSearchParams[] = []
      threeCursorPages(queries)
      const names: string[] = []
      for await (const item of client.aptos.getNFTsByCreators.iterate(PARAMS, limit)) names.push(item.name)
      expect(names, JSON.stringify(limit)).toEqual([])
      expect(queries, JSON.stringify(limit)).toEqual([])
      nock.cleanAll()
    }
  })

  it('works as a free function: getNFTsByCreators.iterate(client, params)', async () => {
    const queries: URLSearchParams[] = []
    const scopes = threeCursorPages(queries)
    const names: string[] = []
    for await (const item of getNFTsByCreators.iterate(client, PARAMS)) names.push(item.name)
    expect(names).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
    for (const scope of scopes) expect(scope.isDone()).toBe(true)
  })

  it('fetches nothing until the first item is asked for', async () => {
    const scope = onePage('/nfts/creators', { cursor: null, result: [token('a')] }, [])
    const items = getNFTsByCreators.iterate(client, PARAMS)
    expect(scope.isDone()).toBe(false)
    expect((await items.next()).value).toMatchObject({ name: 'a' })
    expect(scope.isDone()).toBe(true)
  })
})

describe('ledger start paging', () => {
  const userTransaction = (version: string, sequenceNumber: string) => ({
    type: 'user_transaction',
    version,
    hash: `0x${version}`,
    sender: '0x1',
    sequence_number: sequenceNumber,
    success: true,
    changes: [],
    events: [],
  })
  const stateCheckpoint = (version: string) => ({
    type: 'state_checkpoint_transaction',
    version,
    hash: `0x${version}`,
  })

  it('asks for start = last version + 1, and stops on a short page', async () => {
    const queries: URLSearchParams[] = []
    const scopes = [
      onePage('/transactions', [userTransaction('100', '7'), userTransaction('101', '8')], queries),
      onePage('/transactions', [stateCheckpoint('102'), userTransaction('103', '9')], queries),
      onePage('/transactions', [stateCheckpoint('104')], queries),
    ]
    const first = await getTransactions(client, { limit: 2, start: '100' })
    expect(first.hasNext()).toBe(true)
    const second = await first.next()
    expect(second.hasNext()).toBe(true)
    const third = await second.next()
    expect(third.result).toHaveLength(1)
    expect(third.hasNext()).toBe(false)
    await expect(third.next()).rejects.toThrow(PAGE_LIMIT_EXCEEDED)
    expect(queries.map((query) => [query.get('start'), query.get('limit')])).toEqual([
      ['100', '2'],
      ['102', '2'],
      ['104', '2'],
    ])
    for (const scope of scopes) expect(scope.isDone()).toBe(true)
  })

  it('iterates a ledger list until an empty page', async () => {
    const queries: URLSearchParams[] = []
    onePage('/transactions', [stateCheckpoint('5'), stateCheckpoint('6')], queries)
    onePage('/transactions', [], queries)
    const versions: string[] = []
    for await (const transaction of getTransactions.iterate(client, { limit: 2 })) {
      versions.push('version' in transaction ? String(transaction.version) : '?')
    }
    expect(versions).toEqual(['5', '6'])
    expect(queries.map((query) => query.get('start'))).toEqual([null, '7'])
  })
})
