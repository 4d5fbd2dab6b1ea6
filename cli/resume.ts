import { UsageError } from './exitCodes'

/**
 * The command line's options a token carries, so that it resumes as printed: the output only.
 * Where requests go (--mock, --mock-url) and the key come from the run that resumes: a token
 * anyone can write must not send the user's key somewhere.
 */
export interface CarriedOptions {
  format?: string
  raw?: boolean
}

const CARRIED: readonly string[] = ['format', 'raw'] satisfies (keyof CarriedOptions)[]

/**
 * Where an export stopped: the call (API, operation, the parameters as given, the output options), the paging position of the page to read next (cursor, offset or start;
 * `null` removes a parameter), how many items of that page were already written, and the counts
 * so far. It holds no key: the parameters are the command's, and the key never is one.
 */
export interface ResumePoint {
  api: string
  operation: string
  params: Record<string, unknown>
  /** Absent in tokens printed before options were carried. */
  options?: CarriedOptions
  position: Record<string, unknown>
  /** Items of the page at `position` already written (a stop inside a page, with --max-items). */
  skip: number
  items: number
  pages: number
}

const VERSION = 1

/** The opaque token: base64url of versioned JSON. */
export function encodeResume(point: ResumePoint): string {
  return Buffer.from(JSON.stringify({ v: VERSION, ...point })).toString('base64url')
}

export function decodeResume(token: string): ResumePoint {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
  } catch {
    value = undefined
  }
  if (!isResumePoint(value))
    throw new UsageError('Invalid --resume token: copy it whole from the stopped export')
  const { v: _, ...point } = value
  const foreign = Object.keys(point.options ?? {}).find((name) => !CARRIED.includes(name))
  if (foreign !== undefined)
    throw new UsageError(
      `Refused --resume token: it names --${foreign}, and a token carries only --format and --raw; where requests go comes from this command line (--mock, --mock-url) and the key from W3DATA_API_KEY or --api-key`,
    )
  return point
}

function isResumePoint(value: unknown): value is ResumePoint & { v: number } {
  if (typeof value !== 'object' || value === null) return false
  const point = value as Record<string, unknown>
  const isObject = (key: string) =>
    typeof point[key] === 'object' && point[key] !== null && !Array.isArray(point[key])
  const isCount = (key: string) => Number.isSafeInteger(point[key]) && (point[key] as number) >= 0
  return (
    point.v === VERSION &&
    typeof point.api === 'string' &&
    typeof point.operation === 'string' &&
    isObject('params') &&
    (point.options === undefined || isObject('options')) &&
    isObject('position') &&
    isCount('skip') &&
    isCount('items') &&
    isCount('pages')
  )
}

/** The parameters that fetch the page at the point's position. */
export function paramsAt(point: ResumePoint): Record<string, unknown> {
  const params = { ...point.params }
  for (const [name, value] of Object.entries(point.position)) {
    if (value === null) delete params[name]
    // Defined, not assigned: a token's `__proto__` stays a parameter name, never the prototype.
    else Object.defineProperty(params, name, { value, enumerable: true, writable: true, configurable: true })
  }
  return params
}
