/**
 * reference/<api>.json as text: one line per named schema, parameter and response field, so that
 * a change in the provider's documents reads as a short diff.
 */
import type { ReferenceFacts } from './facts'

export function formatFacts(facts: ReferenceFacts): string {
  return `${expanded(facts, 0, (path) => path.length === 2 && path[0] !== 'operations')}\n`
}

/** Objects and arrays on several lines down to one line per item; `oneLine` ends it earlier. */
function expanded(
  value: unknown,
  depth: number,
  oneLine: (path: string[]) => boolean,
  path: string[] = [],
): string {
  if (value === null || typeof value !== 'object' || depth >= 4 || oneLine(path)) return JSON.stringify(value)
  const indent = ' '.repeat(depth + 1)
  const close = ' '.repeat(depth)
  const entries = Array.isArray(value)
    ? value.map((item, index) => expanded(item, depth + 1, oneLine, [...path, String(index)]))
    : Object.entries(value).map(
        ([key, item]) => `${JSON.stringify(key)}: ${expanded(item, depth + 1, oneLine, [...path, key])}`,
      )
  if (entries.length === 0) return Array.isArray(value) ? '[]' : '{}'
  const [open, end] = Array.isArray(value) ? ['[', ']'] : ['{', '}']
  return `${open}\n${entries.map((entry) => indent + entry).join(',\n')}\n${close}${end}`
}
