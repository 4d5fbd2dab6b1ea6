import { describe, expect, it } from 'vitest'
import type { ApiCatalogue, OperationEntry, ParameterEntry } from 'w3data/catalogue'
import { curlOf } from './curl'
import type { Target } from './lookup'
import { paramFlags } from './paramFlags'

// The curl form `describe` prints: the request the library would send for the catalogue's
// examples, the key left to the shell.
const param = (
  name: string,
  where: ParameterEntry['in'],
  extra: Partial<ParameterEntry> = {},
): ParameterEntry => ({
  name,
  wireName: name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
  in: where,
  required: false,
  schema: { type: 'string' },
  ...extra,
})

function curl(
  operation: Partial<OperationEntry>,
  baseUrl: ApiCatalogue['baseUrl'] = 'https://x.test/v1',
): string[] {
  const catalogue: ApiCatalogue = { api: 'x', title: 'X', baseUrl, operations: [], schemas: {} }
  const entry: OperationEntry = {
    id: 'op',
    api: 'x',
    method: 'GET',
    effect: 'read',
    path: '/items',
    tag: 't',
    summary: 's',
    params: [],
    cost: { rateLimit: 1, price: 1 },
    nullable: false,
    bearer: false,
    raw: false,
    response: {},
    ...operation,
  }
  const target: Target = { catalogue, operation: entry }
  return curlOf(target, paramFlags(catalogue, entry)).split(' \\\n')
}

const HEADERS = [`  -H 'accept: application/json'`, `  -H "x-api-key: $W3DATA_API_KEY"`]

describe('curlOf', () => {
  it('fills the path and query with the examples, else the defaults, else the wire name in braces', () => {
    const lines = curl({
      path: '/{owner_address}/items/{id}',
      params: [
        param('ownerAddress', 'path', {
          required: true,
          schema: { type: 'string', 'x-w3data-value-type': 'evm-address', example: '0xAbC' },
        }),
        param('id', 'path', { required: true }),
        param('pageKind', 'query', { required: true, schema: { type: 'string', default: 'a b' } }),
        param('chainName', 'query', { required: true }),
        param('hidden', 'query', { schema: { type: 'string', default: 'x' } }),
        param('shown', 'query', { schema: { type: 'string', example: 'Y&z' } }),
        // An example that is the default is not sent by the library: the curl leaves it out too.
        param('format', 'query', { schema: { type: 'string', example: 'decimal', default: 'decimal' } }),
      ],
    })
    expect(lines).toEqual([
      "curl -X GET 'https://x.test/v1/0xabc/items/{id}?page_kind=a%20b&chain_name=%7Bchain_name%7D&shown=Y%26z'",
      ...HEADERS,
    ])
  })

  it('lowercases an address of the lowercase kind too', () => {
    const lower = param('owner', 'query', {
      schema: { type: 'string', 'x-w3data-value-type': 'evm-address-lowercase', example: '0xAbC' },
    })
    expect(curl({ params: [lower] })[0]).toBe("curl -X GET 'https://x.test/v1/items?owner=0xabc'")
  })

  it('repeats a list in the query, lowercasing EVM addresses there', () => {
    const lines = curl({
      params: [
        param('tokens', 'query', {
          schema: {
            type: 'array',
            items: { type: 'string', 'x-w3data-value-type': 'evm-address' },
            example: ['0xAA', '0xBb'],
          },
        }),
        param('ids', 'query', { required: true, schema: { type: 'array', items: { type: 'string' } } }),
      ],
    })
    expect(lines[0]).toBe("curl -X GET 'https://x.test/v1/items?tokens[]=0xaa&tokens[]=0xbb&ids[]=%7Bids%7D'")
  })

  it('sends the body parameters as one object, checksums kept, and the bearer when the operation takes it', () => {
    const lines = curl({
      method: 'POST',
      bearer: true,
      params: [
        param('address', 'body', {
          required: true,
          schema: { type: 'string', 'x-w3data-value-type': 'evm-address', example: '0xAbC' },
        }),
        param('note', 'body', { required: true }),
        param('label', 'body', { schema: { type: 'string', example: "it's" } }),
      ],
    })
    expect(lines).toEqual([
      "curl -X POST 'https://x.test/v1/items'",
      ...HEADERS,
      '  -H "authorization: Bearer $W3DATA_API_KEY"',
      "  -H 'content-type: application/json'",
      `  -d '{"address":"0xAbC","note":"{note}","label":"it'\\''s"}'`,
    ])
  })

  it('sends a body value as it is, and an empty body on a PUT without one', () => {
    const list = param('values', 'body', { required: true, schema: { type: 'array', example: [1, 2] } })
    expect(curl({ method: 'POST', bodyParam: list }).at(-1)).toBe("  -d '[1,2]'")
    const bare = param('values', 'body', { required: true, schema: { type: 'array' } })
    expect(curl({ method: 'POST', bodyParam: bare }).at(-1)).toBe("  -d 'null'")
    expect(curl({ method: 'PUT' }).slice(-2)).toEqual(["  -H 'content-type: application/json'", "  -d '{}'"])
    expect(curl({ method: 'POST' }).at(-1)).toBe("  -d '{}'")
    expect(curl({ method: 'DELETE' })).toEqual(["curl -X DELETE 'https://x.test/v1/items'", ...HEADERS])
    expect(curl({ method: 'DELETE', params: [param('id', 'body', { required: true })] }).at(-1)).toBe(
      `  -d '{"id":"{id}"}'`,
    )
  })

  it('uses the first network’s host of a per-network API', () => {
    const hosts = { main: 'https://main.test', test: 'https://test.test' }
    expect(curl({}, hosts)[0]).toBe("curl -X GET 'https://main.test/items'")
  })
})
