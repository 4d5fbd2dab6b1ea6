// Checks that narrow parsed JSON to a declared type, reporting each place where it differs.
import { isJson } from '../load/json'
import type { DocumentPath } from '../load/sourceMap'
import type { Report } from '../load/specDocument'

/** A type guard that reports, at the value's path, why the value is not a `T`. */
export type Check<T> = (value: unknown, path: DocumentPath, report: Report) => value is T

/** A check from a plain guard; `what` completes "… must be". */
export function check<T>(is: (value: unknown) => value is T, what: string): Check<T> {
  return (value, path, report): value is T => {
    return is(value) || mismatch(path, what, report)
  }
}

/** Anything: the reader checks the value itself. */
export const anything: Check<unknown> = (_value): _value is unknown => true

export function optional<T>(of: Check<T>): Check<T | undefined> {
  return (value, path, report): value is T | undefined => value === undefined || of(value, path, report)
}

export function either<A, B>(a: Check<A>, b: Check<B>, what: string): Check<A | B> {
  return (value, path, report): value is A | B => {
    return a(value, path, ignore) || b(value, path, ignore) || mismatch(path, what, report)
  }
}

export function listOf<T>(item: Check<T>): Check<T[]> {
  return (value, path, report): value is T[] => {
    if (!Array.isArray(value)) return mismatch(path, 'a list', report)
    return allOf(value.map((entry, index) => item(entry, [...path, index], report)))
  }
}

export function recordOf<T>(entry: Check<T>): Check<Record<string, T>> {
  return (value, path, report): value is Record<string, T> => {
    if (!isJson(value)) return mismatch(path, 'a mapping', report)
    return allOf(Object.entries(value).map(([key, item]) => entry(item, [...path, key], report)))
  }
}

/** A mapping with a check per key of `T`; keys `T` does not name are let be. */
export function shape<T extends object>(fields: { [K in keyof T]-?: Check<T[K]> }): Check<T> {
  const checks: [string, Check<unknown>][] = Object.entries(fields)
  return (value, path, report): value is T => {
    if (!isJson(value)) return mismatch(path, 'a mapping', report)
    return allOf(checks.map(([key, of]) => of(value[key], [...path, key], report)))
  }
}

/** Every check ran (so each problem is reported), and all passed. */
const allOf = (results: readonly boolean[]) => results.every(Boolean)

/** Reports that the value at `path` is not `what`; false, for the check to return. */
function mismatch(path: DocumentPath, what: string, report: Report): false {
  report(path, `${String(path.at(-1) ?? 'the document')} must be ${what}`)
  return false
}

const ignore: Report = () => {}
