import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, Page } from 'w3data'
import type { ApiCatalogue, OperationEntry } from 'w3data/catalogue'
import { catalogues, sdkName } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { minimalValue } from './sampleRequest'

// The Aptos operations have their own, stricter test (operations.test.ts); this one calls every
// operation of the other APIs through the SDK, against the mock, and checks the mapped answer.
const others = catalogues.filter((catalogue) => catalogue.api !== 'aptos')
const cases = others.flatMap((catalogue) =>
  catalogue.operations.map((operation) => ({
    label: `${catalogue.api}.${operation.id}`,
    catalogue,
    operation,
  })),
)

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

/** camelCase keys all the way down: the minimal wire value, as an SDK caller writes it. */
function sdkShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sdkShape)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [sdkName(key), sdkShape(item)]))
}

/** Required parameters (and path parameters, always on the wire) with the smallest valid values. */
function sdkParams(catalogue: ApiCatalogue, operation: OperationEntry): Record<string, unknown> {
  const params = [...operation.params, ...(operation.bodyParam ? [operation.bodyParam] : [])]
  return Object.fromEntries(
    params
      .filter((param) => param.required || param.in === 'path')
      .map((param) => {
        const isList = ([] as unknown[]).concat(param.schema.type).includes('array')
        const schema =
          param.valueType && !isList
            ? { ...param.schema, 'x-w3data-value-type': param.valueType }
            : param.schema
        return [param.name, sdkShape(minimalValue(schema, catalogue.schemas))]
      }),
  )
}

const snakeKeys = (value: unknown): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.keys(value).filter((key) => /_[a-z]/.test(key))
    : []

describe('every operation of every other API, through the SDK', () => {
  it('covers EVM, Streams, Auth and Solana', () => {
    expect(others.map((catalogue) => [catalogue.api, catalogue.operations.length])).toEqual([
      ['auth', 11],
      ['evm', 122],
      ['solana', 23],
      ['streams', 25],
    ])
  })

  it('has cases from every API but Aptos', () => {
    expect(new Set(cases.map(({ catalogue }) => catalogue.api))).toEqual(
      new Set(['evm', 'streams', 'auth', 'solana']),
    )
  })

  it.each(cases)('$label is served and mapped', async ({ catalogue, operation }) => {
    const client = createClient({ apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls, maxRetries: 0 })
    const namespace = client[catalogue.api as 'evm'] as unknown as Record<
      string,
      (params: unknown) => Promise<unknown>
    >
    const result = await namespace[operation.id]?.(sdkParams(catalogue, operation))
    expect(mock.requests.at(-1)?.operationId).toBe(operation.id)
    if (operation.paging) {
      expect(result).toBeInstanceOf(Page)
      expect(snakeKeys((result as Page<unknown>).result[0])).toEqual([])
    } else if (!operation.raw) {
      expect(snakeKeys(result)).toEqual([])
    }
  })
})
