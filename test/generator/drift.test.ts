import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compare } from '../../generator/drift/compare'
import { catalogueEntries } from '../../generator/drift/readCatalogue'
import { readFactsSheet } from '../../generator/drift/readFactsSheet'
import { readOpenApi } from '../../generator/drift/readOpenApi'
import { FACTS_ROOT } from '../../generator/drift/readReference'
import { renderMarkdown } from '../../generator/drift/renderMarkdown'
import { type ApiDrift, driftReport, problems } from '../../generator/drift/report'
import type { ReferenceEntries } from '../../generator/drift/shape'
import { withoutDeclarations } from '../../generator/drift/withoutDeclarations'
import { SourceMap } from '../../generator/load/sourceMap'

const ROOT = resolve(import.meta.dirname, '../..')

type Json = Record<string, unknown>

/** A small reference: one operation with a query parameter and a two-field answer. */
function referenceDocument(): Json {
  return {
    openapi: '3.0.0',
    paths: {
      '/wallets/{address}/tokens': {
        get: {
          operationId: 'getTokens',
          parameters: [
            { name: 'address', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'limit', in: 'query', required: false, schema: { type: 'integer', default: 10 } },
            { name: 'order', in: 'query', schema: { type: 'string', enum: ['ASC', 'DESC'], default: '' } },
          ],
          responses: {
            '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Page' } } } },
          },
        },
      },
      '/blocks/{id}': {
        get: {
          operationId: 'getBlock',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Page: {
          type: 'object',
          properties: {
            cursor: { type: 'string', nullable: true },
            result: { type: 'array', items: { $ref: '#/components/schemas/Token' } },
          },
        },
        Token: { type: 'object', properties: { name: { type: 'string' }, decimals: { type: 'integer' } } },
      },
    },
  }
}

/** The catalogue's side: the same operation as the reference, before any change a test makes. */
function catalogueDocument(): Json {
  const document = structuredClone(referenceDocument())
  const paths = document['paths'] as Record<string, Json>
  delete paths['/blocks/{id}']
  const order = ((paths['/wallets/{address}/tokens']!['get'] as Json)['parameters'] as Json[])[2]!
  order['schema'] = { type: 'string', enum: ['ASC', 'DESC'] }
  return document
}

function reference(document = referenceDocument()): ReferenceEntries {
  return {
    operations: readOpenApi(document),
    coverage: { paramTypes: true, responseFields: true },
    source: 'fixture',
  }
}

function run(catalogue: Json, ref = reference()) {
  const comparison = compare(catalogueEntries(catalogue, 'spec/fixture'), ref)
  const report: ApiDrift = { api: 'fixture', source: 'fixture', coverage: ref.coverage, ...comparison }
  return { ...comparison, problems: problems([report]), report }
}

const operation = (document: Json) =>
  (document['paths'] as Record<string, Json>)['/wallets/{address}/tokens']!['get'] as Json
const schemas = (document: Json) => (document['components'] as { schemas: Record<string, Json> }).schemas
const DIFFERS = 'x-w3data-differs'
const BLOCK_LEFT_OUT = { 'GET /blocks/{id}': 'Left out in this fixture on purpose.' }

