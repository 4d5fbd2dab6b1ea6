import { describe, expect, it } from 'vitest'
import type { OperationEntry, ParameterEntry, SchemaObject } from 'w3data/catalogue'
import { checkApiKey } from '../../mock/checks/apiKey'
import { checkBody } from '../../mock/checks/body'
import { checkPath, checkQuery } from '../../mock/checks/parameters'
import type { IncomingCall } from '../../mock/incoming'

// The mock's checks, one rule at a time, on small operations made for the rule (README, "The
// mock provider": it checks keys, parameters and bodies the way the provider does). The routes
// of the real catalogue are covered end to end by checks.test.ts and checkRules.test.ts.

const param = (wireName: string, schema: SchemaObject, extra: Partial<ParameterEntry> = {}) =>
  ({ name: wireName, wireName, in: 'query', required: false, schema, ...extra }) as ParameterEntry

function operation(params: ParameterEntry[], extra: Partial<OperationEntry> = {}): OperationEntry {
  return {
    id: 'probe',
    api: 'probe',
    method: 'GET',
    effect: 'read',
    path: '/probe',
    tag: 'probe',
    summary: 'probe',
    cost: { rateLimit: 1, price: 1 },
    params,
    nullable: false,
    bearer: false,
    raw: false,
    response: {},
    ...extra,
  }
}

const problem = (message: string) => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message },
})

const list = (items: SchemaObject, required = true) =>
  param('ids', { type: 'array', items, minItems: 1, maxItems: 3 }, { required })

describe('API key', () => {
  const unauthorized = (message: string) => ({
    status: 401,
    body: { statusCode: 401, error: 'Unauthorized', message },
  })

  it('is missing when the header is absent or empty', () => {
    expect(checkApiKey({}, undefined)).toEqual(unauthorized('Missing API key'))
    expect(checkApiKey({ 'x-api-key': '' }, undefined)).toEqual(unauthorized('Missing API key'))
  })

  it('passes any key without a list, and only the listed ones with one', () => {
    expect(checkApiKey({ 'x-api-key': 'any' }, undefined)).toBeUndefined()
    expect(checkApiKey({ 'x-api-key': 'b' }, new Set(['a']))).toEqual(unauthorized('Invalid API key'))
    expect(checkApiKey({ 'x-api-key': 'a' }, new Set(['a']))).toBeUndefined()
  })
})

describe('query parameters', () => {
  it('says a required parameter sent empty is required, like one not sent', () => {
    const op = operation([param('limit', { type: 'integer' }, { required: true })])
    expect(checkQuery(op, { limit: '' }, {})).toEqual(problem('limit is required'))
    expect(checkQuery(op, {}, {})).toEqual(problem('limit is required'))
    expect(checkQuery(op, { limit: ['', ''] }, {})).toEqual(problem('limit is required'))
  })

  it('checks a list with some empty values item by item, not as missing', () => {
    const op = operation([list({ type: 'integer' })])
    expect(checkQuery(op, { ids: ['', '5'] }, {})).toEqual(
      problem('each value in ids must be an integer number'),
    )
  })

  it('takes a single value for a list as a list of one', () => {
    const op = operation([list({ type: 'integer' })])
    expect(checkQuery(op, { ids: '5' }, {})).toBeUndefined()
  })

  it('holds a list to its minimum and maximum size, the bounds included', () => {
    const op = operation([list({ type: 'string' }, false)])
    expect(checkQuery(op, { ids: ['a', 'b', 'c'] }, {})).toBeUndefined()
    expect(checkQuery(op, { ids: ['a', 'b', 'c', 'd'] }, {})).toEqual(
      problem('ids must contain no more than 3 elements'),
    )
    const two = operation([param('ids', { type: 'array', items: { type: 'string' }, minItems: 2 })])
    expect(checkQuery(two, { ids: ['a'] }, {})).toEqual(problem('ids must contain at least 2 elements'))
    expect(checkQuery(two, { ids: ['a', 'b'] }, {})).toBeUndefined()
  })

  it('takes decimals for a number and refuses them for an integer', () => {
    const number = operation([param('ratio', { type: 'number' })])
    expect(checkQuery(number, { ratio: '1.5' }, {})).toBeUndefined()
    const integer = operation([param('limit', { type: 'integer' })])
    expect(checkQuery(integer, { limit: '1.5' }, {})).toEqual(problem('limit must be an integer number'))
  })

  it('takes true and false for a boolean, nothing else', () => {
    const op = operation([param('flag', { type: 'boolean' })])
    expect(checkQuery(op, { flag: 'true' }, {})).toBeUndefined()
    expect(checkQuery(op, { flag: 'false' }, {})).toBeUndefined()
    expect(checkQuery(op, { flag: 'yes' }, {})).toEqual(problem('flag must be a boolean value'))
  })

  it('holds a value to its pattern, and passes one that matches', () => {
    const op = operation([param('id', { type: 'string', pattern: '^[a-f]+$' })])
    expect(checkQuery(op, { id: 'abc' }, {})).toBeUndefined()
    expect(checkQuery(op, { id: 'xyz' }, {})).toEqual(problem('id must match ^[a-f]+$ regular expression'))
  })

  it('checks EVM addresses, lowercase ones included, as the whole value', () => {
    const address = `0x${'ab'.repeat(20)}`
    for (const valueType of ['evm-address', 'evm-address-lowercase'] as const) {
      const op = operation([param('address', { type: 'string', 'x-w3data-value-type': valueType })])
      expect(checkQuery(op, { address }, {})).toBeUndefined()
      for (const bad of [`x${address}`, `${address}0`, '0x12'])
        expect(checkQuery(op, { address: bad }, {})).toEqual(problem('address must be a valid address'))
    }
  })
})

