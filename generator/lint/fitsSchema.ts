type Json = Record<string, unknown>

/**
 * Why a value does not fit a schema, or undefined when it does. Covers what the catalogue uses
 * for parameters and properties: type (with 'null'), enum, minimum/maximum, pattern, whole-number
 * strings (`format: int64 | uint64`) and array items. `resolve` follows a `$ref`.
 */
export function misfit(value: unknown, schema: Json, resolve: (schema: Json) => Json): string | undefined {
  const target = resolve(schema)
  const types = ([] as unknown[]).concat(target.type ?? []).map(String)
  if (value === null) return types.length === 0 || types.includes('null') ? undefined : 'null is not allowed'
  if (types.length > 0 && !types.some((type) => hasType(value, type)))
    return `${JSON.stringify(value)} is not of type ${types.join(' or ')}`
  if (Array.isArray(target.enum) && !target.enum.includes(value))
    return `${JSON.stringify(value)} is not one of ${target.enum.map((item) => JSON.stringify(item)).join(', ')}`
  if (typeof value === 'number') {
    if (typeof target.minimum === 'number' && value < target.minimum)
      return `${value} is below the minimum ${target.minimum}`
    if (typeof target.maximum === 'number' && value > target.maximum)
      return `${value} is above the maximum ${target.maximum}`
  }
  if (typeof value === 'string') {
    if (typeof target.pattern === 'string' && !new RegExp(target.pattern).test(value))
      return `${JSON.stringify(value)} does not match ${target.pattern}`
    if ((target.format === 'int64' || target.format === 'uint64') && !/^-?\d+$/.test(value))
      return `${JSON.stringify(value)} is not a whole number in digits`
  }
  if (Array.isArray(value) && target.items) {
    for (const item of value) {
      const problem = misfit(item, target.items as Json, resolve)
      if (problem) return `an item: ${problem}`
    }
  }
  return undefined
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value)
    case 'number':
      return typeof value === 'number'
    case 'array':
      return Array.isArray(value)
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    default:
      return typeof value === type
  }
}