describe('the drift comparison', () => {
  it('finds nothing but the left-out operation when both sides agree, an empty default counting as none', () => {
    const { drifts } = run(catalogueDocument())
    expect(drifts.map((drift) => `${drift.operation}: ${drift.subject}: ${drift.detail}`)).toEqual([
      'getBlock (GET /blocks/{id}): operation: only in the reference',
    ])
  })

  it('reports an operation the catalogue leaves out until index.yaml declares it', () => {
    const document = catalogueDocument()
    expect(run(document).problems).toEqual([
      'spec/fixture: getBlock (GET /blocks/{id}): operation: only in the reference (declare at index.yaml)',
    ])
    document[DIFFERS] = BLOCK_LEFT_OUT
    const { drifts, problems: found } = run(document)
    expect(found).toEqual([])
    expect(drifts[0]?.declared).toEqual({
      reason: 'Left out in this fixture on purpose.',
      where: 'GET /blocks/{id}',
    })
  })

  it('reports an added parameter at the place to declare it, and takes its declaration', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    const added: Json = { name: 'chain', in: 'query', schema: { type: 'string' } }
    ;(operation(document)['parameters'] as Json[]).push(added)
    expect(run(document).problems).toEqual([
      'spec/fixture: getTokens (GET /wallets/{address}/tokens): parameter chain: only in the catalogue (query) (declare at getTokens parameter chain)',
    ])
    added[DIFFERS] = 'The client fills in its default chain.'
    expect(run(document).problems).toEqual([])
  })

  it('reports a changed type, required flag, enum and default of a parameter', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    const limit = (operation(document)['parameters'] as Json[])[1]!
    Object.assign(limit, { required: true, schema: { type: 'string', enum: ['1', '2'], default: 5 } })
    const limitDrifts = run(document).drifts.filter((drift) => drift.subject === 'parameter limit')
    expect(limitDrifts.map((drift) => drift.detail)).toEqual([
      'default: catalogue 5, reference 10',
      'enum: catalogue 1, 2, reference (none)',
      'required: catalogue true, reference false',
      'type: catalogue string, reference integer',
    ])
  })

  it('reports a changed field type and a field only one side has, nullability included', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    const token = schemas(document)['Token']!
    token['properties'] = { name: { type: ['string', 'null'] }, symbol: { type: 'string' } }
    expect(run(document).problems).toEqual([
      'spec/fixture: getTokens (GET /wallets/{address}/tokens): field result[].decimals: only in the reference (declare at schema Token)',
      'spec/fixture: getTokens (GET /wallets/{address}/tokens): field result[].name: type: catalogue string | null, reference string (declare at schema Token.name)',
      'spec/fixture: getTokens (GET /wallets/{address}/tokens): field result[].symbol: only in the catalogue (declare at schema Token.symbol)',
    ])
  })

  it('looks into the items of a nullable list, written the 3.0 or the 3.1 way', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    const result = { type: ['array', 'null'], items: { $ref: '#/components/schemas/Token' } }
    ;(schemas(document)['Page']!['properties'] as Json)['result'] = result
    schemas(document)['Token']!['properties'] = { name: { type: 'string' } }
    const theirs = referenceDocument()
    Object.assign((schemas(theirs)['Page']!['properties'] as Record<string, Json>)['result']!, {
      nullable: true,
    })
    expect(run(document, reference(theirs)).problems).toEqual([
      'spec/fixture: getTokens (GET /wallets/{address}/tokens): field result[].decimals: only in the reference (declare at schema Token)',
    ])
  })

  it('compares fields only as deep as the reference describes them', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    schemas(document)['Token']!['properties'] = { name: { type: 'integer' } }
    ;(schemas(document)['Page']!['properties'] as Json)['cursor'] = { type: 'string' }
    const shallow = { ...reference(), coverage: { paramTypes: true, responseFields: true, fieldDepth: 1 } }
    expect(run(document, shallow).problems).toEqual([
      'spec/fixture: getTokens (GET /wallets/{address}/tokens): field cursor: type: catalogue string, reference string | null (declare at schema Page.cursor)',
    ])
    expect(run(document).problems).toContain(
      'spec/fixture: getTokens (GET /wallets/{address}/tokens): field result[].name: type: catalogue integer, reference string (declare at schema Token.name)',
    )
  })

  it('lets a schema declaration cover the fields it leaves out', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    const token = schemas(document)['Token']!
    token['properties'] = { name: { type: 'string' } }
    token[DIFFERS] = 'The seed does not list decimals.'
    const { drifts, problems: found } = run(document)
    expect(found).toEqual([])
    expect(drifts.map((drift) => [drift.subject, drift.declared?.where])).toEqual([
      ['operation', 'GET /blocks/{id}'],
      ['field result[].decimals', 'schema Token'],
    ])
  })

  it('lets one declaration on a shared parameter cover every operation that uses it', () => {
    const document = catalogueDocument()
    const paths = document['paths'] as Record<string, Json>
    paths['/blocks/{id}'] = structuredClone(
      (referenceDocument()['paths'] as Record<string, Json>)['/blocks/{id}']!,
    )
    const components = document['components'] as Json
    components['parameters'] = { id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } } }
    const block = paths['/blocks/{id}']!['get'] as Json
    block['parameters'] = [{ $ref: '#/components/parameters/id' }]
    expect(run(document).problems).toEqual([
      'spec/fixture: getBlock (GET /blocks/{id}): parameter id: type: catalogue integer, reference string (declare at parameter id)',
    ])
    ;(components['parameters'] as Record<string, Json>)['id']![DIFFERS] =
      'Block ids are numbers in this fixture.'
    expect(run(document).problems).toEqual([])
  })

  it('reports a declaration that no difference needs any more', () => {
    const document = catalogueDocument()
    document[DIFFERS] = { ...BLOCK_LEFT_OUT, 'DELETE /gone': 'An operation the reference once had.' }
    schemas(document)['Token']![DIFFERS] = 'Nothing differs here any more.'
    const { stale, problems: found } = run(document)
    expect(stale.map((declaration) => declaration.where)).toEqual(['schema Token', 'DELETE /gone'])
    expect(found).toEqual([
      'spec/fixture: schema Token: x-w3data-differs matches no difference any more ("Nothing differs here any more.")',
      'spec/fixture: DELETE /gone: x-w3data-differs matches no difference any more ("An operation the reference once had.")',
    ])
  })

  it('pairs an operation by method and path when its operationId differs', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    operation(document)['operationId'] = 'getWalletTokens'
    expect(run(document).drifts.map((drift) => drift.detail)).toEqual([
      'only in the reference',
      'operationId: catalogue getWalletTokens, reference getTokens',
    ])
  })

  it('refuses a declaration that is not a reason', () => {
    const document = catalogueDocument()
    schemas(document)['Token']![DIFFERS] = true
    expect(() => catalogueEntries(document, 'spec/fixture')).toThrow(
      'spec/fixture schema Token: x-w3data-differs must be a reason of at least 10 characters',
    )
    const other = catalogueDocument()
    other[DIFFERS] = { getBlock: 'A key that is no route.' }
    expect(() => catalogueEntries(other, 'spec/fixture')).toThrow("key 'getBlock' is not 'METHOD /path'")
  })

  it('keeps declarations out of what the generator reads', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    schemas(document)['Token']![DIFFERS] = 'A reason for the report only.'
    const stripped = withoutDeclarations({
      folder: 'fixture',
      files: [],
      document: document as never,
      sourceMap: new SourceMap({ file: 'spec/fixture/index.yaml', line: 1, column: 1 }),
      problems: [],
    })
    expect(JSON.stringify(stripped.document)).not.toContain(DIFFERS)
    expect(JSON.stringify(document)).toContain(DIFFERS)
  })

  it('renders undeclared drift, and declared differences under their operation with a numbered reason', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    ;(operation(document)['parameters'] as Json[]).push({
      name: 'chain',
      in: 'query',
      schema: { type: 'string' },
    })
    const markdown = renderMarkdown([run(document).report])
    expect(markdown).toContain('| fixture | `fixture` | 2 | 0 | 2 | 1 | 1 |')
    expect(markdown).toContain(
      '### Undeclared drift\n\n- getTokens (GET /wallets/{address}/tokens): parameter chain: only in the catalogue (query) (declare at getTokens parameter chain)\n',
    )
    expect(markdown).toContain('| 1 | Left out in this fixture on purpose. | `GET /blocks/{id}` |')
    expect(markdown).toContain(
      '#### getBlock (GET /blocks/{id})\n\n- operation: only in the reference (#1)\n',
    )
  })

  it('renders a long enum as a count, on the side that has it', () => {
    const document = catalogueDocument()
    document[DIFFERS] = BLOCK_LEFT_OUT
    const order = (operation(document)['parameters'] as Json[])[2]!
    order['schema'] = { type: 'string', enum: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }
    order[DIFFERS] = 'More orders in this fixture.'
    expect(renderMarkdown([run(document).report])).toContain(
      '- parameter order: enum: catalogue 7 values, reference ASC, DESC (#',
    )
    order['schema'] = { type: 'string' }
    const theirs = referenceDocument()
    const theirOrder = (operation(theirs)['parameters'] as Json[])[2]!
    theirOrder['schema'] = { type: 'string', enum: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }
    expect(renderMarkdown([run(document, reference(theirs)).report])).toContain(
      '- parameter order: enum: catalogue (none), reference 8 values (#',
    )
  })
})

