// @vitest-environment jsdom
// The generated hooks of w3data/react against nock, rendered with Testing Library. Under Vitest 4's
// jsdom environment fetch, Request and AbortController stay Node's, so nock intercepts as in Node.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import nock from 'nock'
import { type ReactNode, Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { type ClientOptions, createClient, isW3DataError, ServerError, type W3DataError } from 'w3data'
import {
  aptosGetNFTsByIdsQueryKey,
  useAptosGetNFTsByCreatorsInfinite,
  useAptosGetNFTsByIds,
  useAptosGetNFTsByIdsSuspense,
  useAptosSubmitTransaction,
  W3DataProvider,
} from 'w3data/react'
import { act, cleanup, render, renderHook, screen, waitFor } from './testingLibrary'

const API_KEY = 'test-key-0123456789'
const BASE = 'https://aptos.test'
const ADDRESS_1 = `0x${'1'.padStart(64, '0')}`

function makeClient(options: ClientOptions = {}) {
  return createClient({ apiKey: API_KEY, baseUrls: { aptos: { mainnet: BASE } }, retryDelay: 1, ...options })
}

function setup(options: ClientOptions = {}) {
  const client = makeClient(options)
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <W3DataProvider client={client}>{children}</W3DataProvider>
    </QueryClientProvider>
  )
  return { client, queryClient, wrapper }
}

/** One NFT as the provider sends it (snake_case). */
function wireToken(id: string) {
  return {
    collection_data_id_hash: `col-${id}`,
    collection_name: 'Aptos Monkeys',
    creator_address: ADDRESS_1,
    default_properties: { rarity_score: '7' },
    description: 'a monkey',
    description_mutable: false,
    largest_property_version: '0',
    last_transaction_timestamp: '2023-01-01T00:00:00.000Z',
    last_transaction_version: '123',
    maximum: '1',
    maximum_mutable: false,
    metadata_uri: `https://meta.test/${id}`,
    name: `Monkey ${id}`,
    payee_address: ADDRESS_1,
    properties_mutable: false,
    royalty_mutable: false,
    royalty_points_denominator: '100',
    royalty_points_numerator: '5',
    supply: '1',
    token_data_id_hash: id,
    uri_mutable: false,
  }
}

/**
 * TanStack re-renders only for the result properties read during render (tracked props). A test
 * that reads `result.current.data` only after an update would see a stale result, so hooks under
 * renderHook are read in full, as a component destructuring them would.
 */
function readAll<T extends object>(result: T): T {
  return { ...result }
}

/** The query string of a request seen by nock. */
function queryOf(uri: string): URLSearchParams {
  return new URL(uri, BASE).searchParams
}

beforeAll(() => {})

afterEach(() => {
  cleanup()
  nock.cleanAll()
})

