import {
  type ApiCatalogue,
  type OperationEntry,
  type ParameterEntry,
  resolveSchema,
  type SchemaObject,
} from 'w3data/catalogue'
import { SIGNED_TRANSACTION } from '../mock/sampleParams'

const EVM_ADDRESS = '0xdac17f958d2ee523a2206206994597c13d831ec7'

/** Values for parameters whose generic sample would not pass the provider's checks. */
const BY_NAME: Readonly<Record<string, unknown>> = {
  coinType: '0x1::aptos_coin::AptosCoin',
  resourceType: '0x1::account::Account',
  moduleName: 'coin',
  secondarySigners: [],
  payload: SIGNED_TRANSACTION.payload,
  signature: SIGNED_TRANSACTION.signature,
}

/** Schemas name nested properties as on the wire; callers write them in camelCase. */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

function scalar(schema: SchemaObject, valueType: string | undefined): unknown {
  const type = valueType ?? schema['x-w3data-value-type']
  if (type === 'aptos-address') return '0x1'
  if (type === 'evm-address' || type === 'evm-address-lowercase') return EVM_ADDRESS
  if (type === 'evm-chain') return '0x1'
  if (type === 'date') return '2024-01-01'
  if (type === 'big-number') return '1000'
  if (schema.enum?.[0] !== undefined) return schema.enum[0]
  const types = ([] as string[]).concat(schema.type ?? 'string')
  if (types.includes('number') || types.includes('integer')) return schema.minimum ?? 1
  if (types.includes('boolean')) return true
  return typeof schema.example === 'string' ? schema.example : '1'
}

function value(catalogue: ApiCatalogue, schema: SchemaObject, valueType?: string, depth = 0): unknown {
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
      out[camel(name)] = value(catalogue, resolved.properties?.[name] ?? {}, undefined, depth + 1)
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
