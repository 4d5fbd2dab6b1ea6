import { sdkName } from '../../entries/catalogue'
import type { QueryValues } from '../incoming'
import { createRandom } from '../random'
import type { Reply } from '../reply'
import { type DataSet, generateItem, generateObject, listItem } from './dataSet'
import { hintPresets } from './hints'
import { shapeSeries } from './series'

/**
 * A non-paged read: one object from the response schema, or a short list. A lookup by ids
 * (`token_ids`, `coin_type_hashes`…) answers one item per id, carrying that id.
 */
export function serveRead(set: DataSet, query: QueryValues): Reply {
  const item = listItem(set.operation.response, '', set.schemas)
  if (!item) {
    const body = generateObject(set, set.operation.response, 'read', hintPresets(set.hints, 0))
    return { status: 200, body: set.series ? shapeSeries(set.series, body) : body }
  }
  const limit = typeof query['limit'] === 'string' ? Number(query['limit']) : Number.POSITIVE_INFINITY
  const length =
    set.hints.idCount ?? Math.min(limit, createRandom(set.seed, set.operation.id, set.key).int(3, 6))
  return {
    status: 200,
    body: Array.from({ length }, (_, index) => generateItem(set, item, index, hintPresets(set.hints, index))),
  }
}

/**
 * A write (POST): the response schema filled in, echoing the request body's fields where the
 * names match (a submitted transaction comes back with its sender, payload and signature). The
 * body is part of the data set, so a different body gets a different hash. A union response
 * takes the member that declares most of the body's fields (a simulation answers a user transaction).
 * A read by a list in the body (`tokens`, `addresses`) answers one item per entry, in order,
 * each carrying the entry's fields.
 */
export function serveWrite(set: DataSet, body: unknown): Reply {
  const echo = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : undefined
  const item = listItem(set.operation.response, '', set.schemas)
  const asked = echo && Object.values(echo).find(Array.isArray)
  if (item && asked)
    return {
      status: 200,
      body: asked.map((entry, index) => generateItem(set, item, index, entryPresets(entry))),
    }
  const presets = echo as Record<string, unknown> | undefined
  const answer = generateObject(set, set.operation.response, 'write', presets, true)
  return { status: 200, body: set.series ? shapeSeries(set.series, answer) : answer }
}

/** An entry's fields under the wire's two spellings (`token_address`, `tokenAddress`); a bare value echoes nothing. */
function entryPresets(entry: unknown): Record<string, unknown> {
  if (typeof entry !== 'object' || entry === null) return {}
  return Object.fromEntries(
    Object.entries(entry).flatMap(([name, value]) => [
      [name, value],
      [sdkName(name), value],
    ]),
  )
}
