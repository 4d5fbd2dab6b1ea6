// Every query, infinite-query and mutation factory of w3data/react, called with a client that holds
// the API key and the streams secret: neither shows in a key, in the options, nor in what TanStack
// caches after real calls to the mock provider on 127.0.0.1.
import { dehydrate, hashKey, QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, type W3DataClient } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { createMockServer, type MockServer } from 'w3data/mock'
import * as react from 'w3data/react'
import { sampleParams } from '../chaos/params'
import { API_KEY, expectNoSecret, STREAMS_SECRET } from './render'

type Factory = (...args: unknown[]) => Record<string, unknown>
const factories = react as unknown as Record<string, unknown>
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)
const SUFFIXES = [
  'QueryOptions',
  'InfiniteQueryOptions',
  'MutationOptions',
  'QueryKey',
  'InfiniteQueryKey',
  'QueryPrefix',
] as const

let mock: MockServer
let client: W3DataClient
beforeAll(async () => {
  mock = await createMockServer({ port: 0, host: '127.0.0.1', apiKeys: [API_KEY] })
  client = createClient({
    apiKey: API_KEY,
    streamsSecret: STREAMS_SECRET,
    baseUrls: mock.baseUrls,
    logLevel: 'off',
    maxRetries: 0,
  })
})
afterAll(() => mock.close())

/** Every factory, with the catalogue operation (and sample parameters) it belongs to. */
function everyFactory() {
  const found: { name: string; suffix: (typeof SUFFIXES)[number]; params: Record<string, unknown> }[] = []
  for (const catalogue of catalogues) {
    for (const operation of catalogue.operations) {
      const prefix = catalogue.api + capitalised(operation.id)
      for (const suffix of SUFFIXES)
        if (typeof factories[prefix + suffix] === 'function')
          found.push({ name: prefix + suffix, suffix, params: sampleParams(catalogue, operation) })
    }
  }
  return found
}

describe('w3data/react factories', () => {
  it('every exported factory belongs to a catalogue operation (none is skipped below)', () => {
    const exported = Object.keys(factories).filter((name) =>
      /(QueryOptions|MutationOptions|QueryKey|QueryPrefix)$/.test(name),
    )
    const covered = new Set(everyFactory().map((factory) => factory.name))
    expect(exported.filter((name) => !covered.has(name))).toEqual([])
    expect(covered.size).toBeGreaterThan(300)
  })

  it('no key nor options object of any factory carries the API key or the streams secret', () => {
    for (const { name, suffix, params } of everyFactory()) {
      const factory = factories[name] as Factory
      if (suffix.endsWith('QueryKey') || suffix === 'QueryPrefix') {
        const key = suffix === 'QueryPrefix' ? factory(params) : factory(client, params)
        expectNoSecret(name, key)
        expectNoSecret(`${name} hash`, hashKey(key as unknown as readonly unknown[]))
        continue
      }
      const options = suffix === 'MutationOptions' ? factory(client) : factory(client, params)
      const key = (options['queryKey'] ?? options['mutationKey']) as readonly unknown[]
      expect(Array.isArray(key), `${name} has a key`).toBe(true)
      expectNoSecret(`${name} key`, key)
      expectNoSecret(`${name} hash`, hashKey(key))
      expectNoSecret(`${name} options`, options)
    }
  })

  it('nothing TanStack caches after a success, a failure and a mutation carries them', async () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const coins = react.aptosGetLatestCoinsQueryOptions(client, { limit: 2 })
    await queries.fetchQuery(coins)
    mock.faults.set('getAccount', {
      statuses: [401],
      body: { message: `bad key ${API_KEY} ${STREAMS_SECRET}` },
    })
    await queries
      .fetchQuery(react.aptosGetAccountQueryOptions(client, { address: '0x1' }))
      .catch((error: unknown) => error)
    mock.faults.clear()
    await queries.fetchInfiniteQuery(
      react.aptosGetNFTsByCreatorsInfiniteQueryOptions(client, { limit: 10, creatorAddresses: ['0x1'] }),
    )
    const mutation = queries
      .getMutationCache()
      .build(queries, react.aptosSubmitTransactionMutationOptions(client))
    const transaction = sampleParams(catalogueOf('aptos'), operationOf('aptos', 'submitTransaction'))
    await mutation.execute(transaction as never).catch(() => {})

    const cached = queries.getQueryCache().getAll()
    expect(cached.length).toBe(3)
    expect(cached.some((query) => query.state.status === 'error')).toBe(true)
    for (const query of cached) {
      expectNoSecret(`cached ${query.queryHash}`, query.queryKey)
      expectNoSecret(`state of ${query.queryHash}`, query.state)
    }
    for (const entry of queries.getMutationCache().getAll()) expectNoSecret('mutation state', entry.state)
    expectNoSecret('dehydrated cache', dehydrate(queries, { shouldDehydrateQuery: () => true }))
    queries.clear()
  })
})

function catalogueOf(api: string) {
  const catalogue = catalogues.find((entry) => entry.api === api)
  if (!catalogue) throw new Error(`no ${api} catalogue`)
  return catalogue
}

function operationOf(api: string, id: string) {
  const operation = catalogueOf(api).operations.find((entry) => entry.id === id)
  if (!operation) throw new Error(`no ${api}.${id}`)
  return operation
}
