import type { GenericSchema } from 'valibot'
import type { HttpMethod, NetworkEntry, PagingEntry } from '../catalogue/types'

export type ParamLocation = 'path' | 'query' | 'body'

/**
 * What the generator emits for one operation: everything the runtime needs to call it. Plain
 * data plus the operation's compiled valibot schema and response mapper, built once at import.
 */
export interface OperationSpec<TResult = unknown> {
  api: string
  id: string
  method: HttpMethod
  path: string
  /** SDK name → [wire name, where it goes]. */
  params: Readonly<Record<string, readonly [wireName: string, location: ParamLocation]>>
  /** SDK names that must be present. */
  required?: readonly string[]
  /** SDK name of a parameter that is the whole body (a list, for example). */
  bodyParam?: string
  /** Validates and normalises the parameters (value types, dates, enums). */
  schema: GenericSchema
  /** Turns camelCase body values into the wire's shape. */
  toWire?: Readonly<Record<string, (value: never) => unknown>>
  /** camelCase mapper of the 200 body; absent for raw operations. */
  map?: (wire: never) => TResult
  paging?: PagingEntry
  nullable?: boolean
  bearer?: boolean
  network?: NetworkEntry
  /** The networks the operation exists on, when not all. */
  networkOnly?: readonly string[]
  /** Compute units a call counts against a rate-limit budget; absent: 1. */
  cost?: number
}

/** The descriptor with lookups precomputed, so the per-call path does no setup work. */
export interface CompiledOperation<TResult = unknown> extends OperationSpec<TResult> {
  readonly names: readonly string[]
  readonly known: ReadonlySet<string>
  /** Wire name of a path placeholder → SDK name. */
  readonly pathNames: Readonly<Record<string, string>>
  readonly query: readonly (readonly [name: string, wireName: string])[]
  readonly body: readonly (readonly [name: string, wireName: string])[]
}

export function compileOperation<TResult>(spec: OperationSpec<TResult>): CompiledOperation<TResult> {
  const names = Object.keys(spec.params)
  const entries = Object.entries(spec.params)
  const pick = (location: ParamLocation) =>
    entries
      .filter(([, [, where]]) => where === location)
      .map(([name, [wireName]]) => [name, wireName] as const)
  const query = pick('query')
  const network = spec.network
  if (network?.in === 'host') {
    names.push(network.param)
    // The host names the network, and the provider's SDK sends it as a query parameter too.
    if (network.query) query.push([network.param, network.query])
  }
  return {
    ...spec,
    names,
    known: new Set(names),
    pathNames: Object.fromEntries(pick('path').map(([name, wireName]) => [wireName, name])),
    query,
    body: pick('body'),
  }
}
