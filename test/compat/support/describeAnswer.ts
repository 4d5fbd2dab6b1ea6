/**
 * What an SDK answer is made of, written the same way for moralis@2.27.2's answers (recorded into
 * test/compat/fixtures/) and for w3data/compat's (replayed against them): the kind of answer, the
 * type at every path of `result` (a value class by its name), `result`'s JSON, and paging.
 */

/** The SDK's value classes: an object of one of these is compared by class, not walked. */
export const VALUE_CLASSES = new Set([
  'EvmAddress',
  'EvmNative',
  'EvmChain',
  'BigNumber',
  'AptosAddress',
  'AptosNative',
  'AptosNetwork',
  'SolAddress',
  'SolNative',
  'SolNetwork',
])

/** Paths of `result` (`[]` for every item of a list) and the type found there. */
export type TypeMap = Record<string, string>

export interface AnswerSummary {
  kind: 'null' | 'plain' | 'adapter' | 'paginated'
  types: TypeMap
  /** `JSON.parse(JSON.stringify(result))`, or what stringifying threw. */
  json: unknown
  /** The SDK's newer paged answers had `raw()` as a method. */
  rawIsMethod?: boolean
  /** Each paging field, `'$undefined'` where the page had none. */
  pagination?: Record<string, unknown>
  hasNext?: boolean
}

export interface ErrorSummary {
  code: unknown
  message: string
}

const MAX_DEPTH = 12

/** The fields an object shows: its own enumerable keys and its classes' getters, `_…` left out. */
function fieldNames(value: object): string[] {
  const names = new Set(Object.keys(value))
  for (
    let proto = Object.getPrototypeOf(value);
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  )
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto)))
      if (descriptor.get && name !== 'constructor') names.add(name)
  return [...names].filter((name) => !name.startsWith('_')).sort()
}

function note(types: TypeMap, path: string, type: string): void {
  const seen = types[path]
  if (seen === undefined) types[path] = type
  else if (!seen.split('|').includes(type)) types[path] = [...seen.split('|'), type].sort().join('|')
}

/** The type of a leaf, or undefined for a value walked further. */
function leafType(value: unknown): string | undefined {
  if (value === null) return 'null'
  if (typeof value !== 'object') return typeof value
  if (value instanceof Date) return 'Date'
  const name = (value as { constructor?: { name?: string } }).constructor?.name ?? 'Object'
  return VALUE_CLASSES.has(name) ? name : undefined
}

function walk(value: unknown, path: string, types: TypeMap, depth: number): void {
  if (typeof value === 'function') return
  const leaf = leafType(value)
  if (leaf !== undefined || depth > MAX_DEPTH) {
    note(types, path, leaf ?? 'deep')
    return
  }
  if (Array.isArray(value)) {
    note(types, path, 'array')
    for (const item of value) walk(item, `${path}[]`, types, depth + 1)
    return
  }
  note(types, path, 'object')
  for (const key of fieldNames(value as object)) {
    let field: unknown
    try {
      field = (value as Record<string, unknown>)[key]
    } catch {
      note(types, `${path}.${key}`, 'throws')
      continue
    }
    walk(field, `${path}.${key}`, types, depth + 1)
  }
}

/** The type at every path of `value`, rooted at `result`. */
export function typesOf(value: unknown): TypeMap {
  const types: TypeMap = {}
  walk(value, 'result', types, 0)
  return types
}

/** `value` as `JSON.stringify` writes it, read back; what it threw where it throws. */
export function jsonOf(value: unknown): unknown {
  try {
    const text = JSON.stringify(value)
    return text === undefined ? '$undefined' : JSON.parse(text)
  } catch (error) {
    return { $throws: String((error as Error).message) }
  }
}

function readResult(answer: { result: unknown }): { types: TypeMap; json: unknown } {
  try {
    const result = answer.result
    return { types: typesOf(result), json: jsonOf(result) }
  } catch (error) {
    return { types: { result: 'throws' }, json: { $throws: String((error as Error).message) } }
  }
}

/** The summary of one answer (an adapter, a page, an Aptos result, or null). */
export function summariseAnswer(answer: unknown): AnswerSummary {
  if (answer === null) return { kind: 'null', types: {}, json: null }
  const adapter = answer as Record<string, unknown>
  const isAdapter = typeof answer === 'object' && 'result' in adapter && 'raw' in adapter
  if (!isAdapter) return { kind: 'plain', types: typesOf(answer), json: jsonOf(answer) }
  const paged = typeof adapter.hasNext === 'function'
  const summary: AnswerSummary = {
    kind: paged ? 'paginated' : 'adapter',
    ...readResult(answer as { result: unknown }),
    rawIsMethod: typeof adapter.raw === 'function',
  }
  if (!paged) return summary
  const pagination = (adapter.pagination ?? {}) as Record<string, unknown>
  summary.pagination = Object.fromEntries(
    ['total', 'page', 'pageSize', 'cursor'].map((key) => [
      key,
      pagination[key] === undefined ? '$undefined' : pagination[key],
    ]),
  )
  summary.hasNext = (adapter.hasNext as () => boolean)()
  return summary
}

/** An error as the SDK's users read it: its code and message. */
export function summariseError(error: unknown): ErrorSummary {
  const { code, message } = error as { code?: unknown; message?: unknown }
  return { code: code ?? null, message: String(message) }
}
