/** A query value after validation: scalars, or lists of scalars. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

// A surrogate pair, or a lone surrogate (which encodeURIComponent refuses with a URIError).
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g
const HAS_SURROGATE = /[\uD800-\uDFFF]/

/**
 * `encodeURIComponent`, except that a lone surrogate becomes U+FFFD as URL and URLSearchParams
 * make it, instead of throwing a URIError.
 */
export function encodeComponent(text: string): string {
  // Most values hold no surrogate at all: no replace, no new string.
  if (!HAS_SURROGATE.test(text)) return encodeURIComponent(text)
  return encodeURIComponent(text.replace(SURROGATES, (match) => (match.length === 2 ? match : '\uFFFD')))
}

/**
 * Serialises query parameters the way the provider accepts them: arrays as repeated
 * `name[]=value` pairs, undefined and null left out, every value URI-encoded.
 */
export function serializeQuery(query: Readonly<Record<string, QueryValue>>): string {
  let out = ''
  for (const name in query) {
    const value = query[name]
    if (value === undefined || value === null) continue
    const key = encodeComponent(name)
    if (Array.isArray(value)) {
      for (const item of value) out += `&${key}[]=${encodeComponent(String(item))}`
    } else {
      out += `&${key}=${encodeComponent(String(value))}`
    }
  }
  return out === '' ? '' : `?${out.slice(1)}`
}