/** A small facts sheet in the shape of ../shared/reference/auth-and-solana.md. */
const sheet = `# A. Auth

## A.2 Shared fields

| field | type / format | req in request | constraints |
|---|---|---|---|
| domain | string | req | — |
| statement | string | optional | — |

## A.3 POST /challenge/request/evm (operationId \`requestChallengeEvm\`)

Request body (required). The required set is
\`domain, address\`.

| field | type | req | notes |
|---|---|---|---|
| domain, statement | see A.2 | | |
| address | string | optional | |
| addresses[].blockchainType | enum | req | |

Response **201**: \`{id, message}\`. The required set is \`id, message\`.

## A.4 POST /challenge/verify/evm (operationId \`verifyChallengeEvm\`)

Request: \`{message: string req, signature: string}\` (\`Dto\`).
Response **201**: the common fields.

# B. Solana

### B.2.2 GET /account/{network}/{address}/tokens (operationId \`getSPL\`; group account)

Query params (current spec only; none before): \`excludeSpam\` (boolean, default false; not \`other\`).

Response 200: array of \`SPLTokenBalance\` (B.3).

### B.2.5 GET /nft/{network}/{address}/metadata (operationId \`getNFTMetadata\`; group nft)

Response 200, \`NFTMetadata\`:

| field | type | req | notes |
|---|---|---|---|
| mint, name | string | req | |
| metaplex | \`NFTMetaplex\` (B.3) | req | |
| decimals | **string**, null | req | |
| attributes | array of \`NFTMetadataAttributeDto\` | req | |
| media | \`Media\`, null | req | |
| owners | see below | | |

## B.3 Shared Solana schemas

**\`SPLTokenBalance\`** (items of /tokens):

| field | type | req |
|---|---|---|
| amount | string | req |
| tags | array of string, null | req |

## B.4 Newer operations

| # | method and path | operationId (group) | params (path / query) | body | response |
|---|---|---|---|---|---|
| N1 | GET /token/{network}/pairs/{pairAddress}/swaps | getSwaps (pair) | path pairAddress (string, req); fromDate, toDate (req; seconds); limit (1–100) | — | — |
| N2 | GET /token/{network}/pairs/{pairAddress}/more | getMore (pair) | as N1 | — | — |
| N3 | POST /token/{network}/prices | getPrices (token) | — | \`{addresses: string[] req, minItems 1}\` | — |
`

