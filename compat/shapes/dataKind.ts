import { BigNumber } from '../../entries/index'

/**
 * A value of one of the SDK's data types (`EvmNft`, `EvmTransaction`, …): its fields read as
 * properties, `result` holds them all, `toJSON()` and `format()` give its JSON, `equals()` the
 * SDK's rule for the kind.
 */
export type SdkData<T> = Readonly<T> & {
  readonly result: T
  toJSON(): Record<string, unknown>
  format(): Record<string, unknown>
  equals(other: SdkData<T>): boolean
}

/** What sets one data type apart: the fields it reads as properties and its equality. */
export interface DataKind<T> {
  fields: readonly (keyof T & string)[]
  /** Other names the SDK reads a field by (`contractAddress` for a transfer's `address`). */
  aliases?: Readonly<Record<string, keyof T & string>>
  /** True when `a` and `b` stand for the same thing (the same chain and hash, …). */
  same(a: T, b: T): boolean
  /** Its JSON, where it is not each field's (below). */
  json?(data: T): Record<string, unknown>
}

/**
 * A maker of one data type's values. Their JSON writes each field as the SDK's data types do: a
 * `BigNumber` in decimal, an address, chain or amount as its own JSON, a nested data type as its
 * JSON, a `Date` as it is (JSON text makes it ISO), the rest as it is.
 */
export function dataKind<T extends object>(kind: DataKind<T>): (data: T) => SdkData<T> {
  class Data {
    readonly #data: T
    constructor(data: T) {
      this.#data = data
    }
    get result(): T {
      return this.#data
    }
    toJSON(): Record<string, unknown> {
      return kind.json?.(this.#data) ?? fieldsJson(this.#data)
    }
    format(): Record<string, unknown> {
      return this.toJSON()
    }
    equals(other: SdkData<T>): boolean {
      return kind.same(this.#data, other.result)
    }
  }
  const names = [...kind.fields.map((field) => [field, field]), ...Object.entries(kind.aliases ?? {})]
  for (const [name, field] of names as [string, keyof T][])
    Object.defineProperty(Data.prototype, name, {
      get(this: Data) {
        return this.result[field]
      },
    })
  return (data) => new Data(data) as unknown as SdkData<T>
}

/** Each field of `data` as JSON, by the rule of `dataKind`. */
export function fieldsJson(data: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, jsonOf(value)]))
}

function jsonOf(value: unknown): unknown {
  if (value instanceof BigNumber) return value.toString()
  if (Array.isArray(value)) return value.map(jsonOf)
  if (value instanceof Date || typeof value !== 'object' || value === null) return value
  const { toJSON } = value as { toJSON?: () => unknown }
  return typeof toJSON === 'function' ? toJSON.call(value) : value
}

/** `undefined` for an absent or null field, as the SDK's `maybe` gives; else `make(value)`. */
export function maybe<T, R>(value: T | null | undefined, make: (value: T) => R): R | undefined {
  return value === null || value === undefined ? undefined : make(value)
}
