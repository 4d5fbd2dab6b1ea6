import nock from 'nock'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, SDK_VERSION } from 'w3data'
import { type ApiCatalogue, catalogues, type OperationEntry, type ParameterEntry } from 'w3data/catalogue'
import { type Captured, capture, TEST_BASE_URLS } from './capture'
import { hasReferenceDocument, type ReferenceOperation, referenceOperation, resolveRef } from './reference'
import { type Place, type Sample, type SampleHints, sampleFor } from './samples'
import { HAND_WRITTEN, type WireCase } from './tables'

/**
 * Every operation of every API, called through the public client with only its required
 * parameters. The expected request comes from the provider's published document (path, method,
 * required parameters in their order) or, where the provider publishes none, from the table
 * written from the provider's documentation and the facts sheet: never from our own output.
 */

const KEY = 'test-key-0123456789'
const client = createClient({ apiKey: KEY, baseUrls: TEST_BASE_URLS, retryDelay: 1, maxRetries: 0 })
type Call = (params: unknown) => Promise<unknown>

afterEach(() => nock.cleanAll())

const operations = catalogues.flatMap((catalogue) =>
  catalogue.operations.map(
    (operation) => [`${catalogue.api}.${operation.id}`, catalogue, operation] as const,
  ),
)

describe('every operation has a wire case', () => {
  it.each(operations)('%s', (name, catalogue, operation) => {
    const fromReference =
      hasReferenceDocument(catalogue.api) && referenceOperation(catalogue.api, operation.id)
    expect(Boolean(fromReference) || name in HAND_WRITTEN, `no wire case for ${name}`).toBe(true)
  })
})

describe.each(operations)('%s', (name, catalogue, operation) => {
  const reference = referenceOperation(catalogue.api, operation.id)
  const wireCase =
    HAND_WRITTEN[name] ?? (reference ? caseFromReference(catalogue, operation, reference) : undefined)
  it.skipIf(!wireCase)('puts on the wire only the required parameters (plus chain / network)', async () => {
    const { params, expected } = wireCase as WireCase
    const seen = capture(expected.answer ?? {})
    const call = (client as unknown as Record<string, Record<string, Call>>)[catalogue.api]?.[operation.id]
    await (call as Call)(params)
    expect(seen).toHaveLength(1)
    const request = seen[0] as Captured
    expect(request.method).toBe(expected.method)
    expect(`${request.origin}${request.path}`).toBe(`${originOf(catalogue.api, expected.path)}`)
    expect(request.query).toEqual(expected.query)
    expect(request.body).toEqual(expected.body)
    expect(request.headers['x-api-key']).toBe(KEY)
    expect(request.headers['x-moralis-platform-version']).toBe(SDK_VERSION)
    expect(request.headers['content-type']).toBe(expected.body === undefined ? undefined : 'application/json')
    expect(request.headers.authorization).toBe(operation.bearer ? `Bearer ${KEY}` : undefined)
  })
})

function originOf(api: string, path: string): string {
  const base = api === 'aptos' ? TEST_BASE_URLS.aptos.mainnet : TEST_BASE_URLS[api as 'evm']
  return `${base}${path}`
}

/** The request the provider's document describes for a call with only the required parameters. */
function caseFromReference(
  catalogue: ApiCatalogue,
  operation: OperationEntry,
  reference: ReferenceOperation,
): WireCase | undefined {
  const params: Record<string, unknown> = {}
  const resolveIn = (node: Record<string, unknown>) => resolveRef(reference.document, node)
  const ours = (wireName: string) => operation.params.find((param) => param.wireName === wireName)
  const take = (wireName: string, schema: Record<string, unknown>, place: Place): Sample => {
    const param = ours(wireName)
    const sample = sampleFor(schema, hintsOf(param), place, resolveIn)
    params[param?.name ?? wireName] = sample.input
    return sample
  }
  const path = reference.path.replace(/\{([^}]+)\}/g, (_, wireName: string) => {
    const parameter = reference.parameters.find((entry) => entry.name === wireName)
    return encodeURIComponent(String(take(wireName, parameter?.schema ?? {}, 'path').wire))
  })
  const query: [string, string][] = []
  for (const parameter of reference.parameters) {
    if (parameter.in !== 'query') continue
    if (parameter.required) {
      const { wire } = take(parameter.name, parameter.schema, 'query')
      if (Array.isArray(wire)) for (const item of wire) query.push([`${parameter.name}[]`, String(item)])
      else query.push([parameter.name, String(wire)])
    } else if (parameter.name === catalogue.network?.param && !isCrossChain(parameter.schema)) {
      // An optional chain falls back to the configured default chain (0x1).
      query.push([parameter.name, '0x1'])
    }
  }
  // The provider's SDK sends the Aptos network last, as a query parameter.
  if (catalogue.network?.query) query.push([catalogue.network.query, 'mainnet'])
  const body = reference.body && bodyOf(reference, operation, params, resolveIn)
  return {
    params,
    expected: { method: reference.method, path, query, ...(body !== undefined ? { body } : {}) },
  }
}

/** The required properties of the reference's body, given by their SDK names. */
function bodyOf(
  reference: ReferenceOperation,
  operation: OperationEntry,
  params: Record<string, unknown>,
  resolveIn: (node: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  const schema = reference.body as Record<string, unknown>
  if (operation.bodyParam) {
    const sample = sampleFor(schema, hintsOf(operation.bodyParam), 'body', resolveIn)
    params[operation.bodyParam.name] = sample.input
    return sample.wire
  }
  const body: Record<string, unknown> = {}
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
  for (const name of (schema.required as string[] | undefined) ?? []) {
    const param = operation.params.find((entry) => entry.in === 'body' && entry.wireName === name)
    const sample = sampleFor(resolveIn(properties[name] ?? {}), hintsOf(param), 'body', resolveIn)
    params[param?.name ?? name] = sample.input
    body[name] = sample.wire
  }
  return body
}

/** Our catalogue's value type and format of a parameter (or of its list's items). */
function hintsOf(param: ParameterEntry | undefined): SampleHints {
  const schema = (param?.schema ?? {}) as Record<string, unknown>
  const items = (schema.items ?? {}) as Record<string, unknown>
  return {
    valueType: (schema['x-w3data-value-type'] ?? items['x-w3data-value-type']) as string | undefined,
    format: (schema.format ?? items.format) as string | undefined,
  }
}

/** Analytics across chains: the reference gives chain a default of "" (every chain), so none is filled in. */
function isCrossChain(schema: Record<string, unknown>): boolean {
  return schema.default === '' || Array.isArray(schema.oneOf) || Array.isArray(schema.allOf)
}
