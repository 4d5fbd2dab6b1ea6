import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues, type ParameterEntry, type ValueType } from 'w3data/catalogue'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'
import { sampleRequest } from './sampleRequest'

interface Rule {
  message: string
  refused: string[]
  accepted: string[]
}

const EVM_ADDRESS: Rule = {
  message: 'must be a valid address',
  refused: [`0x${'a'.repeat(39)}`, `0x${'a'.repeat(41)}`, `0x${'g'.repeat(40)}`, 'a'.repeat(40)],
  accepted: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
}

/** The value types the mock checks like the provider, their message, and values on each side of the rule. */
const RULES: Partial<Record<ValueType, Rule>> = {
  'evm-address': EVM_ADDRESS,
  'evm-address-lowercase': EVM_ADDRESS,
  'aptos-address': {
    message: 'must be a valid Aptos address',
    refused: [`0x${'a'.repeat(65)}`, '0x', 'nothex'],
    accepted: ['0x1', 'a'.repeat(64)],
  },
  'sol-address': {
    message: 'must be a valid Solana address',
    refused: ['1'.repeat(31), '1'.repeat(45), `0${'1'.repeat(40)}`],
    accepted: ['1'.repeat(32), 'So11111111111111111111111111111111111111112'],
  },
  date: {
    message: 'must be a valid ISO 8601 date string',
    refused: ['yesterday', '2024-13-45'],
    accepted: ['2024-01-01'],
  },
}

interface Case {
  api: string
  operationId: string
  param: ParameterEntry
  valueType: ValueType
  isList: boolean
}

/** Every query and path parameter, of every API, whose value type the mock checks. */
const CASES: Case[] = catalogues.flatMap((catalogue) =>
  catalogue.operations.flatMap((operation) =>
    operation.params.flatMap((param) => {
      if (param.in !== 'query' && param.in !== 'path') return []
      const isList = ([] as unknown[]).concat(param.schema.type).includes('array')
      const valueType = param.valueType ?? param.schema.items?.['x-w3data-value-type']
      if (!valueType || !RULES[valueType]) return []
      return [{ api: catalogue.api, operationId: operation.id, param, valueType, isList }]
    }),
  ),
)

let mock: MockServer
beforeAll(async () => {
  mock = await createMockServer()
})
afterAll(() => mock.close())

async function send({ api, operationId, param, isList }: Case, value: string) {
  const catalogue = catalogues.find((entry) => entry.api === api)!
  const operation = catalogue.operations.find((entry) => entry.id === operationId)!
  const request = sampleRequest(catalogue, operation, { [param.wireName]: isList ? [value] : value })
  const response = await fetch(`${mock.url}${request.path}`, {
    method: request.method,
    headers: { 'x-api-key': MOCK_API_KEY, 'content-type': 'application/json' },
    ...(request.body !== undefined && { body: request.body }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe("the mock's value-type checks of query and path parameters", () => {
  it('reach every API with such parameters, and every checked value type in path and query', () => {
    const covered = new Set(CASES.map(({ api, valueType, param }) => `${api} ${param.in} ${valueType}`))
    for (const expected of [
      'evm path evm-address',
      'evm query evm-address',
      'evm query date',
      'aptos path aptos-address',
      'aptos query aptos-address',
      'aptos query date',
      'solana path sol-address',
      'solana query sol-address',
      'solana query date',
    ])
      expect(covered).toContain(expected)
  })

  it.each(
    CASES.map((entry) => [`${entry.api} ${entry.operationId} ${entry.param.wireName}`, entry] as const),
  )('%s: a malformed value is a 400 naming the parameter, a well-formed one passes', async (_, entry) => {
    const rule = RULES[entry.valueType]!
    const message = `${entry.isList ? 'each value in ' : ''}${entry.param.wireName} ${rule.message}`
    for (const value of rule.refused) {
      expect(await send(entry, value), value).toEqual({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message },
      })
    }
    for (const value of rule.accepted) expect((await send(entry, value)).status, value).toBeLessThan(400)
  })
})
