import {
  type ApiCatalogue,
  type OperationEntry,
  type ParameterEntry,
  resolveSchema,
  type SchemaObject,
  sdkName,
  VALUE_TYPES,
  type ValueType,
} from 'w3data/catalogue'
import { SIGNED_TRANSACTION } from '../mock/sampleParams'

/** Values for parameters whose generic sample would not pass the provider's checks. */
const BY_NAME: Readonly<Record<string, unknown>> = {
  coinType: '0x1::aptos_coin::AptosCoin',
  resourceType: '0x1::account::Account',
  moduleName: 'coin',
  secondarySigners: [],
  payload: SIGNED_TRANSACTION.payload,
  signature: SIGNED_TRANSACTION.signature,
}

function scalar(schema: SchemaObject, valueType: ValueType | undefined): unknown {
  const type = valueType ?? schema['x-w3data-value-type']
  if (type) return VALUE_TYPES[type].example
  if (schema.enum?.[0] !== undefined) return schema.enum[0]
  const types = ([] as string[]).concat(schema.type ?? 'string')
  if (types.includes('number') || types.includes('integer')) return schema.minimum ?? 1
  if (types.includes('boolean')) return true
  return typeof schema.example === 'string' ? schema.example : '1'
}

function value(catalogue: ApiCatalogue, schema: SchemaObject, valueType?: ValueType, depth = 0): unknown {
  const resolved = resolveSchema(schema, catalogue.schemas)
  if (resolved.oneOf?.[0]) return value(catalogue, resolved.oneOf[0], undefined, depth + 1)
  const types = ([] as string[]).concat(resolved.type ?? (resolved.properties ? 'object' : 'string'))
  if (types.includes('array'))
    return [
      value(catalogue, resolved.items ?? {}, valueType ?? resolved.items?.['x-w3data-value-type'], depth + 1),
    ]
  if (types.includes('object')) {
    const out: Record<string, unknown> = {}
    if (depth > 4) return out
    for (const name of resolved.required ?? [])
      out[sdkName(name)] = value(catalogue, resolved.properties?.[name] ?? {}, undefined, depth + 1)
    return out
  }
  return scalar(resolved, valueType)
}

function sample(catalogue: ApiCatalogue, param: ParameterEntry): unknown {
  if (param.name in BY_NAME) return BY_NAME[param.name]
  return value(catalogue, param.schema, param.valueType)
}

/** The smallest valid parameters of an operation (SDK names), from its catalogue entry. */
export function sampleParams(catalogue: ApiCatalogue, operation: OperationEntry): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const param of operation.params) if (param.required) params[param.name] = sample(catalogue, param)
  if (operation.bodyParam) {
    params[operation.bodyParam.name] =
      operation.id === 'submitBatchTransactions'
        ? [SIGNED_TRANSACTION]
        : sample(catalogue, operation.bodyParam)
  }
  return params
}
