import {
  type DataTag,
  type InfiniteData,
  type QueryKey,
  type SkipToken,
  skipToken,
} from '@tanstack/react-query'
import type { Core, Operation, W3DataError } from '../internal'
import { requestKey, someParams } from './requestKey'

/** The first element of every w3data query key, so `queryClient.invalidateQueries({ queryKey: [W3DATA_QUERY_SCOPE] })` reaches them all. */
export const W3DATA_QUERY_SCOPE = 'w3data'

/** The page parameter of w3data's infinite queries: the next page's parameters (null: the first page). */
export type W3DataPageParam = Record<string, unknown> | null

/** A w3data query key, tagged with the data it holds so `getQueryData`/`setQueryData` are typed. */
export type W3DataQueryKey<TData> = DataTag<QueryKey, TData, W3DataError>

/** An infinite query's key, tagged with its pages as TanStack's `infiniteQueryOptions` tags them. */
export type W3DataInfiniteQueryKey<TPage> = DataTag<QueryKey, InfiniteData<TPage>, W3DataError>

/**
 * `['w3data', api, operationId, params, { endpoint }]`: the request as it goes on the wire (see
 * requestKey), and `infinite: true` for infinite queries, whose cached data has another shape.
 * Without parameters yet (skipToken), `null` stands in their place.
 */
export function w3dataQueryKey<TParams, TData>(
  client: Core,
  operation: Operation<TParams, unknown>,
  params: TParams | SkipToken,
  infinite = false,
): W3DataQueryKey<TData> {
  const { api, id } = operation.operation
  const kind = infinite ? { infinite: true } : {}
  if (params === skipToken)
    return [W3DATA_QUERY_SCOPE, api, id, null, kind] as unknown as W3DataQueryKey<TData>
  const request = requestKey(client, operation.operation, params)
  return [
    W3DATA_QUERY_SCOPE,
    api,
    id,
    request.params,
    { endpoint: request.endpoint, ...kind },
  ] as unknown as W3DataQueryKey<TData>
}

/**
 * The start of every key of one operation, for `invalidateQueries` and the other filters: with
 * parameters, only the requests that send those values (normalised as in the keys), on any client.
 */
export function w3dataQueryPrefix(operation: Operation<never, unknown>, params?: object): QueryKey {
  const { api, id } = operation.operation
  const given = params as Record<string, unknown> | undefined
  return given
    ? [W3DATA_QUERY_SCOPE, api, id, someParams(operation.operation, given)]
    : [W3DATA_QUERY_SCOPE, api, id]
}
