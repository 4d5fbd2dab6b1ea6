import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiCatalogue, OperationEntry, SchemaObject } from 'w3data/catalogue'
import { catalogues, resolveSchema } from 'w3data/catalogue'
import { type AddressStyle, createMockServer, fieldRule, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { agreementProblems, implausible, type Scalar } from './plausibility'
import { sampleRequest } from './sampleRequest'
import { schemaProblems } from './schemaCheck'

/** How each API writes account addresses (Auth and Streams speak EVM first). */
const STYLES: Readonly<Record<string, AddressStyle>> = {
  aptos: 'aptos',
  auth: 'evm',
  evm: 'evm',
  solana: 'solana',
  streams: 'evm',
}
/** Seeds looked at: optional fields, unions and nulls differ from one to the next. */
const SEEDS = [1, 2, 3]
/** getAccountResource and getAccountModule share one template; the first in catalogue order serves both. */
const SERVED_AS: Readonly<Record<string, string>> = { getAccountResource: 'getAccountModule' }

type Schemas = Readonly<Record<string, SchemaObject>>

interface Walk {
  schemas: Schemas
  style: AddressStyle
  /** Values the request sent: the provider may echo them as they were given. */
  sent: ReadonlySet<string>
  problems: string[]
}

/** The union member `value` is an instance of. */
function memberOf(value: unknown, schema: SchemaObject, schemas: Schemas): SchemaObject | undefined {
  return (schema.oneOf ?? []).find((member) => schemaProblems(value, member, schemas).length === 0)
}

/**
 * Walks a response with its schema: every scalar is checked against its field's rule
 * (plausibility.ts), every object for fields that must agree.
 */
function walk(
  value: unknown,
  given: SchemaObject,
  at: { path: string; name: string; siblings: string[]; example?: unknown },
  ctx: Walk,
): void {
  if (value === null || value === undefined) return
  const schema = resolveSchema(given, ctx.schemas)
  if (schema['x-w3data-data']) return
  if (schema.oneOf) {
    const member = memberOf(value, schema, ctx.schemas)
    if (member) walk(value, member, at, ctx)
    return
  }
  if (Array.isArray(value)) {
    const examples = Array.isArray(schema.example) ? schema.example : []
    value.forEach((item, index) => {
      walk(
        item,
        schema.items ?? {},
        { ...at, path: `${at.path}[${index}]`, name: `${at.name}[]`, example: examples[0] },
        ctx,
      )
    })
    return
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    const properties = schema.properties ?? {}
    const siblings = [...Object.keys(properties), ...(schema.required ?? [])]
    ctx.problems.push(...agreementProblems(record, at.path))
    for (const [name, property] of Object.entries(properties))
      if (name in record) walk(record[name], property, { path: `${at.path}.${name}`, name, siblings }, ctx)
    return
  }
  if (typeof value === 'boolean' || ctx.sent.has(String(value))) return
  const rule = fieldRule(at.name, ctx.style, at.siblings)
  const example = schema.example ?? at.example
  const problem = implausible(value as Scalar, { schema, rule, style: ctx.style, example })
  if (problem) ctx.problems.push(`${at.path} = ${JSON.stringify(value)}: ${problem}`)
}

/** Every value in the request's path, query and body. */
function sentValues(request: { path: string; body?: string }): Set<string> {
  const url = new URL(request.path, 'http://mock')
  const values = new Set([...url.pathname.split('/').map(decodeURIComponent), ...url.searchParams.values()])
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect)
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect)
    else values.add(String(value))
  }
  if (request.body !== undefined) collect(JSON.parse(request.body))
  return values
}

const servers = new Map<number, MockServer>()
beforeAll(async () => {
  for (const seed of SEEDS) servers.set(seed, await createMockServer({ seed }))
})
afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.close()))
})

type SampleRequest = ReturnType<typeof sampleRequest>

/** What `server` answers `request`, which must be a success. */
async function answerOf(server: MockServer, request: SampleRequest): Promise<string> {
  const response = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
    ...(request.body !== undefined && { body: request.body }),
  })
  expect(response.status).toBe(200)
  return response.text()
}

/** Seed 1's answers, kept by request: the same-bytes cases compare a fresh server's with them. */
const seedOneAnswers = new Map<string, Promise<string>>()
function seedOneAnswer(request: SampleRequest): Promise<string> {
  const key = `${request.method} ${request.path} ${request.body ?? ''}`
  let answer = seedOneAnswers.get(key)
  if (!answer) {
    answer = answerOf(servers.get(1)!, request)
    seedOneAnswers.set(key, answer)
  }
  return answer
}

async function problemsOf(catalogue: ApiCatalogue, operation: OperationEntry): Promise<string[]> {
  const request = sampleRequest(catalogue, operation)
  const served = catalogue.operations.find((entry) => entry.id === (SERVED_AS[operation.id] ?? operation.id))!
  const problems: string[] = []
  for (const [seed, server] of servers) {
    const answer = seed === 1 ? await seedOneAnswer(request) : await answerOf(server, request)
    const ctx: Walk = {
      schemas: catalogue.schemas,
      style: STYLES[catalogue.api] ?? 'evm',
      sent: sentValues(request),
      problems: [],
    }
    walk(JSON.parse(answer), served.response, { path: `seed ${seed}: $`, name: '', siblings: [] }, ctx)
    problems.push(...ctx.problems)
  }
  return problems
}

const cases = catalogues.flatMap((catalogue) =>
  catalogue.operations.map(
    (operation) => [`${catalogue.api}.${operation.id}`, catalogue, operation] as const,
  ),
)

