// `x-w3data-network`: which calls carry the network or chain the client fills in by default.
import type { NetworkModel } from './ir'
import type { Context } from './modelContext'
import {
  jsonSchemaOf,
  type NetworkObject,
  type OperationObject,
  requireString,
  resolveParameter,
  resolveSchema,
  type SchemaObject,
} from './specObjects'

export function networkOf(network: NetworkObject): NetworkModel {
  return {
    param: requireString(network.param, 'x-w3data-network.param'),
    in: network.in,
    ...(typeof network.query === 'string' ? { query: network.query } : {}),
    valueType: network['value-type'],
    defaultOption: requireString(network['default-option'], 'x-w3data-network.default-option'),
  }
}

/** Host networks apply to every call; a wire network only to calls that carry its parameter. */
export function usesNetwork(operation: OperationObject, context: Context): boolean {
  const network = context.document['x-w3data-network']
  if (!network) return false
  if (network.in === 'host') return true
  const inQuery = (operation.parameters ?? []).some((param) => {
    const resolved = resolveParameter(context.document, param)
    return carriesNetwork(String(resolved.name), resolved.schema ?? {}, context)
  })
  return inQuery || bodyCarriesNetwork(operation, context)
}

/** A request body with a property of the network's value type (EVM getFilteredTokens' chain). */
function bodyCarriesNetwork(operation: OperationObject, context: Context): boolean {
  const schema = jsonSchemaOf(operation.requestBody)
  const body = schema ? resolveSchema(context.document, schema) : undefined
  return Object.entries(body?.properties ?? {}).some(([wireName, property]) =>
    carriesNetwork(wireName, property, context),
  )
}

/** True for the wire parameter the client fills with its default network or chain. */
export function carriesNetwork(wireName: string, schema: SchemaObject, context: Context): boolean {
  const network = context.document['x-w3data-network']
  return (
    network !== undefined &&
    network.in !== 'host' &&
    network.param === wireName &&
    schema['x-w3data-value-type'] === network['value-type']
  )
}
