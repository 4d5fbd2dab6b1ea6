import type { ParameterEntry } from 'w3data/catalogue'
import type { Target } from './lookup'
import type { ParamFlag } from './paramFlags'

/** The placeholder the curl form shows for the key: the shell fills it in, nothing prints it. */
export const KEY_PLACEHOLDER = '$W3DATA_API_KEY'

/**
 * The operation as a curl command: the required parameters (their example, else default, else
 * `{name}`) and the optional ones the catalogue gives an example for, unless that example is the
 * default (`format=decimal`): the library does not send a default, the provider applies it.
 */
export function curlOf({ catalogue, operation }: Target, flags: readonly ParamFlag[]): string {
  const shown = flags.filter(({ param: { required, schema } }) => {
    if (required) return true
    return schema.example !== undefined && JSON.stringify(schema.example) !== JSON.stringify(schema.default)
  })
  const base =
    typeof catalogue.baseUrl === 'string' ? catalogue.baseUrl : (Object.values(catalogue.baseUrl)[0] ?? '')
  let path = operation.path
  const query: string[] = []
  const body: Record<string, unknown> = {}
  for (const { param } of shown) {
    const sample =
      param.in === 'path' || param.in === 'query' ? inUrl(param, sampleOf(param)) : sampleOf(param)
    if (param.in === 'path') {
      path = path.replace(
        `{${param.wireName}}`,
        sample === undefined ? `{${param.wireName}}` : encodeURIComponent(String(sample)),
      )
    } else if (param.in === 'query') {
      const values = Array.isArray(sample) ? sample : [sample ?? `{${param.wireName}}`]
      const key =
        Array.isArray(sample) || param.schema.type === 'array' ? `${param.wireName}[]` : param.wireName
      for (const value of values) query.push(`${key}=${encodeURIComponent(String(value))}`)
    } else if (param === operation.bodyParam) {
      body[''] = sample ?? null
    } else {
      body[param.wireName] = sample ?? `{${param.wireName}}`
    }
  }
  const url = `${base}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`
  const lines = [
    `curl -X ${operation.method} '${url}'`,
    `  -H 'accept: application/json'`,
    `  -H "x-api-key: ${KEY_PLACEHOLDER}"`,
  ]
  if (operation.bearer) lines.push(`  -H "authorization: Bearer ${KEY_PLACEHOLDER}"`)
  if (Object.keys(body).length > 0 || operation.method === 'POST' || operation.method === 'PUT') {
    const json = '' in body ? body[''] : body
    lines.push(
      `  -H 'content-type: application/json'`,
      `  -d '${JSON.stringify(json).replace(/'/g, "'\\''")}'`,
    )
  }
  return lines.join(' \\\n')
}

/** EVM addresses go into URLs lowercase, as the library sends them; bodies keep checksums. */
function inUrl(param: ParameterEntry, sample: unknown): unknown {
  const { schema } = param
  const valueType = schema['x-w3data-value-type'] ?? schema.items?.['x-w3data-value-type']
  if (valueType !== 'evm-address' && valueType !== 'evm-address-lowercase') return sample
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value)
  return Array.isArray(sample) ? sample.map(lower) : lower(sample)
}

/** The value the catalogue suggests for a parameter: its example, else its default. */
export function sampleOf(param: ParameterEntry): unknown {
  return param.schema.example ?? param.schema.default
}
