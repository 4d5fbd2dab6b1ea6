import { isRecord, resolveSchema, type SchemaObject } from '../../entries/catalogue'
import type { SchemaTable } from '../schema'

/**
 * The inputs of the event ABI a request body is (getContractEvents sends one: `{ type: 'event',
 * name, inputs }`), or undefined when the body is no event ABI or its event has no inputs.
 */
export function eventInputs(body: unknown): readonly unknown[] | undefined {
  if (!isRecord(body) || body.type !== 'event') return undefined
  const { inputs } = body
  return Array.isArray(inputs) && inputs.length > 0 ? inputs : undefined
}

/** True when a list's items hold a decoded event: a `data` field that is data (`x-w3data-data`). */
export function holdsEventData(item: SchemaObject, schemas: SchemaTable): boolean {
  const data = resolveSchema(item, schemas).properties?.['data']
  return data !== undefined && resolveSchema(data, schemas)['x-w3data-data'] === true
}
