import {
  type ApiCatalogue,
  type OperationEntry,
  resolveSchema,
  type SchemaObject,
  VALUE_TYPES,
  type ValueType,
} from 'w3data/catalogue'

const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7'

/**
 * Wire values that are not the contract's example: the form the SDK sends where it changes the
 * example on the way out, and a token (USDT) for EVM addresses, whose seeded answers the mock's
 * cross-field tests were written against.
 */
const WIRE_FORMS: Readonly<Partial<Record<ValueType, string>>> = {
  'aptos-native': '150000000',
  date: '2024-01-01T00:00:00.000Z',
  'evm-address': USDT,
  'evm-address-lowercase': USDT,
}

/**
 * The smallest wire value a schema accepts: required properties only, lists of one, the first
 * enum value, the minimum of a number, a value type's canonical form.
 */
export function minimalValue(schema: SchemaObject, schemas: Readonly<Record<string, SchemaObject>>): unknown {
  if (schema.$ref) return minimalValue(resolveSchema(schema, schemas), schemas)
  if (schema.oneOf?.[0]) return minimalValue(schema.oneOf[0], schemas)
  if (schema.enum?.[0] !== undefined) return schema.enum[0]
  const valueType = schema['x-w3data-value-type']
  if (valueType) return WIRE_FORMS[valueType] ?? VALUE_TYPES[valueType].example
  const types = ([] as string[]).concat(schema.type ?? (schema.properties ? 'object' : 'string'))
  if (types.includes('array')) {
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
      minimalValue(schema.items ?? {}, schemas),
    )
  }
  if (types.includes('object')) {
    const out: Record<string, unknown> = {}
    for (const name of schema.required ?? [])
      out[name] = minimalValue(schema.properties?.[name] ?? {}, schemas)
    return out
  }
  if (types.includes('number') || types.includes('integer')) return schema.minimum ?? 1
  if (types.includes('boolean')) return true
  return typeof schema.example === 'string' ? schema.example : '1'
}

/**
 * A valid raw request for an operation: the path (with the API prefix), query and JSON body.
 * `overrides` (by wire name) replace the minimal values, and send optional parameters too.
 */
export function sampleRequest(
  catalogue: ApiCatalogue,
  operation: OperationEntry,
  overrides: Readonly<Record<string, unknown>> = {},
): { path: string; method: string; body?: string } {
  const network = typeof catalogue.baseUrl === 'string' ? '' : `/${Object.keys(catalogue.baseUrl)[0]}`
  let path = operation.path
  const query = new URLSearchParams()
  const body: Record<string, unknown> = {}
  for (const param of operation.params) {
    // Path parameters are always on the wire, even those the client fills in (Solana's network).
    const overridden = Object.hasOwn(overrides, param.wireName)
    if (!param.required && param.in !== 'path' && !overridden) continue
    // A list's value type sits on its items already; a scalar's may come from a shared parameter.
    const isList = ([] as unknown[]).concat(param.schema.type).includes('array')
    const schema =
      param.valueType && !isList ? { ...param.schema, 'x-w3data-value-type': param.valueType } : param.schema
    const value = overridden ? overrides[param.wireName] : minimalValue(schema, catalogue.schemas)
    if (param.in === 'path') path = path.replace(`{${param.wireName}}`, encodeURIComponent(String(value)))
    else if (param.in === 'query')
      for (const item of [value].flat())
        query.append(Array.isArray(value) ? `${param.wireName}[]` : param.wireName, String(item))
    else if (param.in === 'body') body[param.wireName] = value
  }
  const search = query.size > 0 ? `?${query}` : ''
  const sent = operation.bodyParam ? minimalValue(operation.bodyParam.schema, catalogue.schemas) : body
  const hasBody = operation.bodyParam !== undefined || operation.params.some((param) => param.in === 'body')
  return {
    path: `/${catalogue.api}${network}${path}${search}`,
    method: operation.method,
    ...(hasBody && { body: JSON.stringify(sent) }),
  }
}
