import { array, type GenericSchema, lazy, pipe, rawTransform, transform, unknown } from 'valibot'
import { describeValue } from '../values/describeValue'

/**
 * A number as the caller may hold it: a number, a bigint or a decimal string. Block numbers,
 * amounts, limits, offsets, timestamps and versions all take it, whatever the wire type.
 */
export type Numberish = number | bigint | string

/** A block number: any {@link Numberish}, sent digit for digit. */
export type BlockNumberish = Numberish

/** One value, or a list of them: every list parameter also takes a single item. */
export type OneOrMany<T> = T | readonly T[]

export interface NumberRule {
  /** Whole numbers only (the wire's `integer`, or a string of digits such as a u64). */
  integer?: boolean
  minimum?: number
  maximum?: number
  enum?: readonly number[]
  /** The wire form: a JSON number (number-typed fields of a body) or its decimal text. */
  wire: 'number' | 'string'
}

const INTEGER_TEXT = /^-?\d+$/
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/

/**
 * A valibot schema taking a {@link Numberish} and giving its wire form. A bigint or a digit string
 * goes out digit for digit, never through a float; a number must be exact (a safe integer where
 * a whole number is wanted). The issue names no code, so parseParams reports it as C0005 under
 * the parameter's name.
 */
// @__NO_SIDE_EFFECTS__
export function numberishSchema(rule: NumberRule): GenericSchema<unknown, string | number> {
  return pipe(
    unknown(),
    rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = decimalText(dataset.value, rule.integer === true)
      const problem = text === undefined ? expectation(rule) : rangeProblem(text, rule)
      if (problem !== undefined) {
        addIssue({ message: `${problem}, received ${received(dataset.value)}` })
        return NEVER
      }
      const value = text as string
      if (rule.wire === 'string') return value
      const number = Number(value)
      if (rule.integer && !Number.isSafeInteger(number)) {
        addIssue({
          message: `Expected an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER} (a JSON number in the body), received ${value}`,
        })
        return NEVER
      }
      return number
    }),
  )
}

/**
 * A list schema that also takes one item. The item is wrapped before the list's own checks, so
 * the item schema, lengths and messages are those of the list.
 */
// @__NO_SIDE_EFFECTS__
export function oneOrManySchema<TOutput>(
  item: GenericSchema<unknown, TOutput>,
): GenericSchema<unknown, TOutput[]> {
  return pipe(
    unknown(),
    transform((value) => (Array.isArray(value) ? value : [value])),
    array(item),
  )
}

/**
 * For wire fields that take one item or a list: a list is checked by `list`, one item by `item`
 * and sent as that item (not as a one-item list), as the provider's SDK sends it.
 */
// @__NO_SIDE_EFFECTS__
export function oneOrManyKeptSchema<TOutput>(
  item: GenericSchema<unknown, TOutput>,
  list: GenericSchema<unknown, TOutput[]>,
): GenericSchema<unknown, TOutput | TOutput[]> {
  return lazy((value) => (Array.isArray(value) ? list : item))
}

function decimalText(value: unknown, integer: boolean): string | undefined {
  switch (typeof value) {
    case 'bigint':
      return value.toString()
    case 'number':
      if (integer) return Number.isSafeInteger(value) ? String(value) : undefined
      return Number.isFinite(value) ? String(value) : undefined
    case 'string':
      return (integer ? INTEGER_TEXT : DECIMAL_TEXT).test(value) ? value : undefined
    default:
      return undefined
  }
}

function expectation(rule: NumberRule): string {
  return rule.integer
    ? 'Expected an integer (a safe-integer number, a bigint or a string of digits)'
    : 'Expected a number (a finite number, a bigint or a decimal string)'
}

function rangeProblem(text: string, rule: NumberRule): string | undefined {
  const below = rule.minimum !== undefined && compare(text, rule.minimum) < 0
  const above = rule.maximum !== undefined && compare(text, rule.maximum) > 0
  if (below || above) {
    if (rule.minimum !== undefined && rule.maximum !== undefined)
      return `Expected a value from ${rule.minimum} to ${rule.maximum}`
    return below
      ? `Expected a value of at least ${rule.minimum}`
      : `Expected a value of at most ${rule.maximum}`
  }
  if (rule.enum && !rule.enum.some((allowed) => compare(text, allowed) === 0))
    return `Expected one of ${rule.enum.join(', ')}`
  return undefined
}

/** Compares a decimal text with a number exactly: as bigints when both are whole. */
function compare(text: string, bound: number): number {
  if (INTEGER_TEXT.test(text) && Number.isInteger(bound)) {
    const difference = BigInt(text) - BigInt(bound)
    return difference < 0n ? -1 : difference > 0n ? 1 : 0
  }
  return Math.sign(Number(text) - bound)
}

function received(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : describeValue(value)
}
