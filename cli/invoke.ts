import { Page, type W3DataClient } from 'w3data'
import { asItems, wireItems } from './items'
import type { Target } from './lookup'

/** Calls one operation of a client by its catalogue entry, with parameters as the library takes them. */
export type Invoke = (params: Record<string, unknown>) => Promise<unknown>

export function operationOn(client: W3DataClient, { catalogue, operation }: Target): Invoke {
  const api = (client as unknown as Record<string, Record<string, unknown> | undefined>)[catalogue.api]
  const call = api?.[operation.id]
  // The catalogue and the client are generated from the same spec: a miss is a build fault.
  if (typeof call !== 'function') throw new Error(`The client has no ${catalogue.api}.${operation.id}`)
  return (params) => (call as Invoke)(params)
}

/** A result as printed: the value for JSON, its items for NDJSON and CSV. */
export interface ResultView {
  value: unknown
  items: readonly unknown[]
}

/**
 * What a call's result shows: a page's camelCase body and items (or its wire body with `raw`);
 * any other result as it is, or the wire body the provider sent (`rawBody`) with `raw`.
 */
export function viewOf(target: Target, result: unknown, raw: boolean, rawBody: unknown): ResultView {
  if (result instanceof Page) {
    return raw
      ? { value: result.raw, items: wireItems(target, result.raw) }
      : { value: result.response, items: result.result }
  }
  const value = raw ? rawBody : result
  return { value, items: asItems(value) }
}

/** The page's own items, camelCase or as sent. */
export const pageItems = (target: Target, page: Page<unknown>, raw: boolean): readonly unknown[] =>
  raw ? wireItems(target, page.raw) : page.result
