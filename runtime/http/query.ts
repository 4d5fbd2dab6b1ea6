/** A query value after validation: scalars, or lists of scalars. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

/**
 * Serialises query parameters the way the provider accepts them: arrays as repeated
 * `name[]=value` pairs, undefined and null left out, every value URI-encoded.
 */
export function serializeQuery(query: Readonly<Record<string, QueryValue>>): string {
  let out = ''
  for (const name in query) {
    const value = query[name]
    if (value === undefined || value === null) continue
    const key = encodeURIComponent(name)
    if (Array.isArray(value)) {
      for (const item of value) out += `&${key}[]=${encodeURIComponent(String(item))}`
    } else {
      out += `&${key}=${encodeURIComponent(String(value))}`
    }
  }
  return out === '' ? '' : `?${out.slice(1)}`
}
