import type { Core } from '../client/Core'
import { checkOptionsObject } from '../client/optionChecks'
import type { CallOptions } from '../client/options'
import { sdkName } from '../contract/names'
import type { PagingEntry } from '../contract/paging'
import { type IterateOptions, pageWalk } from '../paging/iterate'
import { iteratePages } from '../paging/iteratePages'
import { Page, type PageTrail } from '../paging/Page'
import { type CompiledOperation, compileOperation, type OperationSpec } from './descriptor'
import { type CallResult, execute } from './execute'
import { iteratesFrom } from './iterateOnceLoaded'

/** An operation as a free function: `getX(client, params, options?)`. */
export interface Operation<TParams, TResult> {
  (client: Core, params: TParams, options?: CallOptions): Promise<TResult>
  readonly operation: CompiledOperation
}

/** A paged operation, which also iterates over the items of every page. */
export interface PagedOperation<TParams, TItem, TResponse>
  extends Operation<TParams, Page<TItem, TResponse>> {
  iterate(
    client: Core,
    params: TParams,
    options?: CallOptions & IterateOptions,
  ): AsyncGenerator<TItem, void, undefined>
}

/** @__NO_SIDE_EFFECTS__ */
export function defineOperation<TParams, TResult>(spec: OperationSpec<TResult>): Operation<TParams, TResult> {
  const operation = compileOperation(spec)
  // Not async: a wrapper of its own would add a promise and a turn to every call.
  const call = (client: Core, params: TParams, options?: CallOptions) =>
    execute(client, operation, params, options).then(resultOf) as Promise<TResult>
  return Object.assign(call, { operation })
}

const resultOf = <TResult>(done: CallResult<TResult>) => done.result

/** @__NO_SIDE_EFFECTS__ */
export function definePagedOperation<TParams, TItem, TResponse>(
  spec: OperationSpec<TResponse>,
): PagedOperation<TParams, TItem, TResponse> {
  const operation = compileOperation(spec)
  const paging = spec.paging
  if (!paging) throw new Error(`${spec.id} has no paging entry`)
  const fetchPage = async (
    client: Core,
    params: unknown,
    pageIndex: number,
    options: CallOptions | undefined,
    keepRaw: boolean,
    trail?: PageTrail,
  ): Promise<Page<TItem, TResponse>> => {
    const { result, raw, params: normalized } = await execute(client, operation, params, options)
    return new Page<TItem, TResponse>({
      paging,
      response: result as TResponse,
      raw,
      keepRaw,
      params: normalized,
      pageIndex,
      fetchPage: (next, index, nextTrail) => fetchPage(client, next, index, options, keepRaw, nextTrail),
      ...(trail && { trail }),
    })
  }
  const firstIndex = (params: unknown) => firstPageIndex(operation, params)
  const call = (client: Core, params: TParams, options?: CallOptions) =>
    fetchPage(client, params, firstIndex(params), options, true)
  // The pages iterate() walks are never handed out: they keep no wire body.
  const walk = (client: Core, params: unknown, options: CallOptions & IterateOptions = {}) => {
    checkOptionsObject(options)
    const first = (callOptions: CallOptions) =>
      fetchPage(client, params, firstIndex(params), callOptions, false)
    return pageWalk(first, options)
  }
  const iterate = (client: Core, params: TParams, options?: CallOptions & IterateOptions) => {
    checkOptionsObject(options)
    return iteratePages(() => walk(client, params, options))
  }
  const paged = Object.assign(call, { operation, iterate })
  iteratesFrom(paged, walk)
  return paged
}

/** The index of the page a request asks for: first page plus offset ÷ limit. */
function firstPageIndex(operation: CompiledOperation, params: unknown): number {
  const paging = operation.paging
  const first = paging?.firstPage ?? 0
  const offsetName = paging && offsetOf(paging)
  if (!offsetName || typeof params !== 'object' || params === null) return first
  const values = params as Record<string, unknown>
  const offset = Number(values[sdkName(offsetName)] ?? 0)
  const limit = paging.limit ? Number(values[sdkName(paging.limit)] ?? 0) : 0
  return limit > 0 && offset > 0 ? first + Math.floor(offset / limit) : first
}

/** The offset a request may ask from: a cursor paging's fallback, an offset paging's own. */
function offsetOf(paging: PagingEntry): string | undefined {
  switch (paging.style) {
    case 'cursor':
    case 'offset':
      return paging.offset
    case 'start':
      return undefined
    default:
      return paging satisfies never
  }
}