describe('queries', () => {
  it('useAptosGetNFTsByIds renders the camelCase result', async () => {
    const { wrapper } = setup()
    const seen: { uri: string; headers: Record<string, string | string[]> }[] = []
    const scope = nock(BASE)
      .get('/nfts')
      .query(true)
      .reply(function (uri) {
        seen.push({ uri, headers: this.req.headers })
        return [200, [wireToken('t1')]]
      })

    function Token() {
      const { data, status } = useAptosGetNFTsByIds({ tokenIds: ['t1'] })
      if (!data) return <p>{status}</p>
      const [token] = data
      return (
        <p>
          {token?.tokenDataIdHash} | {token?.collectionName} | {token?.metadataUri} | royalty{' '}
          {token?.royaltyPointsNumerator}/{token?.royaltyPointsDenominator}
        </p>
      )
    }
    render(<Token />, { wrapper })

    expect(screen.getByText('pending')).toBeDefined()
    expect(
      await screen.findByText('t1 | Aptos Monkeys | https://meta.test/t1 | royalty 5/100', {
        normalizer: (s) => s,
      }),
    ).toBeDefined()
    expect(scope.isDone()).toBe(true)
    expect(seen).toHaveLength(1)
    expect(queryOf(seen[0]!.uri).getAll('token_ids[]')).toEqual(['t1'])
    expect(seen[0]!.headers['x-api-key']).toBe(API_KEY)
  })

  it('useAptosGetNFTsByIds data has only camelCase keys; data maps keep theirs', async () => {
    const { wrapper } = setup()
    nock(BASE)
      .get('/nfts')
      .query(true)
      .reply(200, [wireToken('t1')])

    const { result } = renderHook(() => readAll(useAptosGetNFTsByIds({ tokenIds: ['t1'] })), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))

    const token = result.current.data?.[0]
    expect(token).toMatchObject({
      tokenDataIdHash: 't1',
      collectionDataIdHash: 'col-t1',
      creatorAddress: ADDRESS_1,
      lastTransactionVersion: '123',
      uriMutable: false,
      // a map that is data keeps the provider's keys
      defaultProperties: { rarity_score: '7' },
    })
    expect(Object.keys(token ?? {}).filter((key) => key.includes('_'))).toEqual([])
  })

  it('useAptosGetNFTsByCreatorsInfinite pages twice by cursor, then has no next page', async () => {
    const { wrapper } = setup()
    const pages = [
      { cursor: 'cursor-1', hasNextPage: true, result: [wireToken('a'), wireToken('b')] },
      { cursor: 'cursor-2', hasNextPage: true, result: [wireToken('c'), wireToken('d')] },
      { cursor: null, hasNextPage: false, result: [wireToken('e')] },
    ]
    const uris: string[] = []
    const scope = nock(BASE)
      .get('/nfts/creators')
      .query(true)
      .times(3)
      .reply((uri) => {
        uris.push(uri)
        return [200, pages[uris.length - 1]]
      })

    const { result } = renderHook(
      () => readAll(useAptosGetNFTsByCreatorsInfinite({ creatorAddresses: ['0x1'], limit: 2 })),
      { wrapper },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.hasNextPage).toBe(true)

    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    expect(result.current.hasNextPage).toBe(true)

    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3))
    expect(result.current.hasNextPage).toBe(false)
    expect(result.current.isFetchingNextPage).toBe(false)

    expect(scope.isDone()).toBe(true)
    expect(uris).toHaveLength(3)
    const [first, second, third] = uris.map(queryOf)
    expect(first!.get('cursor')).toBeNull()
    expect(first!.get('limit')).toBe('2')
    expect(first!.getAll('creator_addresses[]')).toEqual([ADDRESS_1])
    expect(second!.get('cursor')).toBe('cursor-1')
    expect(second!.get('limit')).toBe('2')
    expect(second!.getAll('creator_addresses[]')).toEqual([ADDRESS_1])
    expect(third!.get('cursor')).toBe('cursor-2')
    expect(third!.get('limit')).toBe('2')

    const names = result.current.data?.pages.flatMap((page) =>
      page.result.map((token) => token.tokenDataIdHash),
    )
    expect(names).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(result.current.data?.pages[2]?.cursor).toBeNull()
  })

  it('a 500 is a typed W3DataError and TanStack does not retry it', async () => {
    const { wrapper } = setup({ maxRetries: 0 })
    let requests = 0
    nock(BASE)
      .get('/nfts')
      .query(true)
      .times(5)
      .reply(() => {
        requests++
        return [500, { message: 'Boom' }]
      })

    const { result } = renderHook(() => readAll(useAptosGetNFTsByIds({ tokenIds: ['t1'] })), { wrapper })
    // With TanStack's default of 3 retries the query would stay pending for seconds.
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 2000 })

    expectTypeOf(result.current.error).toEqualTypeOf<W3DataError | null>()
    const error = result.current.error
    expect(requests).toBe(1)
    expect(result.current.failureCount).toBe(1)
    expect(isW3DataError(error)).toBe(true)
    expect(error).toBeInstanceOf(ServerError)
    expect(error?.code).toBe('C0006')
    expect(error?.message).toBe('[C0006] Request failed, Internal Server Error(500): Boom')
    expect(JSON.stringify(error)).not.toContain(API_KEY)
  })

  it('the Suspense hook shows the fallback, then the data', async () => {
    const { wrapper } = setup()
    nock(BASE)
      .get('/nfts')
      .query(true)
      .delay(20)
      .reply(200, [wireToken('t1')])

    function Token() {
      const { data } = useAptosGetNFTsByIdsSuspense({ tokenIds: ['t1'] })
      return <p>name: {data[0]?.name}</p>
    }
    render(
      <Suspense fallback="loading">
        <Token />
      </Suspense>,
      { wrapper },
    )

    expect(screen.getByText('loading')).toBeDefined()
    expect(await screen.findByText('name: Monkey t1')).toBeDefined()
    expect(screen.queryByText('loading')).toBeNull()
  })
})

