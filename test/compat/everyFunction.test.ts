import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, stop } from 'w3data'
import Moralis, { PaginatedResponseAdapter, ResponseAdapter } from 'w3data/compat'
import { createMockServer, MOCK_API_KEY, type MockServer, type RecordedRequest } from 'w3data/mock'
import { coreParams, functionAt, sdkArguments, sdkCases } from './support/sdkCalls'

/**
 * Every function of moralis@2.27.2's API modules, called through w3data/compat in the SDK's form
 * against the mock: the request must be the one the core sends for the same call, and the answer
 * must have the SDK's shape. The cases come from the catalogue's SDK places, so none is missed.
 */

/** Paged answers whose `result` the SDK made an object: Aptos Streams' getAddresses `{ result, total }`. */
const PAGE_NOT_A_LIST = new Set(['aptosStreamsGetAddresses'])

let mock: MockServer
/** The bodies the mock answered with, latest last, as the client's fetch received them. */
const answered: unknown[] = []
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init)
  const text = await response.clone().text()
  answered.push(text === '' ? undefined : JSON.parse(text))
  return response
}

beforeAll(async () => {
  mock = await createMockServer()
  await Moralis.start({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0, fetch: recordingFetch })
})
afterAll(async () => {
  stop()
  await mock.close()
})

const sent = ({ method, path, query, body }: RecordedRequest) => ({ method, path, query, body })
const snakeKeys = (value: unknown): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.keys(value).filter((key) => /_[a-z]/.test(key))
    : []

describe('every function of the SDK API modules, through w3data/compat', () => {
  // Streams' two helpers (verifySignature, parsedLogs) call no operation: moralis.test.ts has them.
  it('covers the functions moralis@2.27.2 has: EVM 73, Aptos 45, Solana 7, Streams 16, Auth 9', () => {
    const functions = new Map<string, Set<string>>()
    for (const { catalogue, place } of sdkCases)
      (functions.get(catalogue.api) ?? functions.set(catalogue.api, new Set()).get(catalogue.api))?.add(
        `${place.group}.${place.name}`,
      )
    expect(Object.fromEntries([...functions].map(([api, names]) => [api, names.size]))).toEqual({
      aptos: 45,
      auth: 9,
      evm: 73,
      solana: 7,
      streams: 16,
    })
  })

  it.each(sdkCases)('$label sends what the core sends and answers in the SDK shape', async (each) => {
    const { catalogue, operation, place } = each
    const params = coreParams(catalogue, operation)
    const call = functionAt(Moralis, catalogue.api, place)
    expect(call, each.label).toBeTypeOf('function')

    const answer = await call?.(...sdkArguments(operation, place, params))
    const compatRequest = mock.requests.at(-1) as RecordedRequest
    const raw = answered.at(-1)
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0 })
    const core = client[catalogue.api as 'evm'] as unknown as Record<string, (p: unknown) => Promise<unknown>>
    await core[operation.id]?.(params)
    // The wire is the core's; the operation is the same route (the mock serves Aptos' account
    // resource and module paths, which the provider documents alike, as one).
    const coreRequest = mock.requests.at(-1) as RecordedRequest
    expect(coreRequest.operationId).toBe(compatRequest.operationId)
    expect(sent(compatRequest)).toEqual(sent(coreRequest))

    if (answer === null) return expect(operation.nullable).toBe(true)
    if (catalogue.api === 'aptos') {
      expect(answer).not.toBeInstanceOf(ResponseAdapter)
      // The body's fields, value-typed ones written as the SDK's classes wrote them (replay.test.ts).
      const json = JSON.parse(JSON.stringify(answer))
      if (Array.isArray(raw)) expect(json).toHaveLength(raw.length)
      else expect(Object.keys(json)).toEqual(Object.keys(raw as object))
      if (!operation.raw && !Array.isArray(answer)) expect(snakeKeys(answer)).toEqual([])
      return
    }
    expect(answer).toBeInstanceOf(ResponseAdapter)
    const adapter = answer as ResponseAdapter
    // The SDK's newer pages had raw() as a method; every other answer a property.
    const body = typeof adapter.raw === 'function' ? (adapter.raw as () => unknown)() : adapter.raw
    expect(body).toEqual(raw)
    expect(adapter.toJSON()).toBe(body)
    if (!operation.raw) expect(snakeKeys(adapter.result)).toEqual([])
    if (operation.paging) {
      expect(answer).toBeInstanceOf(PaginatedResponseAdapter)
      const page = answer as PaginatedResponseAdapter
      expect(Array.isArray(page.result)).toBe(!PAGE_NOT_A_LIST.has(operation.id))
      expect(Object.keys(page.pagination).sort()).toEqual(['cursor', 'page', 'pageSize', 'total'])
      expect(page.hasNext()).toBeTypeOf('boolean')
    }
  })
})
