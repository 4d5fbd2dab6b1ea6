import {
  type PagingEntry,
  type ParameterEntry,
  resolveComponent,
  resolveSchema,
  type SchemaObject,
  sdkName,
} from '../../entries/catalogue'
import type { QueryValues } from '../incoming'
import { hashParts } from '../random'
import { errorReply, type Reply } from '../reply'
import { type SchemaTable, schemaTypes } from '../schema'
import { decodeCursor, encodeCursor } from './cursor'
import { type DataSet, generateItem, generateObject, type ListItem, listItem } from './dataSet'
import { hintPresets } from './hints'
import { pointPresets } from './series'

/** Page size of ledger lists (`start` paging) when the request names none. */
const DEFAULT_START_LIMIT = 25
/** Page size of cursor/offset lists when neither the request nor the schema gives one. */
const DEFAULT_LIMIT = 10

/**
 * Cursor and offset paging over a data set of `pageItems` items. The position comes from the
 * cursor when one is sent (it wins over `offset`), else from `offset`. The answer carries the
 * items, `cursor` (a token for the next page, null on the last), `hasNextPage`, and `page`,
 * `page_size`, `total` where the schema has them.
 */
export function serveOffsetPage(
  set: DataSet,
  paging: Exclude<PagingEntry, { style: 'start' }>,
  query: QueryValues,
  pageItems: number,
): Reply {
  const { operation } = set
  const limit = Math.max(
    1,
    requestedLimit(paging, query) ??
      (paging.limit ? schemaDefault(paging.limit, set) : undefined) ??
      DEFAULT_LIMIT,
  )
  const token = paging.style === 'cursor' ? query[paging.cursor] : undefined
  let offset: number
  if (typeof token === 'string' && token !== '') {
    const decoded = decodeCursor(token, set.key)
    if (decoded === undefined) return errorReply(400, 'Invalid cursor')
    offset = decoded
  } else {
    offset = (paging.offset === undefined ? undefined : numberOf(query[paging.offset])) ?? 0
  }

  const response = resolveSchema(operation.response, set.schemas)
  const listSchema = paging.items === undefined ? response : response.properties?.[paging.items]
  const item = listItem(listSchema, paging.items ?? '', set.schemas) ?? {
    schema: {},
    name: '[]',
    examples: [],
  }
  // A plotted page's items are the series' points: as many as its range holds.
  const series = set.series?.plot.items.join('.') === sdkName(paging.items ?? '') ? set.series : undefined
  const total = series ? Math.min(pageItems, series.length) : pageItems
  const point = series && pointPresets(series, generateItem(set, item, 0, hintPresets(set.hints, 0)))
  const items: unknown[] = []
  for (let index = offset; index < Math.min(offset + limit, total); index++)
    items.push(generateItem(set, item, index, { ...hintPresets(set.hints, index), ...point?.(index) }))
  if (paging.items === undefined) return { status: 200, body: items }

  const next = offset + limit < total ? offset + limit : undefined
  const presets = {
    // A page's own fields echo the request as its items do (a pair's candles name that pair).
    ...hintPresets(set.hints, 0),
    [paging.items]: items,
    cursor:
      next === undefined
        ? noCursor(response.properties?.['cursor'], set.schemas)
        : encodeCursor(next, set.key),
    hasNextPage: next !== undefined,
    page: Math.floor(offset / limit) + paging.firstPage,
    page_size: limit,
    total,
  }
  return { status: 200, body: generateObject(set, operation.response, offset, presets) }
}

/**
 * Ledger paging (`start` + `limit`, a bare list): the item at position p carries p in the
 * catalogue's position field (`version` for transactions, `sequence_number` for events and
 * account transactions), so positions run on across pages; the list ends after `pageItems` items.
 * Without a position field, both `version` and `sequence_number` carry it where the item has them.
 * A list by sequence number commits its items at ascending ledger versions too.
 */
export function serveStartPage(
  set: DataSet,
  paging: Extract<PagingEntry, { style: 'start' }>,
  query: QueryValues,
  pageItems: number,
): Reply {
  const startName = paging.start
  const startText = query[startName] ?? '0'
  if (typeof startText !== 'string' || !/^\d+$/.test(startText))
    return errorReply(400, `${startName} must be a numeric string`)
  const start = Number(startText)
  const limit = Math.max(1, requestedLimit(paging, query) ?? DEFAULT_START_LIMIT)
  const listed = listItem(set.operation.response, '', set.schemas) ?? { schema: {}, name: '[]', examples: [] }
  const item = committedOnly(listed, paging.position, set.schemas)
  const fields = paging.position ? [paging.position] : ['version', 'sequence_number']
  const items: unknown[] = []
  for (let position = start; position < Math.min(start + limit, pageItems); position++) {
    const presets: Record<string, unknown> = { ...hintPresets(set.hints, position) }
    if (!fields.includes('version')) presets['version'] = ledgerVersion(set, position)
    for (const field of fields) presets[field] = String(position)
    items.push(generateItem(set, item, position, presets))
  }
  return { status: 200, body: items }
}

/**
 * A ledger list holds committed items only: of a union, the members with a ledger `version` and
 * the list's position field (a pending transaction has no version; the transactions an account
 * sent are the ones with its sequence numbers).
 */
function committedOnly(item: ListItem, position: string | undefined, schemas: SchemaTable): ListItem {
  const { schema } = resolveComponent(item.schema, schemas)
  if (!schema.oneOf) return item
  const needed = position ? ['version', position] : ['version']
  const oneOf = schema.oneOf.filter((member) => {
    const declared = resolveSchema(member, schemas).properties ?? {}
    return needed.every((name) => name in declared)
  })
  return { ...item, schema: { ...schema, oneOf } }
}

/** The ledger version item `position` committed at: strictly rising with the position. */
function ledgerVersion(set: DataSet, position: number): string {
  const base = 10_000_000 + (hashParts([set.seed, set.operation.id, set.key]) % 1_000_000) * 1000
  return String(base + position * 1000 + (hashParts([set.seed, set.key, 'version', position]) % 1000))
}

/** The last page's cursor: null where the schema allows it, else an empty text (the client reads both as none). */
function noCursor(schema: SchemaObject | undefined, schemas: SchemaTable): null | '' {
  const { types, nullable } = schemaTypes(resolveSchema(schema ?? {}, schemas))
  return nullable || !types.includes('string') ? null : ''
}

function numberOf(value: string | string[] | undefined): number | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) ? Math.floor(number) : undefined
}

/** The page size the request asked for, when the operation takes one. */
function requestedLimit(paging: PagingEntry, query: QueryValues): number | undefined {
  return paging.limit === undefined ? undefined : numberOf(query[paging.limit])
}

function schemaDefault(wireName: string, set: DataSet): number | undefined {
  const param: ParameterEntry | undefined = set.operation.params.find((p) => p.wireName === wireName)
  return typeof param?.schema.default === 'number' ? param.schema.default : undefined
}