describe('mutations', () => {
  const transaction = {
    sender: ADDRESS_1,
    sequenceNumber: '7',
    maxGasAmount: '2000',
    gasUnitPrice: '100',
    expirationTimestampSecs: '1700000000',
    payload: {
      type: 'entry_function_payload' as const,
      function: '0x1::aptos_account::transfer',
      typeArguments: ['0x1::aptos_coin::AptosCoin'],
      arguments: ['0x2', '100'],
    },
    signature: { type: 'ed25519_signature' as const, publicKey: '0xaa', signature: '0xbb' },
  }
  const wireTransaction = {
    sender: ADDRESS_1,
    sequence_number: '7',
    max_gas_amount: '2000',
    gas_unit_price: '100',
    expiration_timestamp_secs: '1700000000',
    payload: {
      type: 'entry_function_payload',
      function: '0x1::aptos_account::transfer',
      type_arguments: ['0x1::aptos_coin::AptosCoin'],
      arguments: ['0x2', '100'],
    },
    signature: { type: 'ed25519_signature', public_key: '0xaa', signature: '0xbb' },
  }

  it('useAptosSubmitTransaction sends one POST with the snake_case body', async () => {
    const { wrapper } = setup()
    const bodies: unknown[] = []
    const scope = nock(BASE)
      .post('/transactions', (body) => {
        bodies.push(body)
        return true
      })
      .query({ network: 'mainnet' })
      .reply(202, { type: 'pending_transaction', hash: '0xfeed', ...wireTransaction })

    const { result } = renderHook(() => readAll(useAptosSubmitTransaction()), { wrapper })
    const pending = await act(() => result.current.mutateAsync(transaction))

    expect(scope.isDone()).toBe(true)
    expect(bodies).toEqual([wireTransaction])
    expect(pending).toMatchObject({
      hash: '0xfeed',
      sequenceNumber: '7',
      payload: { typeArguments: ['0x1::aptos_coin::AptosCoin'] },
      signature: { publicKey: '0xaa' },
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.hash).toBe('0xfeed')
  })

  it('a 503 on the POST is not retried and surfaces as a W3DataError', async () => {
    // The client's default maxRetries (2) applies; POST is never retried.
    const { wrapper } = setup()
    let requests = 0
    nock(BASE)
      .post('/transactions')
      .query({ network: 'mainnet' })
      .times(5)
      .reply(() => {
        requests++
        return [503, { message: 'mempool is full' }]
      })

    const { result } = renderHook(() => readAll(useAptosSubmitTransaction()), { wrapper })
    await act(async () => {
      await expect(result.current.mutateAsync(transaction)).rejects.toMatchObject({ code: 'C0006' })
    })
    await waitFor(() => expect(result.current.isError).toBe(true))

    expect(requests).toBe(1)
    const error = result.current.error
    expect(isW3DataError(error)).toBe(true)
    expect(error).toBeInstanceOf(ServerError)
    expect(error?.code).toBe('C0006')
    expect(error?.message).toBe('[C0006] Request failed, Service Unavailable(503): mempool is full')
  })
})

describe('cancellation', () => {
  /** A fetch that never answers, but rejects like fetch does once its signal aborts. */
  function hangingFetch() {
    const signals: AbortSignal[] = []
    const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const signal = input instanceof Request ? input.signal : init?.signal
      if (!signal) throw new Error('no signal reached fetch')
      signals.push(signal)
      return new Promise((_, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
    }
    return { fetch: fetch as typeof globalThis.fetch, signals }
  }

  it('unmounting the only observer aborts the request', async () => {
    const { fetch, signals } = hangingFetch()
    const { client, wrapper, queryClient } = setup({ fetch })

    const { unmount } = renderHook(() => readAll(useAptosGetNFTsByIds({ tokenIds: ['t1'] })), { wrapper })
    await waitFor(() => expect(signals).toHaveLength(1))
    expect(signals[0]!.aborted).toBe(false)

    unmount()
    await waitFor(() => expect(signals[0]!.aborted).toBe(true))
    expect(signals).toHaveLength(1)
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .find({ queryKey: aptosGetNFTsByIdsQueryKey(client, { tokenIds: ['t1'] }), exact: false })?.state
          .fetchStatus,
      ).toBe('idle'),
    )
  })

  it('queryClient.cancelQueries aborts the request', async () => {
    const { fetch, signals } = hangingFetch()
    const { client, wrapper, queryClient } = setup({ fetch })

    const { result } = renderHook(() => readAll(useAptosGetNFTsByIds({ tokenIds: ['t1'] })), { wrapper })
    await waitFor(() => expect(signals).toHaveLength(1))
    expect(result.current.fetchStatus).toBe('fetching')

    await act(() =>
      queryClient.cancelQueries({ queryKey: aptosGetNFTsByIdsQueryKey(client, { tokenIds: ['t1'] }) }),
    )
    expect(signals[0]!.aborted).toBe(true)
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'))
    // Cancelling reverts to the state before the fetch: no data and no error.
    expect(result.current.status).toBe('pending')
    expect(result.current.error).toBeNull()
  })
})
