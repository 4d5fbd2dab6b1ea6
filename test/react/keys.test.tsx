// @vitest-environment jsdom
// Query keys of w3data/react: their shape, their stability under TanStack's hashing, and that no
// key (nor anything else TanStack caches) carries the API key.
import { hashKey, MutationObserver, partialMatchKey, QueryClient } from '@tanstack/react-query'
import nock from 'nock'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import { catalogues, type OperationEntry, type SchemaObject } from 'w3data/catalogue'
import * as react from 'w3data/react'
import {
  aptosEstimateGasPriceQueryKey,
  aptosGetNFTsByCreatorsInfiniteQueryOptions,
  aptosGetNFTsByCreatorsQueryKey,
  aptosGetNFTsByCreatorsQueryOptions,
  aptosGetNFTsByCreatorsQueryPrefix,
  aptosGetNFTsByIdsQueryKey,
  aptosGetNFTsByIdsQueryOptions,
  aptosSubmitTransactionMutationOptions,
  W3DATA_QUERY_SCOPE,
} from 'w3data/react'

const API_KEY = 'test-key-0123456789'
const BASE = 'https://aptos.test'
const SECRET = /test-key-0123456789|api[-_]?key/i
const ADDRESS_1 = `0x${'1'.padStart(64, '0')}`
const ADDRESS_2 = `0x${'2'.padStart(64, '0')}`

const client = createClient({ apiKey: API_KEY, baseUrls: { aptos: { mainnet: BASE } }, retryDelay: 1 })

beforeAll(() => {})

afterEach(() => {
  nock.cleanAll()
})

describe('key stability', () => {
  const params = { creatorAddresses: ['0x1', '0x2'], limit: 2, cursor: 'abc', network: 'mainnet' as const }
  const reordered = { network: 'mainnet' as const, cursor: 'abc', limit: 2, creatorAddresses: ['0x1', '0x2'] }
  const sent = {
    creatorAddresses: [ADDRESS_1, ADDRESS_2],
    limit: '2',
    cursor: 'abc',
    network: 'mainnet',
  }

  it('the key is scope, API, operation, the parameters as sent and the endpoint', () => {
    expect(W3DATA_QUERY_SCOPE).toBe('w3data')
    const key = aptosGetNFTsByCreatorsQueryKey(client, params)
    expect(key).toEqual(['w3data', 'aptos', 'getNFTsByCreators', sent, { endpoint: BASE }])
    expect(aptosGetNFTsByCreatorsQueryOptions(client, params).queryKey).toEqual(key)
    expect(aptosGetNFTsByIdsQueryKey(client, { tokenIds: ['t1'] })).toEqual([
      'w3data',
      'aptos',
      'getNFTsByIds',
      { tokenIds: ['t1'], network: 'mainnet' },
      { endpoint: BASE },
    ])
    // Operations without required parameters key the same with no parameters or empty ones.
    expect(hashKey(aptosEstimateGasPriceQueryKey(client))).toBe(
      hashKey(aptosEstimateGasPriceQueryKey(client, {})),
    )
  })

  it('equal parameters built in a different key order hash the same', () => {
    expect(Object.keys(params)).not.toEqual(Object.keys(reordered))
    expect(hashKey(aptosGetNFTsByCreatorsQueryKey(client, params))).toBe(
      hashKey(aptosGetNFTsByCreatorsQueryKey(client, reordered)),
    )
    expect(hashKey(aptosGetNFTsByCreatorsInfiniteQueryOptions(client, params).queryKey)).toBe(
      hashKey(aptosGetNFTsByCreatorsInfiniteQueryOptions(client, reordered).queryKey),
    )
    // …while different parameters, or the same list in another order, do not.
    const other = { ...params, limit: 3 }
    expect(hashKey(aptosGetNFTsByCreatorsQueryKey(client, other))).not.toBe(
      hashKey(aptosGetNFTsByCreatorsQueryKey(client, params)),
    )
    const swapped = { ...params, creatorAddresses: ['0x2', '0x1'] }
    expect(hashKey(aptosGetNFTsByCreatorsQueryKey(client, swapped))).not.toBe(
      hashKey(aptosGetNFTsByCreatorsQueryKey(client, params)),
    )
  })

  it('parameters JSON cannot write (a symbol, a function) key as {}, and the query fails with C0005', async () => {
    for (const given of [Symbol('p'), () => 1]) {
      expect(aptosGetNFTsByIdsQueryKey(client, given as never)[3]).toEqual({})
      await expect(
        new QueryClient().fetchQuery(aptosGetNFTsByIdsQueryOptions(client, given as never)),
      ).rejects.toThrow('[C0005] Parameters of getNFTsByIds must be an object')
    }
  })

  it('the infinite key marks itself infinite; the operation prefix matches both', () => {
    const key = aptosGetNFTsByCreatorsQueryKey(client, params)
    const infiniteKey = aptosGetNFTsByCreatorsInfiniteQueryOptions(client, params).queryKey
    expect(infiniteKey).toEqual([...key.slice(0, 4), { endpoint: BASE, infinite: true }])
    expect(hashKey(infiniteKey)).not.toBe(hashKey(key))
    for (const prefix of [
      aptosGetNFTsByCreatorsQueryPrefix(),
      aptosGetNFTsByCreatorsQueryPrefix({ limit: 2 }),
    ]) {
      expect(partialMatchKey(key, prefix)).toBe(true)
      expect(partialMatchKey(infiniteKey, prefix)).toBe(true)
    }
    expect(partialMatchKey(infiniteKey, [W3DATA_QUERY_SCOPE])).toBe(true)
  })

  it('mutation keys are scope, API and operation', () => {
    expect(aptosSubmitTransactionMutationOptions(client).mutationKey).toEqual([
      'w3data',
      'aptos',
      'submitTransaction',
    ])
  })
})

