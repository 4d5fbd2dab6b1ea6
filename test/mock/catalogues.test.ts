import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { sampleRequest } from './sampleRequest'
import { schemaProblems } from './schemaCheck'

/** getAccountResource and getAccountModule share one template; the first in catalogue order serves both. */
const SERVED_AS: Readonly<Record<string, string>> = { getAccountResource: 'getAccountModule' }

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

const cases = catalogues.flatMap((catalogue) =>
  catalogue.operations.map(
    (operation) => [`${catalogue.api}.${operation.id}`, catalogue, operation] as const,
  ),
)

describe('every operation of every catalogue, on the wire', () => {
  it('has cases from every API', () => {
    expect(new Set(cases.map(([, catalogue]) => catalogue.api))).toEqual(
      new Set(['evm', 'aptos', 'streams', 'auth', 'solana']),
    )
  })

  it.each(cases)('%s answers schema-valid data to a minimal request', async (_, catalogue, operation) => {
    const request = sampleRequest(catalogue, operation)
    const response = await fetch(`${mock.url}${request.path}`, {
      method: request.method,
      headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
      ...(request.body !== undefined && { body: request.body }),
    })
    const body: unknown = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    const servedId = SERVED_AS[operation.id] ?? operation.id
    expect(mock.requests.at(-1)?.operationId).toBe(servedId)
    const served = catalogue.operations.find((entry) => entry.id === servedId)!
    expect(schemaProblems(body, served.response, catalogue.schemas)).toEqual([])
  })
})
