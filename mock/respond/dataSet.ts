import { type OperationEntry, resolveSchema, type SchemaObject } from '../../entries/catalogue'
import { eventArguments } from '../data/abiValues'
import { addressStyleOf } from '../data/addressStyle'
import { snakeName } from '../data/fieldRules'
import { contextForItem, contextForObject, type DataSource, generate } from '../data/generate'
import type { QueryValues } from '../incoming'
import { createRandom } from '../random'
import type { RouteMatch } from '../routing'
import { listItemSchema, type SchemaTable } from '../schema'
import { eventInputs, holdsEventData } from './eventData'
import { type RequestHints, requestHints } from './hints'
import { type Series, seriesFor } from './series'

/**
 * One deterministic data set: everything an operation serves for one selection (network, path
 * values, non-paging query values). Item `i` depends only on the seed, the operation, the
 * selection and `i`, so pages can be cut anywhere and never disagree.
 */
export interface DataSet extends DataSource {
  seed: number | string
  operation: OperationEntry
  /** The selection, as a stable string. */
  key: string
  hints: RequestHints
  /** The inputs of the event ABI the body sent, whose arguments the items' `data` holds. */
  eventInputs: readonly unknown[] | undefined
  /** The series a plotted answer's points make, when it plots times. */
  series: Series | undefined
}

/** An EVM address: 0x and 40 hex digits, in any case. */
const EVM_ADDRESS = /^0x[0-9a-f]{40}$/i

/** A request's values with EVM addresses lowercased: an address names one account in any case, as at the provider. */
function oneCase<T>(value: T): T {
  if (typeof value === 'string') return (EVM_ADDRESS.test(value) ? value.toLowerCase() : value) as T
  if (Array.isArray(value)) return value.map(oneCase) as T
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, oneCase(item)])) as T
}

/** The data set a request reads from (a paged POST's body is part of its selection). */
export function dataSetFor(
  found: RouteMatch,
  asked: QueryValues,
  body: unknown,
  seed: number | string,
): DataSet {
  const match = { ...found, pathParams: oneCase(found.pathParams) }
  const query = oneCase(asked)
  const { operation } = match
  const paging = operation.paging
  const pagingNames = new Set([paging?.cursor, paging?.offset, paging?.start, paging?.limit])
  const selection = Object.keys(query)
    .filter((name) => !pagingNames.has(name))
    .sort()
    .map((name) => [name, query[name]])
  const path = Object.keys(match.pathParams)
    .sort()
    .map((name) => [name, match.pathParams[name]])
  const key = JSON.stringify([match.network ?? null, path, selection, oneCase(body) ?? null])
  return {
    seed,
    operation,
    key,
    schemas: match.catalogue.schemas,
    addressStyle: addressStyleOf(match.catalogue),
    hints: requestHints(operation, match.pathParams, query),
    eventInputs: eventInputs(body),
    alwaysPresent: plottedFields(operation),
    series: seriesFor(operation, query, match.catalogue.schemas, [seed, operation.id, key]),
  }
}

/** A plotted answer's points hold their time (or label) and values: a point without them has no place on the plot. */
function plottedFields(operation: OperationEntry): ReadonlySet<string> {
  const plot = operation.plot
  if (plot === undefined) return new Set()
  const fields = [plot.time, plot.label, ...plot.values].filter((field) => field !== undefined)
  return new Set(fields.map(snakeName))
}

/** What the items of a list are made from: their schema, their name (`result[]`), the list's examples. */
export interface ListItem {
  schema: SchemaObject
  name: string
  examples: readonly unknown[]
}

/** The items of `list` (a list schema, or an object's list property named `name`), or undefined when it is no list. */
export function listItem(
  list: SchemaObject | undefined,
  name: string,
  schemas: SchemaTable,
): ListItem | undefined {
  if (list === undefined) return undefined
  const resolved = resolveSchema(list, schemas)
  const schema = listItemSchema(resolved, schemas)
  if (schema === undefined) return undefined
  return { schema, name: `${name}[]`, examples: Array.isArray(resolved.example) ? resolved.example : [] }
}

/** Item `index` of a list, with `presets` forced onto it. */
export function generateItem(
  set: DataSet,
  item: ListItem,
  index: number,
  presets: Record<string, unknown>,
): unknown {
  const rng = createRandom(set.seed, set.operation.id, set.key, 'item', index)
  const ctx = contextForItem(set, rng, item, index)
  const hint = item.examples[index % Math.max(1, item.examples.length)]
  const forced = { ...decodedEvent(set, item, index), ...presets }
  return generate(item.schema, ctx, {
    name: item.name,
    depth: 1,
    presets: forced,
    listItem: true,
    index,
    hint,
  })
}

/** Item `index`'s arguments in its `data`, where the body sent an event's ABI and the items hold decoded events. */
function decodedEvent(set: DataSet, item: ListItem, index: number): Record<string, unknown> {
  if (!set.eventInputs || !holdsEventData(item.schema, set.schemas)) return {}
  const rng = createRandom(set.seed, set.operation.id, set.key, 'event', index)
  return { data: eventArguments(set.eventInputs, rng) }
}

/** A single response object (or a page's wrapper), seeded by the data set and `salt`. */
export function generateObject(
  set: DataSet,
  schema: SchemaObject,
  salt: string | number,
  presets: Record<string, unknown> | undefined,
  matchPresets = false,
): unknown {
  const rng = createRandom(set.seed, set.operation.id, set.key, 'object', salt)
  return generate(schema, contextForObject(set, rng), { name: '', depth: 0, presets, matchPresets })
}