describe('path parameters', () => {
  it('checks their values, and only theirs', () => {
    const op = operation([
      param('height', { type: 'integer' }, { in: 'path', required: true }),
      param('limit', { type: 'integer' }),
    ])
    expect(checkPath(op, { height: 'x', limit: 'y' }, {})).toEqual(
      problem('height must be an integer number'),
    )
    expect(checkPath(op, { height: '7', limit: 'y' }, {})).toBeUndefined()
  })
})

describe('bodies', () => {
  const call = (body: unknown, bodyInvalid = false): IncomingCall => ({
    method: 'POST',
    url: '/probe',
    pathname: '/probe',
    query: {},
    headers: {},
    body,
    bodyInvalid,
  })
  const fields = operation(
    [param('name', { type: 'string' }, { in: 'body', required: true }), param('note', {}, { in: 'body' })],
    { method: 'POST' },
  )
  const items = {
    type: 'array',
    items: { type: 'object', required: ['id', 'signature'] },
  } satisfies SchemaObject
  const listBody = operation([], { method: 'POST', bodyParam: param('items', items, { in: 'body' }) })

  it('ignores what is sent to an operation that takes no body', () => {
    expect(checkBody(operation([]), call(undefined, true), {})).toBeUndefined()
  })

  it('wants an object carrying every required field, null counting as absent', () => {
    expect(checkBody(fields, call(undefined, true), {})).toEqual(problem('Request body is not valid JSON'))
    expect(checkBody(fields, call([1]), {})).toEqual(problem('Request body must be an object'))
    expect(checkBody(fields, call(undefined), {})).toEqual(problem('name is required'))
    expect(checkBody(fields, call({ name: null }), {})).toEqual(problem('name is required'))
    expect(checkBody(fields, call({ name: 'a' }), {})).toBeUndefined()
  })

  it('wants a list body to be a list whose items carry their required fields', () => {
    expect(checkBody(listBody, call(undefined), {})).toEqual(problem('Request body is required'))
    expect(checkBody(listBody, call({}), {})).toEqual(problem('Request body must be an array'))
    const good = { id: 1, signature: 's' }
    expect(checkBody(listBody, call([good, good]), {})).toBeUndefined()
    expect(checkBody(listBody, call([good, { id: 2, signature: null }]), {})).toEqual(
      problem('[1].signature is required'),
    )
    const free = operation([], {
      method: 'POST',
      bodyParam: param('items', { type: 'array', items: { type: 'object' } }, { in: 'body' }),
    })
    expect(checkBody(free, call([{}]), {})).toBeUndefined()
  })
})