describe('the mock answers every operation with values that fit their fields', () => {
  it('has cases from every API', () => {
    expect(new Set(cases.map(([, catalogue]) => catalogue.api))).toEqual(
      new Set(['evm', 'aptos', 'streams', 'auth', 'solana']),
    )
  })

  it.each(cases)('%s', async (_, catalogue, operation) => {
    expect(await problemsOf(catalogue, operation)).toEqual([])
  })
})

describe('the same seed gives the same bytes', () => {
  it.each(cases)('%s', async (_, catalogue, operation) => {
    const request = sampleRequest(catalogue, operation)
    const again = await createMockServer({ seed: 1 })
    try {
      expect(await answerOf(again, request)).toBe(await seedOneAnswer(request))
    } finally {
      await again.close()
    }
  })
})

describe('the checker', () => {
  const evm = (name: string, schema: SchemaObject, siblings: string[] = []) => ({
    schema,
    rule: fieldRule(name, 'evm', siblings),
    style: 'evm' as const,
    example: schema.example,
  })
  const text = { type: 'string' }

  it('refuses the noise the mock used to serve', () => {
    expect(implausible('ember', evm('usd_price', text))).toBe('not a plausible price')
    expect(implausible('lumen', evm('usdPrice24hrPercentChange', { type: 'number' }))).toBe(
      'not a plausible percent-change',
    )
    expect(implausible('alpha', evm('total_supply', text))).toBe('not a plausible amount')
    expect(implausible('delta', evm('balance_formatted', text))).toBe('not a plausible formatted')
    expect(implausible('delta', evm('total_blocks', text))).toBe('not a plausible count')
    expect(implausible('https://ipfs.io/ipfs/Qm1/2.json', evm('thumbnail', text))).toBe(
      'not a plausible image',
    )
    expect(implausible('stAPT', evm('symbol', text))).toBe('not a plausible ticker')
    expect(implausible('0xdac17f958d2ee523a2206206994597c13d831ec7', evm('token_address', text))).toBe(
      'not a plausible address',
    )
    expect(implausible('orbit', evm('some_new_field', text))).toBe('no rule or catalogue fact describes it')
  })

  it('accepts what the provider sends', () => {
    expect(implausible('0.99821', evm('usd_price', text))).toBeUndefined()
    expect(implausible(-1.25, evm('usdPrice24hrPercentChange', { type: 'number' }))).toBeUndefined()
    expect(
      implausible('0xdAC17F958D2ee523a2206206994597C13D831ec7', evm('token_address', text)),
    ).toBeUndefined()
    expect(implausible('2024-05-01T10:00:00.000Z', evm('block_timestamp', text))).toBeUndefined()
    expect(implausible('https://logos.example.org/usdt.png', evm('logo', text))).toBeUndefined()
    expect(implausible('1.0', evm('version', { type: 'string', example: '1.0' }))).toBeUndefined()
  })

  it('parses value types with the runtime and finds fields that disagree', () => {
    expect(
      implausible('0x1', evm('chain', { type: 'string', 'x-w3data-value-type': 'evm-chain' })),
    ).toBeUndefined()
    expect(
      implausible('0xZZ', evm('address', { type: 'string', 'x-w3data-value-type': 'evm-address' })),
    ).toBe('not a valid evm-address')
    expect(
      agreementProblems(
        { balance: '1500000', balance_formatted: '15', decimals: 6, usd_price: '2', usd_value: 30 },
        '$',
      ),
    ).toEqual(['$.balance_formatted: 15 is not balance 1500000 over 10^6'])
    expect(
      agreementProblems(
        { balance: '1500000', balance_formatted: '1.5', decimals: 6, usd_price: '2', usd_value: 4 },
        '$',
      ),
    ).toEqual(['$.usd_value: 4 is not usd_price × balance_formatted = 3'])
  })
})

describe('an operation the catalogue gains later', () => {
  it('gets values by its field names, with nothing but types in its schema', async () => {
    const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
    const response: SchemaObject = {
      type: 'object',
      required: ['total_blocks', 'usd_price', 'last_block_timestamp', 'token_symbol', 'logo', 'miner'],
      properties: Object.fromEntries(
        ['total_blocks', 'usd_price', 'last_block_timestamp', 'token_symbol', 'logo', 'miner'].map((name) => [
          name,
          { type: 'string' },
        ]),
      ),
    }
    const operation: OperationEntry = {
      ...evm.operations[0]!,
      id: 'getChainStats',
      method: 'GET',
      path: '/chain/stats',
      params: [],
      response,
    }
    const extended = { ...evm, operations: [...evm.operations, operation] }
    const server = await createMockServer({ catalogues: [extended] })
    try {
      const answer = (await (
        await fetch(`${server.url}/evm/chain/stats`, { headers: { 'x-api-key': MOCK_API_KEY } })
      ).json()) as Record<string, string>
      expect(answer['total_blocks']).toMatch(/^\d+$/)
      expect(answer['usd_price']).toMatch(/^\d+(\.\d+)?$/)
      expect(Date.parse(answer['last_block_timestamp'] ?? '')).toBeGreaterThan(0)
      expect(answer['token_symbol']).toMatch(/^[A-Z0-9]{2,10}$/)
      expect(answer['logo']).toMatch(/^https:\/\/.+\.(png|webp|jpe?g)$/)
      const ctx: Walk = { schemas: evm.schemas, style: 'evm', sent: new Set(), problems: [] }
      walk(answer, response, { path: '$', name: '', siblings: [] }, ctx)
      expect(ctx.problems).toEqual([])
    } finally {
      await server.close()
    }
  })
})
