// Guards over what YAML gives: the loader and the model narrow parsed values with these.

/** A JSON object: a YAML mapping as parsed. */
export type Json = { [key: string]: unknown }

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `value` when it is a JSON object, else an empty one. */
export function jsonOr(value: unknown): Json {
  return isJson(value) ? value : {}
}

export function isString(value: unknown): value is string {
  return typeof value === 'string'
}

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isString)
}

/** A mapping whose values are all strings. */
export function isStringRecord(value: unknown): value is Record<string, string> {
  return isJson(value) && Object.values(value).every(isString)
}

/** The value at `keys` below `node`, through mappings only; undefined where one is missing. */
export function valueAt(node: unknown, keys: readonly string[]): unknown {
  let current = node
  for (const key of keys) {
    if (!isJson(current)) return undefined
    current = current[key]
  }
  return current
}
