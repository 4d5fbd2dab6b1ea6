/**
 * One operation's parameters and result as JSON Schema in the SDK's names, and example
 * arguments that the library accepts: what a tool built from the catalogue publishes.
 */

import { VALUE_TYPES } from '../contract/valueTypes'
import { exampleOf } from './examples'
import { type JsonSchema, toJsonSchema } from './jsonSchema'
import type { ApiCatalogue, OperationEntry, ParameterEntry, SchemaObject } from './types'

/**
 * Every parameter the library's call takes, by SDK name: path, query, body (or the one body
 * value), and the API's network parameter, which every operation of a networked API gains.
 */
export function operationParameters(operation: OperationEntry, catalogue: ApiCatalogue): ParameterEntry[] {
  const params = [...operation.params, ...(operation.bodyParam ? [operation.bodyParam] : [])]
  const network = catalogue.network
  if (!network || params.some((param) => param.name === network.param)) return params
  const schema: SchemaObject = {
    type: 'string',
    description: `The network; the client's ${network.defaultOption} option when absent.`,
    'x-w3data-value-type': network.valueType,
    ...(operation.networkOnly && { enum: operation.networkOnly }),
  }
  return [
    ...params,
    {
      name: network.param,
      wireName: network.param,
      in: 'query',
      required: false,
      schema,
      valueType: network.valueType,
    },
  ]
}

/** The JSON Schema of the call's parameters object: one property per SDK name, no others. */
export function parametersJsonSchema(operation: OperationEntry, catalogue: ApiCatalogue): JsonSchema {
  const params = operationParameters(operation, catalogue)
  const properties = Object.fromEntries(
    params.map((param) => [param.name, parameterSchema(param, catalogue)]),
  )
  const required = params.filter((param) => param.required).map((param) => param.name)
  return {
    type: 'object',
    properties,
    ...(required.length > 0 && { required }),
    additionalProperties: false,
  }
}

function parameterSchema(param: ParameterEntry, catalogue: ApiCatalogue): JsonSchema {
  const description = param.description ?? param.schema.description
  const schema = description === undefined ? param.schema : { ...param.schema, description }
  return toJsonSchema(schema, catalogue.schemas, { use: 'input' })
}

/**
 * The JSON Schema of the call's result as the library returns it: the camelCase mapping, or the
 * body as sent for an operation that returns it raw. Components sit once under `$defs`.
 */
export const resultJsonSchema = (operation: OperationEntry, catalogue: ApiCatalogue): JsonSchema =>
  toJsonSchema(operation.response, catalogue.schemas, {
    use: 'output',
    names: operation.raw ? 'wire' : 'sdk',
    components: 'defs',
  })

/** Arguments the library accepts: an example of every required parameter. */
export function exampleParameters(
  operation: OperationEntry,
  catalogue: ApiCatalogue,
): Record<string, unknown> {
  const example: Record<string, unknown> = {}
  for (const param of operationParameters(operation, catalogue)) {
    if (!param.required) continue
    const value =
      exampleOf(param.schema, catalogue.schemas) ??
      (param.valueType === undefined ? undefined : VALUE_TYPES[param.valueType].example)
    if (value !== undefined) example[param.name] = value
  }
  return example
}
