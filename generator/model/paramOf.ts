// An operation's parameters: path and query parameters, and its JSON request body.
import { sdkName } from '../../runtime/contract/names'
import { schemaRefName } from '../load/specRef'
import type { ParamModel } from './ir'
import type { Context } from './modelContext'
import { pascalCase, typeName } from './names'
import { carriesNetwork } from './network'
import {
  describe,
  jsonSchemaOf,
  type OperationObject,
  type ParameterObject,
  requireString,
  resolveSchema,
} from './specObjects'
import { typeOf } from './typeOf'

export function paramOf(param: ParameterObject, owner: string, context: Context): ParamModel {
  const schema = param.schema ?? {}
  const wireName = requireString(param.name, `${owner} parameter name`)
  const location = param.in
  if (location !== 'path' && location !== 'query')
    throw new Error(`${owner}.${wireName}: parameters in ${String(param.in)} are not supported`)
  // The parameter that carries the network or chain is filled in by the client's default. A
  // documented default stays documentation: a wire-required parameter is required of the caller.
  const fromClient = carriesNetwork(wireName, schema, context)
  return {
    name: param['x-w3data-name'] ?? sdkName(wireName),
    wireName,
    in: location,
    required: (param.required === true || location === 'path') && !fromClient,
    ...(schema.default !== undefined ? { default: schema.default } : {}),
    type: typeOf(schema, { name: `${owner}${pascalCase(wireName)}` }, context),
    schema,
    ...(param.example !== undefined ? { example: param.example } : {}),
    ...describe(param),
  }
}

/** An object body becomes one parameter per property; any other body is one `body` parameter. */
export function bodyOf(
  operation: OperationObject,
  owner: string,
  context: Context,
): ParamModel[] | ParamModel | undefined {
  const schema = jsonSchemaOf(operation.requestBody)
  if (!schema) return undefined
  const resolved = resolveSchema(context.document, schema)
  const required = operation.requestBody?.required === true
  if (resolved.type !== 'object' || !resolved.properties) {
    const name = schema['x-w3data-name'] ?? 'body'
    return {
      name,
      wireName: name,
      in: 'body',
      required,
      type: typeOf(schema, { name: `${owner}Body` }, context),
      schema,
    }
  }
  const requiredNames = new Set(resolved.required ?? [])
  const baseName = typeof schema.$ref === 'string' ? typeName(schemaRefName(schema.$ref)) : `${owner}Body`
  return Object.entries(resolved.properties).map(([wireName, property]) => ({
    name: property['x-w3data-name'] ?? sdkName(wireName),
    wireName,
    in: 'body' as const,
    required: requiredNames.has(wireName) && !carriesNetwork(wireName, property, context),
    ...(property.default !== undefined ? { default: property.default } : {}),
    type: typeOf(property, { name: `${baseName}${pascalCase(wireName)}` }, context),
    schema: property,
    ...describe(property),
  }))
}
