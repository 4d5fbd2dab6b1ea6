import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromFacts } from '../../generator/drift/facts'
import { formatFacts } from '../../generator/drift/formatFacts'
import { readOpenApi } from '../../generator/drift/readOpenApi'
import { readDocument } from '../../generator/drift/readReference'

/**
 * `make reference-facts`: the provider's documents become facts the repository can carry. They hold
 * what the drift report and the wire tests read (operations, parameters with their schemas,
 * response field types), no prose, and read back to the entries the document itself gives.
 */

const PROSE = 'Prose the facts leave out'

/** A provider document with prose everywhere, a shared enum and a recursive schema. */
const DOCUMENT = {
  openapi: '3.0.0',
  info: { title: PROSE, description: PROSE },
  paths: {
    '/{address}/nft': {
      get: {
        operationId: 'getWalletNFTs',
        summary: PROSE,
        description: PROSE,
        parameters: [
          { name: 'address', in: 'path', required: true, description: PROSE, schema: { type: 'string' } },
          { $ref: '#/components/parameters/chain' },
          {
            name: 'limit',
            in: 'query',
            description: PROSE,
            schema: { type: 'integer', minimum: 1, maximum: 100, example: 10, description: PROSE },
          },
        ],
        responses: {
          '200': {
            description: PROSE,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/nftPage' } } },
          },
        },
      },
    },
    '/nft/metadata': {
      post: {
        operationId: 'getNFTBulkContractMetadata',
        parameters: [{ $ref: '#/components/parameters/chain' }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['addresses'],
                properties: {
                  addresses: {
                    type: 'array',
                    description: PROSE,
                    items: { $ref: '#/components/schemas/node' },
                  },
                },
              },
            },
          },
        },
        responses: { '200': { description: PROSE } },
      },
    },
  },
  components: {
    parameters: {
      chain: {
        name: 'chain',
        in: 'query',
        description: PROSE,
        schema: { $ref: '#/components/schemas/chainList' },
      },
    },
    schemas: {
      chainList: { type: 'string', description: PROSE, enum: ['eth', '0x1'], default: 'eth' },
      node: {
        type: 'object',
        description: PROSE,
        properties: { next: { $ref: '#/components/schemas/node' }, value: { type: 'string', example: 'x' } },
      },
      nftPage: {
        type: 'object',
        description: PROSE,
        properties: {
          cursor: { type: 'string', nullable: true, description: PROSE },
          result: { type: 'array', items: { type: 'object', properties: { token_id: { type: 'string' } } } },
        },
      },
    },
  },
}

function documentsDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'w3data-reference-'))
  mkdirSync(join(directory, 'openapi'))
  writeFileSync(join(directory, 'openapi/evm-2.2.json'), JSON.stringify(DOCUMENT))
  return directory
}

describe('the facts of a provider document', () => {
  it('carry no prose: no summary, description or title reaches them', async () => {
    const text = formatFacts(await readDocument(documentsDirectory(), 'evm'))
    expect(text).not.toContain(PROSE)
    expect(text).not.toMatch(/"(summary|description|title)"/)
  })

  it('give the drift report what the document gives: operations, parameters and response fields', async () => {
    const facts = await readDocument(documentsDirectory(), 'evm')
    const withoutSchemas = fromFacts(facts).operations.map((operation) => ({
      ...operation,
      params: operation.params.map(({ schema: _, ...param }) => param),
    }))
    expect(withoutSchemas).toEqual(readOpenApi(DOCUMENT))
  })

  it('write a shared schema once and point at it, recursive schemas included', async () => {
    const facts = await readDocument(documentsDirectory(), 'evm')
    expect(facts.schemas).toEqual({
      chainList: { type: 'string', enum: ['eth', '0x1'], default: 'eth' },
      node: {
        type: 'object',
        properties: { next: { $ref: '#/schemas/node' }, value: { type: 'string', example: 'x' } },
      },
    })
    const [, chain, limit] = facts.operations[0]?.params ?? []
    expect(chain?.schema).toEqual({ $ref: '#/schemas/chainList' })
    expect(limit?.schema).toEqual({ type: 'integer', minimum: 1, maximum: 100, example: 10 })
  })

  it('read back from their file as written', async () => {
    const facts = await readDocument(documentsDirectory(), 'evm')
    expect(JSON.parse(formatFacts(facts))).toEqual(facts)
  })

  it('are the same read from a URL as from a directory', async () => {
    const directory = documentsDirectory()
    const server = createServer((request, response) => {
      response.end(readFileSync(join(directory, (request.url ?? '').replace(/^\/docs\//, ''))))
    })
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const { port } = server.address() as AddressInfo
    try {
      const fromUrl = await readDocument(`http://127.0.0.1:${port}/docs`, 'evm')
      expect(fromUrl).toEqual(await readDocument(directory, 'evm'))
    } finally {
      server.close()
    }
  })
})
