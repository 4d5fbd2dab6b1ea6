import type { DocumentPath } from './sourceMap'

/**
 * Calls `visit` for every key of every mapping in a JSON tree, with the key's path; the value's
 * own entries are visited next, unless `visit` returns false.
 */
export function eachEntry(
  node: unknown,
  visit: (key: string, value: unknown, path: DocumentPath) => boolean | undefined,
  path: DocumentPath = [],
): void {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) eachEntry(item, visit, [...path, index])
    return
  }
  if (typeof node !== 'object' || node === null) return
  for (const [key, value] of Object.entries(node)) {
    const here = [...path, key]
    if (visit(key, value, here) !== false) eachEntry(value, visit, here)
  }
}
