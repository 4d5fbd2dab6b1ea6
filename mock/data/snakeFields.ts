import type { SchemaObject } from '../../entries/catalogue'
import { asSchemaType } from './field'
import { snakeName } from './fieldRules'

/** An object's fields by their snake_case names, whatever case it holds them in. */
export interface SnakeFields {
  /** snake_case name → the object's own key. */
  keyOf: Map<string, string>
  get(snake: string): unknown
  /** Sets a field in its schema's type; fields in `fixed` and null values are left alone. */
  set(snake: string, value: string | number): void
}

export function snakeFields(
  out: Record<string, unknown>,
  properties: Readonly<Record<string, SchemaObject>>,
  fixed: ReadonlySet<string>,
): SnakeFields {
  const keyOf = new Map(Object.keys(out).map((key) => [snakeName(key), key]))
  return {
    keyOf,
    get(snake) {
      const key = keyOf.get(snake)
      return key === undefined ? undefined : out[key]
    },
    set(snake, value) {
      const key = keyOf.get(snake)
      if (key === undefined || fixed.has(key) || out[key] === null) return
      out[key] = asSchemaType(value, properties[key] ?? {})
    },
  }
}
