// One operation of the document as an OperationModel.
import { methodEffect } from '../../runtime/contract/effect'
import { sdkName } from '../../runtime/contract/names'
import { sdkPlaces } from '../load/checkSdk'
import type { Method } from '../load/specDocument'
import { costOf } from './costOf'
import type { OperationModel, WireLocation } from './ir'
import type { Context } from './modelContext'
import { functionName, pascalCase } from './names'
import { usesNetwork } from './network'
import { pagingOf } from './pagingOf'
import { bodyOf, paramOf } from './paramOf'
import { plotOf } from './plotOf'
import {
  jsonSchemaOf,
  type OperationObject,
  requireString,
  resolveParameter,
  type SchemaObject,
} from './specObjects'
import { typeOf } from './typeOf'

const WIRE_METHODS = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  delete: 'DELETE',
  patch: 'PATCH',
} as const satisfies Record<Method, OperationModel['method']>

export function operationOf(
  path: string,
  method: Method,
  operation: OperationObject,
  defaultBearer: boolean,
  context: Context,
): OperationModel {
  const operationId = requireString(operation.operationId, `${method} ${path} operationId`)
  const id = functionName(operationId)
  const owner = pascalCase(id)
  const params = (operation.parameters ?? []).map((param) =>
    paramOf(resolveParameter(context.document, param), owner, context),
  )
  const body = bodyOf(operation, owner, context)
  const responses = operation.responses ?? {}
  // The success answer: 200, else 201 or 202 (accepted for later processing).
  const status = ['200', '201', '202'].find((code) => responses[code] !== undefined) ?? '200'
  const responseSchema = jsonSchemaOf(responses[status])
  const errorStatuses = Object.keys(responses)
    .map(Number)
    .filter((status) => status >= 400)
    .sort((a, b) => a - b)
  const paging = operation['x-w3data-paging']
  const plot = operation['x-w3data-plot']
  const raw = operation['x-w3data-raw'] === true
  const sdk = sdkPlaces(operation, id)
  return {
    id,
    method: WIRE_METHODS[method],
    effect: operation['x-w3data-effect'] ?? methodEffect(WIRE_METHODS[method]),
    path,
    tag: (operation.tags ?? ['Other'])[0] ?? 'Other',
    summary: String(operation.summary ?? id),
    ...(operation.description ? { description: String(operation.description) } : {}),
    params: [...params, ...(Array.isArray(body) ? body : [])],
    ...(body && !Array.isArray(body) ? { bodyParam: body } : {}),
    ...(responseSchema ? responseOf(responseSchema, { operation: operationId, status }, owner, context) : {}),
    errorStatuses,
    ...(paging ? { paging: pagingOf(paging, id) } : {}),
    ...(plot ? { plot: plotOf(plot, raw ? (name) => name : sdkName) } : {}),
    usesNetwork: usesNetwork(operation, context),
    nullable: operation['x-w3data-nullable'] === true,
    bearer: operation['x-w3data-bearer'] ?? defaultBearer,
    raw,
    ...(Array.isArray(operation['x-w3data-network-only'])
      ? { networkOnly: operation['x-w3data-network-only'] }
      : {}),
    ...(sdk ? { sdk } : {}),
    ...(operation['x-w3data-cost'] ? { cost: costOf(operation['x-w3data-cost']) } : {}),
  }
}

function responseOf(
  schema: SchemaObject,
  root: WireLocation['root'],
  owner: string,
  context: Context,
): Pick<OperationModel, 'response' | 'responseWire' | 'responseSchema'> {
  const wire: WireLocation = { root, path: [] }
  return {
    response: typeOf(schema, { name: `${owner}Response`, wire }, context),
    responseWire: wire,
    responseSchema: schema,
  }
}
