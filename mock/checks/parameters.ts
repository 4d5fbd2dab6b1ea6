import {
  type NetworkEntry,
  type OperationEntry,
  type ParameterEntry,
  resolveSchema,
  type SchemaObject,
} from '../../entries/catalogue'
import type { QueryValues } from '../incoming'
import { errorReply, type Reply } from '../reply'
import { type SchemaTable, schemaTypes } from '../schema'

const NUMBER = /^-?\d+(\.\d+)?$/
const INTEGER = /^-?\d+$/

/**
 * The provider's checks of query parameters, in its order: unknown names, then missing required
 * ones, then each value against its schema (numbers, bounds, booleans, enums, list sizes, value
 * types). The first failure is a 400 with a class-validator style message.
 */
export function checkQuery(
  operation: OperationEntry,
  query: QueryValues,
  schemas: SchemaTable,
  network?: NetworkEntry,
): Reply | undefined {
  const params = new Map(operation.params.filter((p) => p.in === 'query').map((p) => [p.wireName, p]))
  // A network picked by host may be named in the query as well (Aptos sends `network=mainnet`).
  const networkQuery = network?.in === 'host' ? network.query : undefined
  for (const name of Object.keys(query)) {
    if (!params.has(name) && name !== networkQuery) return errorReply(400, `Unknown parameter: ${name}`)
  }
  for (const param of params.values()) {
    if (param.required && isMissing(query[param.wireName]))
      return errorReply(400, `${param.wireName} is required`)
  }
  for (const param of params.values()) {
    const value = query[param.wireName]
    if (isMissing(value)) continue
    const problem = checkParameter(param, value as string | string[], schemas)
    if (problem) return errorReply(400, problem)
  }
  return undefined
}

/** Path parameters are present by construction; their values are still checked (numbers). */
export function checkPath(
  operation: OperationEntry,
  pathParams: Readonly<Record<string, string>>,
  schemas: SchemaTable,
): Reply | undefined {
  for (const param of operation.params) {
    const value = pathParams[param.wireName]
    if (param.in !== 'path' || value === undefined) continue
    const problem = checkParameter(param, value, schemas)
    if (problem) return errorReply(400, problem)
  }
  return undefined
}

function isMissing(value: string | string[] | undefined): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.every((item) => item === ''))
}

function checkParameter(
  param: ParameterEntry,
  value: string | string[],
  schemas: SchemaTable,
): string | undefined {
  const schema = resolveSchema(param.schema, schemas)
  const name = param.wireName
  if (!schemaTypes(schema).types.includes('array')) {
    return Array.isArray(value) ? `${name} must be a single value` : checkScalar(name, schema, value, schemas)
  }
  const items = Array.isArray(value) ? value : [value]
  if (schema.minItems !== undefined && items.length < schema.minItems)
    return `${name} must contain at least ${schema.minItems} elements`
  if (schema.maxItems !== undefined && items.length > schema.maxItems)
    return `${name} must contain no more than ${schema.maxItems} elements`
  const itemSchema = resolveSchema(schema.items ?? {}, schemas)
  for (const item of items) {
    const problem = checkScalar(name, itemSchema, item, schemas)
    if (problem) return `each value in ${problem}`
  }
  return undefined
}

function checkScalar(
  name: string,
  schema: SchemaObject,
  value: string,
  schemas: SchemaTable,
): string | undefined {
  const { types } = schemaTypes(resolveSchema(schema, schemas))
  if (types.includes('number') || types.includes('integer')) {
    const integer = !types.includes('number')
    if (!(integer ? INTEGER : NUMBER).test(value))
      return `${name} must be ${integer ? 'an integer number' : 'a number conforming to the specified constraints'}`
    const number = Number(value)
    if (schema.minimum !== undefined && number < schema.minimum)
      return `${name} must not be less than ${schema.minimum}`
    if (schema.maximum !== undefined && number > schema.maximum)
      return `${name} must not be greater than ${schema.maximum}`
  }
  if (types.includes('boolean') && value !== 'true' && value !== 'false')
    return `${name} must be a boolean value`
  if (schema.enum && !schema.enum.some((allowed) => String(allowed) === value))
    return `${name} must be one of the following values: ${schema.enum.join(', ')}`
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value))
    return `${name} must match ${schema.pattern} regular expression`
  return checkValueType(name, schema, value)
}

function checkValueType(name: string, schema: SchemaObject, value: string): string | undefined {
  switch (schema['x-w3data-value-type']) {
    case 'aptos-address':
      return /^(0x)?[0-9a-fA-F]{1,64}$/.test(value) ? undefined : `${name} must be a valid Aptos address`
    case 'evm-address':
    case 'evm-address-lowercase':
      return /^0x[0-9a-fA-F]{40}$/.test(value) ? undefined : `${name} must be a valid address`
    case 'sol-address':
      return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
        ? undefined
        : `${name} must be a valid Solana address`
    case 'date':
      return Number.isNaN(Date.parse(value)) ? `${name} must be a valid ISO 8601 date string` : undefined
    default:
      return undefined
  }
}
