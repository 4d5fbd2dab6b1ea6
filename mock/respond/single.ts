import type { QueryValues } from '../incoming'
import { createRandom } from '../random'
import type { Reply } from '../reply'
import { type DataSet, generateItem, generateObject, type ListItem, listItem } from './dataSet'
import { hintPresets } from './hints'

/**
 * A non-paged read: one object from the response schema, or a short list. A lookup by ids
 * (`token_ids`, `coin_type_hashes`…) answers one item per id, carrying that id.
 */
export function serveRead(set: DataSet, query: QueryValues): Reply {
  const item = listItem(set.operation.response, '', set.schemas)
  if (!item)
    return {
      status: 200,
      body: generateObject(set, set.operation.response, 'read', hintPresets(set.hints, 0)),
    }
  const limit = typeof query['limit'] === 'string' ? Number(query['limit']) : Number.POSITIVE_INFINITY
  const length =
    set.hints.idCount ?? Math.min(limit, createRandom(set.seed, set.operation.id, set.key).int(3, 6))
  return { status: 200, body: hintedItems(set, item, length) }
}

/** `length` items of a list answer, item `index` carrying the request's values for it. */
function hintedItems(set: DataSet, item: ListItem, length: number): unknown[] {
  return Array.from({ length }, (_, index) => generateItem(set, item, index, hintPresets(set.hints, index)))
}

/**
 * A write (POST): the response schema filled in, echoing the request body's fields where the
 * names match (a submitted transaction comes back with its sender, payload and signature). The
 * body is part of the data set, so a different body gets a different hash. A union response
 * takes the member that declares most of the body's fields (a simulation answers a user transaction).
 * A read by a body list of tokens (`getMultipleTokenPrices`) answers one item per token, as a
 * lookup by ids does.
 */
export function serveWrite(set: DataSet, body: unknown): Reply {
  const item = listItem(set.operation.response, '', set.schemas)
  if (item && set.hints.idCount !== undefined)
    return { status: 200, body: hintedItems(set, item, set.hints.idCount) }
  const echo = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined
  const presets = echo as Record<string, unknown> | undefined
  return { status: 200, body: generateObject(set, set.operation.response, 'write', presets, true) }
}
