import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient } from 'w3data'
import {
  type ApiCatalogue,
  catalogues,
  isRecord,
  type OperationEntry,
  resolveSchema,
  type SchemaObject,
  sdkName,
} from 'w3data/catalogue'

/**
 * Every operation of the EVM catalogue, driven from the catalogue itself: minimal valid
 * parameters built from its entry, a small answer built from its response schema, and checks of
 * what reached the wire (method, path, headers, chain) and of the mapped (camelCase) result.
 */

const KEY = 'test-key-0123456789'
const HOST = 'https://evm.test'
const BASE = '/api/v2.2'
/** A valid address, all lowercase (no checksum to get wrong). */
const ADDRESS = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const CHAIN = '0x89'
const DATE = '2024-01-01T00:00:00.000Z'

afterEach(() => nock.cleanAll())

const client = createClient({ apiKey: KEY, baseUrls: { evm: `${HOST}${BASE}` }, retryDelay: 1 })
const evm = client.evm as unknown as Record<string, (params: unknown) => Promise<unknown>>

const catalogue = catalogues.find((entry) => entry.api === 'evm') as ApiCatalogue
const operations = [...(catalogue?.operations ?? [])]

const resolve = (schema: SchemaObject | undefined): SchemaObject =>
  resolveSchema(schema ?? {}, catalogue.schemas)

const typesOf = (schema: SchemaObject) =>
  ([] as string[]).concat(schema.type ?? []).filter((type) => type !== 'null')

const isData = (schema: SchemaObject) => schema['x-w3data-data'] === true

// ---------------------------------------------------------------------------------------------
// Parameters: the smallest valid call, in SDK (camelCase) names.

function valueFor(raw: SchemaObject, valueType = raw['x-w3data-value-type']): unknown {
  const schema = resolve(raw)
  const types = typesOf(schema)
  // A list parameter carries its items' value type (addresses[], walletAddresses[], chains[]).
  if (types.includes('array')) return [valueFor(schema.items ?? { type: 'string' }, valueType)]
  if (valueType === 'evm-address' || valueType === 'evm-address-lowercase') return ADDRESS
  if (valueType === 'evm-chain' || valueType === 'evm-chain-decimal') return CHAIN
  if (valueType === 'date') return DATE
  if (valueType === 'big-number') return '1'
  const firstValue = schema.enum?.find((value) => value !== null)
  if (firstValue !== undefined) return firstValue
  if (types.includes('object') || schema.properties) {
    if (isData(schema) || !schema.properties) return { Trait_Type: 'x' }
    const out: Record<string, unknown> = {}
    for (const name of schema.required ?? []) out[sdkName(name)] = valueFor(schema.properties[name] ?? {})
    return out
  }
  if (types.includes('integer') || types.includes('number')) {
    const low = schema.minimum ?? 1
    return schema.maximum !== undefined ? Math.min(low, schema.maximum) : low
  }
  if (types.includes('boolean')) return true
  return 'x'
}

interface Call {
  params: Record<string, unknown>
  /** The path as it must reach the provider. */
  path: string
}

function callOf(operation: OperationEntry): Call {
  const params: Record<string, unknown> = {}
  for (const param of operation.params) {
    // The chain is always given (hex 0x89), also where it has no value type (cross-chain analytics).
    if (param.wireName === catalogue.network?.param) params[param.name] = CHAIN
    else if (param.required) params[param.name] = valueFor(param.schema, param.valueType)
  }
  if (operation.bodyParam) params[operation.bodyParam.name] = valueFor(operation.bodyParam.schema)
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, wireName: string) => {
    const param = operation.params.find((entry) => entry.wireName === wireName)
    if (!param) throw new Error(`${operation.id}: no parameter for {${wireName}}`)
    // Addresses go out lowercase in paths (and the sample is lowercase already).
    return encodeURIComponent(String(params[param.name]))
  })
  return { params, path: `${BASE}${path}` }
}

// ---------------------------------------------------------------------------------------------
// Answers: a small wire body from the response schema. Every property at the levels the test
// inspects (the body, a list's items, a page's items), only required ones deeper.

const FULL_DEPTH = 2
const MAX_DEPTH = 8

function sample(raw: SchemaObject, depth = 0): unknown {
  const schema = resolve(raw)
  if (isData(schema)) return typesOf(schema).includes('object') ? { Data_Key: 'x' } : 'x'
  const firstValue = schema.enum?.find((value) => value !== null)
  if (firstValue !== undefined) return firstValue
  const types = typesOf(schema)
  if (types.includes('array') || (types.length === 0 && schema.items)) {
    return depth >= MAX_DEPTH ? [] : [sample(schema.items ?? {}, depth + 1)]
  }
  if (types.includes('object') || (types.length === 0 && schema.properties)) {
    const out: Record<string, unknown> = {}
    if (depth >= MAX_DEPTH) return out
    const properties = schema.properties ?? {}
    const names = depth <= FULL_DEPTH ? Object.keys(properties) : (schema.required ?? [])
    for (const name of names) out[name] = sample(properties[name] ?? {}, depth + 1)
    return out
  }
  if (types.includes('integer') || types.includes('number')) return 1
  if (types.includes('boolean')) return true
  return 'x'
}

function answerOf(operation: OperationEntry): unknown {
  const body = sample(operation.response)
  if (operation.paging && isRecord(body)) return { ...body, cursor: null }
  return body
}

