import type { OperationEntry, ParameterEntry, SchemaObject } from 'w3data/catalogue'

/** A signed transaction request as SDK callers write it (camelCase). */
export const SIGNED_TRANSACTION = {
  sender: '0x1',
  sequenceNumber: '7',
  maxGasAmount: '2000',
  gasUnitPrice: '100',
  expirationTimestampSecs: '1700000000',
  payload: {
    type: 'entry_function_payload',
    function: '0x1::aptos_account::transfer',
    typeArguments: [],
    arguments: ['0x2', '100'],
  },
  signature: {
    type: 'ed25519_signature',
    publicKey: `0x${'a'.repeat(64)}`,
    signature: `0x${'b'.repeat(128)}`,
  },
} as const

/** Body fields by wire name: the transaction request's parts, plus no secondary signers. */
const BODY_VALUES: Readonly<Record<string, unknown>> = {
  ...Object.fromEntries(
    Object.entries(SIGNED_TRANSACTION).map(([name, value]) => [
      name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value,
    ]),
  ),
  secondary_signers: [],
}

/** Path values that read better than a generic string. */
const PATH_VALUES: Readonly<Record<string, string>> = {
  coin_type: '0x1::aptos_coin::AptosCoin',
  resource_type: '0x1::account::Account',
  module_name: 'coin',
}

function scalar(param: ParameterEntry, schema: SchemaObject): unknown {
  const valueType = param.valueType ?? schema['x-w3data-value-type']
  if (valueType === 'aptos-address') return '0x1'
  if (valueType === 'date') return '2024-01-01'
  const types = ([] as string[]).concat(schema.type ?? 'string')
  if (types.includes('number') || types.includes('integer')) return 1
  if (types.includes('boolean')) return true
  return PATH_VALUES[param.wireName] ?? '1'
}

function sample(param: ParameterEntry): unknown {
  if (param.in === 'body' && param.wireName in BODY_VALUES) return BODY_VALUES[param.wireName]
  const types = ([] as string[]).concat(param.schema.type ?? [])
  if (types.includes('array')) return [scalar(param, param.schema.items ?? {})]
  return scalar(param, param.schema)
}

/**
 * The smallest valid parameters of an operation, from its catalogue entry: every required
 * parameter with a value of its type (addresses '0x1', lists of one, numbers 1, ISO dates) and,
 * for writes, a signed entry-function transaction.
 */
export function sampleParams(operation: OperationEntry): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const param of operation.params) if (param.required) params[param.name] = sample(param)
  if (operation.bodyParam) params[operation.bodyParam.name] = [SIGNED_TRANSACTION]
  return params
}
