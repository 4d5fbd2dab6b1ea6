import { isDeepStrictEqual } from 'node:util'
import { type AnswerSummary, type ErrorSummary, type TypeMap, VALUE_CLASSES } from './describeAnswer'
import type { CallFixture, SeenRequest } from './fixtures'

/** What a call can differ in from the SDK's. */
export type Aspect =
  | 'requests'
  | 'outcome'
  | 'kind'
  | 'valueClasses'
  | 'json'
  | 'raw'
  | 'pagination'
  | 'hasNext'
  | 'next'
  | 'error'

/** What w3data/compat did with the same call and the same bodies. */
export interface Replayed {
  requests: SeenRequest[]
  answer?: AnswerSummary
  next?: AnswerSummary
  nextError?: ErrorSummary
  error?: ErrorSummary
}

export interface Difference {
  aspect: Aspect
  detail: string
}

const CLASS_LIKE = (type: string) =>
  type.split('|').some((each) => VALUE_CLASSES.has(each) || each === 'Date' || each === 'bigint')

/**
 * A path's types but `undefined` where it holds more: a field some items leave out is no class
 * difference, whether a class left it out or an answer holds it as `undefined` (a change of an
 * Aptos transaction without an `address`). A field that is `undefined` on every item still counts.
 */
const held = (type: string) =>
  type
    .split('|')
    .filter((each) => each !== 'undefined')
    .join('|') || type

/** Paths where either side holds a value class (or a Date, a bigint) and the other does not. */
export function valueClassDifferences(sdk: TypeMap, ours: TypeMap): string[] {
  const paths = new Set([...Object.keys(sdk), ...Object.keys(ours)])
  const out: string[] = []
  for (const path of paths) {
    const theirs = sdk[path] && held(sdk[path])
    const mine = ours[path] && held(ours[path])
    if (theirs === undefined || mine === undefined) continue
    if ((CLASS_LIKE(theirs) || CLASS_LIKE(mine)) && theirs !== mine)
      out.push(`${path}: SDK ${theirs}, compat ${mine}`)
  }
  return out.sort()
}

const short = (value: unknown) => JSON.stringify(value)?.slice(0, 300)

function firstJsonDifference(sdk: unknown, ours: unknown, path = 'result'): string | undefined {
  if (isDeepStrictEqual(sdk, ours)) return undefined
  if (
    typeof sdk === 'object' &&
    sdk &&
    typeof ours === 'object' &&
    ours &&
    Array.isArray(sdk) === Array.isArray(ours)
  ) {
    const keys = new Set([...Object.keys(sdk), ...Object.keys(ours)])
    for (const key of keys) {
      const found = firstJsonDifference(
        (sdk as Record<string, unknown>)[key],
        (ours as Record<string, unknown>)[key],
        Array.isArray(sdk) ? `${path}[${key}]` : `${path}.${key}`,
      )
      if (found) return found
    }
  }
  return `${path}: SDK ${short(sdk)}, compat ${short(ours)}`
}

function answerDifferences(sdk: AnswerSummary, ours: AnswerSummary, out: Difference[]): void {
  if (sdk.kind !== ours.kind) out.push({ aspect: 'kind', detail: `SDK ${sdk.kind}, compat ${ours.kind}` })
  for (const detail of valueClassDifferences(sdk.types, ours.types))
    out.push({ aspect: 'valueClasses', detail })
  const json = firstJsonDifference(sdk.json, ours.json)
  if (json) out.push({ aspect: 'json', detail: json })
  if (sdk.rawIsMethod !== ours.rawIsMethod)
    out.push({ aspect: 'raw', detail: `raw a method: SDK ${sdk.rawIsMethod}, compat ${ours.rawIsMethod}` })
  const pagination = firstJsonDifference(sdk.pagination, ours.pagination, 'pagination')
  if (pagination) out.push({ aspect: 'pagination', detail: pagination })
  if (sdk.hasNext !== ours.hasNext)
    out.push({ aspect: 'hasNext', detail: `SDK ${sdk.hasNext}, compat ${ours.hasNext}` })
}

/** Every way the replayed call differs from the SDK's recording. */
export function differences(fixture: CallFixture, replayed: Replayed): Difference[] {
  const out: Difference[] = []
  const requests = firstJsonDifference(fixture.requests, replayed.requests, 'requests')
  if (requests) out.push({ aspect: 'requests', detail: requests })
  if (fixture.error || replayed.error) {
    if (!fixture.error || !replayed.error)
      out.push({
        aspect: 'outcome',
        detail: fixture.error ? `SDK threw ${short(fixture.error)}` : `compat threw ${short(replayed.error)}`,
      })
    else if (!isDeepStrictEqual(fixture.error, replayed.error))
      out.push({ aspect: 'error', detail: `SDK ${short(fixture.error)}, compat ${short(replayed.error)}` })
    return out
  }
  if (fixture.answer && replayed.answer) answerDifferences(fixture.answer, replayed.answer, out)
  const nextOut: Difference[] = []
  if (fixture.next && replayed.next) answerDifferences(fixture.next, replayed.next, nextOut)
  else if (fixture.next || replayed.next || fixture.nextError || replayed.nextError)
    if (!isDeepStrictEqual(fixture.nextError, replayed.nextError) || !fixture.next !== !replayed.next)
      nextOut.push({
        aspect: 'next',
        detail: `SDK ${short(fixture.nextError ?? 'a page')}, compat ${short(replayed.nextError ?? (replayed.next ? 'a page' : 'none'))}`,
      })
  for (const each of nextOut)
    out.push(each.aspect === 'next' ? each : { aspect: 'next', detail: `${each.aspect} ${each.detail}` })
  return out
}