describe('no API key in any key', () => {
  type KeyFn = (client: unknown, params?: unknown) => readonly unknown[]
  type OptionsFn = (client: unknown, params?: unknown) => { queryKey: readonly unknown[] }
  type MutationOptionsFn = (client: unknown) => { mutationKey: readonly unknown[] }
  const exports = Object.entries(react as Record<string, unknown>)
  const named = <T,>(suffix: string) =>
    exports.filter(([name, value]) => name.endsWith(suffix) && typeof value === 'function') as [string, T][]

  const operations = catalogues.flatMap((catalogue) => catalogue.operations)
  // Factories are named API + operation: aptosGetNFTsByIds…
  const factoryBase = (operation: OperationEntry) =>
    `${operation.api}${operation.id[0]?.toUpperCase()}${operation.id.slice(1)}`
  const byFactory = new Map(operations.map((operation) => [factoryBase(operation), operation]))
  // Reads, as the catalogue marks them (the GETs but the resyncs, and the POSTs that only read).
  const reads = operations.filter((operation) => operation.effect === 'read')

  function sample(schema: SchemaObject): unknown {
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
    if (schema.enum?.length) return schema.enum[0]
    if (type === 'array') return [sample(schema.items ?? {})]
    if (type === 'integer' || type === 'number') return 1
    if (type === 'boolean') return true
    if (type === 'object') return { nested: 'value' }
    return '0x1'
  }
  function sampleParams(base: string): Record<string, unknown> {
    const operation = byFactory.get(base)
    if (!operation) throw new Error(`${base} is not in the catalogue`)
    return {
      ...Object.fromEntries(operation.params.map((param) => [param.name, sample(param.schema)])),
      network: 'mainnet',
    }
  }

  it('every *QueryKey export, one per read operation of the catalogue, is free of the key', () => {
    const keyFns = named<KeyFn>('QueryKey').filter(([name]) => !name.endsWith('InfiniteQueryKey'))
    expect(keyFns.map(([name]) => name).sort()).toEqual(
      reads.map((operation) => `${factoryBase(operation)}QueryKey`).sort(),
    )
    for (const [name, keyFn] of keyFns) {
      const base = name.slice(0, -'QueryKey'.length)
      const key = keyFn(client, sampleParams(base))
      const operation = byFactory.get(base)
      expect(key.slice(0, 3), name).toEqual(['w3data', operation?.api, operation?.id])
      expect(JSON.stringify(key), name).not.toMatch(SECRET)
    }
  })

  it('every options factory, given a client holding the key, builds keys without it', () => {
    const optionFns = [...named<OptionsFn>('QueryOptions'), ...named<OptionsFn>('InfiniteQueryOptions')]
    expect(optionFns.length).toBeGreaterThan(reads.length)
    for (const [name, optionsFn] of optionFns) {
      const base = name.replace(/(Infinite)?QueryOptions$/, '')
      const { queryKey } = optionsFn(client, sampleParams(base))
      expect(JSON.stringify(queryKey), name).not.toMatch(SECRET)
    }
    const mutationFns = named<MutationOptionsFn>('MutationOptions')
    expect(mutationFns.map(([name]) => name)).toContain('aptosSubmitTransactionMutationOptions')
    for (const [name, optionsFn] of mutationFns) {
      expect(JSON.stringify(optionsFn(client).mutationKey), name).not.toMatch(SECRET)
    }
  })

  it('the QueryClient caches no key, page parameter, result or error carrying the API key', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } })
    const headers: string[] = []
    nock(BASE)
      .get('/nfts')
      .query(true)
      .reply(function () {
        headers.push(String(this.req.headers['x-api-key']))
        return [200, [{ token_data_id_hash: 't1', name: 'one' }]]
      })
      .get('/nfts/creators')
      .query(true)
      .times(2)
      .reply((uri) =>
        uri.includes('cursor=')
          ? [200, { cursor: null, hasNextPage: false, result: [{ token_data_id_hash: 'b' }] }]
          : [200, { cursor: 'next', hasNextPage: true, result: [{ token_data_id_hash: 'a' }] }],
      )
      .post('/transactions')
      .query({ network: 'mainnet' })
      .reply(500, { message: 'nope' })

    await queryClient.fetchQuery(aptosGetNFTsByIdsQueryOptions(client, { tokenIds: ['t1'] }))
    const infinite = await queryClient.fetchInfiniteQuery({
      ...aptosGetNFTsByCreatorsInfiniteQueryOptions(client, { creatorAddresses: ['0x1'], limit: 1 }),
      pages: 2,
    })
    await expect(
      queryClient.fetchQuery(
        aptosGetNFTsByCreatorsQueryOptions(client, { limit: 10, creatorAddresses: ['bad address'] }),
      ),
    ).rejects.toMatchObject({ code: 'C0005' })
    const mutation = new MutationObserver(queryClient, aptosSubmitTransactionMutationOptions(client))
    await expect(
      mutation.mutate({
        sender: '0x1',
        sequenceNumber: '1',
        maxGasAmount: '1',
        gasUnitPrice: '1',
        expirationTimestampSecs: '1',
        payload: { type: 'entry_function_payload', function: '0x1::m::f', typeArguments: [], arguments: [] },
        signature: { type: 'ed25519_signature', publicKey: '0xaa', signature: '0xbb' },
      }),
    ).rejects.toMatchObject({ code: 'C0006' })

    // The key did go out, in the header; the cache never saw it.
    expect(headers).toEqual([API_KEY])
    expect(infinite.pages).toHaveLength(2)
    const queries = queryClient.getQueryCache().getAll()
    expect(queries.map((query) => query.queryKey[2])).toEqual([
      'getNFTsByIds',
      'getNFTsByCreators',
      'getNFTsByCreators',
    ])
    for (const query of queries) {
      expect(query.queryHash).not.toMatch(SECRET)
      expect(JSON.stringify(query.queryKey)).not.toMatch(SECRET)
      expect(JSON.stringify(query.state)).not.toMatch(SECRET)
    }
    const mutations = queryClient.getMutationCache().getAll()
    expect(mutations).toHaveLength(1)
    expect(JSON.stringify(mutations[0]!.options.mutationKey)).not.toMatch(SECRET)
    expect(JSON.stringify(mutations[0]!.state)).not.toMatch(SECRET)
    expect(String(mutations[0]!.state.error)).not.toMatch(SECRET)
  })
})
