import { resolveSchema, type SchemaObject } from 'w3data/catalogue'
import type { Target } from './lookup'
import { schemaType } from './paramFlags'

/**
 * The schema of one item of an operation's answer: a page's item, a list answer's item, or else
 * the answer itself (an object is one row of a CSV, one line of NDJSON).
 */
export function itemSchema({ catalogue, operation }: Target): SchemaObject {
  const response = resolveSchema(operation.response, catalogue.schemas)
  const itemsKey = operation.paging?.items
  const list = itemsKey ? resolveSchema(response.properties?.[itemsKey] ?? {}, catalogue.schemas) : response
  return schemaType(list) === 'array' ? resolveSchema(list.items ?? {}, catalogue.schemas) : response
}

/** The items of a value: a list as it is, anything else as a list of one. */
export const asItems = (value: unknown): readonly unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]

/** The item list inside a page's wire body (`--raw`): under the paging's items key, or the body itself. */
export function wireItems({ operation }: Target, raw: unknown): readonly unknown[] {
  const key = operation.paging?.items
  const list = key && typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[key] : raw
  return Array.isArray(list) ? list : []
}