describe('the facts sheet reader', () => {
  const params = (part: string) =>
    readFactsSheet(sheet, part).map(
      (entry) =>
        `${entry.id} ${entry.method} ${entry.path}: ${entry.params.map((param) => `${param.name}/${param.in}${param.required ? '!' : ''}`).join(' ')}`,
    )

  it('reads operation headings, shared field rows, required sets (over the table) and inline request bodies', () => {
    expect(params('A')).toEqual([
      'requestChallengeEvm POST /challenge/request/evm: domain/body! statement/body address/body!',
      'verifyChallengeEvm POST /challenge/verify/evm: message/body! signature/body',
    ])
  })

  it('reads query parameters in prose and the one-row-per-operation table, path parameters from the path', () => {
    expect(params('B')).toEqual([
      'getSPL GET /account/{network}/{address}/tokens: network/path! address/path! excludeSpam/query',
      'getNFTMetadata GET /nft/{network}/{address}/metadata: network/path! address/path!',
      'getSwaps GET /token/{network}/pairs/{pairAddress}/swaps: network/path! pairAddress/path! fromDate/query! toDate/query! limit/query',
      'getMore GET /token/{network}/pairs/{pairAddress}/more: network/path! pairAddress/path! fromDate/query! toDate/query! limit/query',
      'getPrices POST /token/{network}/prices: network/path! addresses/body!',
    ])
  })
})

describe('the facts sheet response fields', () => {
  const fields = (id: string) =>
    readFactsSheet(sheet, 'B')
      .find((entry) => entry.id === id)
      ?.fields?.map((field) => `${field.path}: ${field.type ?? '(not said)'}`)

  it('reads the table under the response, one field per name, types from the type column', () => {
    expect(fields('getNFTMetadata')).toEqual([
      ': object',
      'mint: string',
      'name: string',
      'metaplex: object',
      'decimals: string | null',
      'attributes: object[]',
      'media: object | null',
      'owners: (not said)',
    ])
  })

  it('reads "array of `Name`" as the items of the shared schema table of that name', () => {
    expect(fields('getSPL')).toEqual([': object[]', '[].amount: string', '[].tags: string[] | null'])
  })

  it('leaves the answers the sheet writes in prose out of the comparison', () => {
    expect(fields('getSwaps')).toBeUndefined()
  })
})

describe('the catalogue beside the facts of the provider documents', () => {
  const reports = driftReport(join(ROOT, 'spec'), FACTS_ROOT)

  it('has every difference declared, and no declaration left over', () => {
    expect(problems(reports)).toEqual([])
  })

  it('compares every API, and operations on each', () => {
    expect(reports.map((report) => [report.api, report.compared > 0])).toEqual([
      ['aptos', true],
      ['auth', true],
      ['evm', true],
      ['solana', true],
      ['streams', true],
    ])
  })

  it('has spec/DRIFT.md as make spec-drift writes it', () => {
    expect(readFileSync(join(ROOT, 'spec/DRIFT.md'), 'utf8')).toBe(renderMarkdown(reports))
  })
})