// ---------------------------------------------------------------------------------------------
// The camelCase check.

/** The object schema of a response, or of its items when it is a list. */
function objectSchemaOf(raw: SchemaObject): SchemaObject {
  const schema = resolve(raw)
  return typesOf(schema).includes('array') ? resolve(schema.items) : schema
}

/**
 * Keys of a mapped object that are not camelCase, or whose wire key has no camelCase twin.
 * Skipped for data maps (their keys are kept as sent).
 */
function notCamel(mapped: unknown, wire: unknown, schema: SchemaObject): string[] {
  if (isData(schema) || !isRecord(mapped) || !isRecord(wire)) return []
  const problems = Object.keys(mapped).filter((key) => key.includes('_'))
  for (const key of Object.keys(wire)) {
    if (!(sdkName(key) in mapped)) problems.push(`${key} (not mapped to ${sdkName(key)})`)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------

interface Seen {
  method: string
  url: URL
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

function serve(operation: OperationEntry, path: string, answer: unknown, seen: Seen[]) {
  return nock(HOST)
    .intercept(path, operation.method)
    .query(true)
    .reply(function (this: nock.ReplyFnContext, _uri, body) {
      seen.push({
        method: this.req.method ?? '',
        url: new URL(this.req.path, HOST),
        headers: this.req.headers,
        body,
      })
      // Always JSON text: some answers are a bare JSON string (getLatestBlockNumber).
      return [200, JSON.stringify(answer), { 'content-type': 'application/json' }]
    })
}

describe('the EVM catalogue', () => {
  it('has the 122 operations the provider documents', () => {
    expect(operations).toHaveLength(122)
    expect(new Set(operations.map((operation) => operation.id)).size).toBe(122)
  })

  it('offers every catalogue operation on client.evm', () => {
    const missing = operations.map((operation) => operation.id).filter((id) => typeof evm[id] !== 'function')
    expect(missing).toEqual([])
  })
})

describe.each(operations.map((operation) => [operation.id, operation] as const))('%s', (_id, operation) => {
  const { params, path } = callOf(operation)
  const chain = operation.params.find((param) => param.wireName === catalogue.network?.param)

  it(`sends ${operation.method} ${operation.path} with the right headers and maps the answer to camelCase`, async () => {
    const answer = answerOf(operation)
    const seen: Seen[] = []
    const scope = serve(operation, path, answer, seen)

    const result = await evm[operation.id]?.(params)

    expect(scope.isDone()).toBe(true)
    expect(seen).toHaveLength(1)
    const [request] = seen as [Seen]
    expect(request.method).toBe(operation.method)
    expect(request.url.pathname).toBe(path)

    // Headers: the key always, the Bearer token exactly where the catalogue says so.
    expect(request.headers['x-api-key']).toBe(KEY)
    if (operation.bearer) expect(request.headers['authorization']).toBe(`Bearer ${KEY}`)
    else expect(request.headers['authorization']).toBeUndefined()

    // The chain: wherever the operation declares it, the hex id of what was given.
    if (chain?.in === 'query') expect(request.url.searchParams.get(chain.wireName)).toBe(CHAIN)
    if (chain?.in === 'body') expect((request.body as Record<string, unknown>)[chain.wireName]).toBe(CHAIN)
    if (!chain) expect(request.url.searchParams.has('chain')).toBe(false)

    // Every required query parameter is on the wire under its wire name.
    for (const param of operation.params) {
      if (!param.required || param.in !== 'query') continue
      const array = typesOf(resolve(param.schema)).includes('array')
      expect(
        request.url.searchParams.has(array ? `${param.wireName}[]` : param.wireName),
        param.wireName,
      ).toBe(true)
    }
    // Every given body parameter is in the JSON body under its wire name.
    const bodyParams = operation.params.filter((param) => param.in === 'body' && param.name in params)
    // A whole-body parameter is the body itself: a list, or an object such as an event's ABI.
    if (operation.bodyParam) expect(request.body).toBeTypeOf('object')
    for (const param of bodyParams) expect(request.body).toHaveProperty([param.wireName])

    // The result, mapped to camelCase.
    const schema = objectSchemaOf(operation.response)
    if (operation.paging) {
      const page = result as { result: unknown[]; response: unknown }
      expect(Array.isArray(page.result)).toBe(true)
      expect(notCamel(page.response, answer, resolve(operation.response))).toEqual([])
      const items = (answer as Record<string, unknown>)[operation.paging.items ?? 'result'] as unknown[]
      const itemSchema = resolve(
        resolve(resolve(operation.response).properties?.[operation.paging.items ?? 'result']).items,
      )
      expect(items.length).toBeGreaterThan(0)
      expect(page.result).toHaveLength(items.length)
      expect(notCamel(page.result[0], items[0], itemSchema)).toEqual([])
    } else if (Array.isArray(answer)) {
      expect(Array.isArray(result)).toBe(true)
      expect(answer.length).toBeGreaterThan(0)
      expect(result as unknown[]).toHaveLength(answer.length)
      expect(notCamel((result as unknown[])[0], answer[0], schema)).toEqual([])
    } else if (isRecord(answer)) {
      expect(notCamel(result, answer, schema)).toEqual([])
    } else {
      expect(result).toEqual(answer)
    }
  })
})
