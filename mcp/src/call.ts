/**
 * Calling one operation for an agent: through the client (so the library validates, retries and
 * bounds), paged with an opaque cursor, cut to the result budget, failures as `isError` results.
 */
import { Page, PagingBounds, type W3DataClient } from 'w3data'
import { pagingName } from 'w3data/catalogue'
import { type Budget, cutNote, itemsThatFit } from './budget'
import { type CursorBinding, decodeCursor, encodeCursor, type Position } from './cursor'
import { errorResult, type StructuredResult, type ToolResult, toolResult } from './results'
import type { OperationTool } from './tools'

export interface CallContext {
  client: W3DataClient
  budget: Budget
  /** Strings no result may show (the API key). */
  secrets: readonly string[]
  /** Signs the cursors this server gives out (made at start). */
  cursorKey: Buffer
}

const FIRST_PAGE: Position = { at: {}, skip: 0, count: { pages: 0, emptyInRow: 0 } }

export async function callTool(
  tool: OperationTool,
  args: Record<string, unknown>,
  context: CallContext,
): Promise<ToolResult> {
  const { cursor, ...params } = args
  const paged = tool.operation.paging !== undefined
  const binding: CursorBinding = { key: context.cursorKey, tool: tool.definition.name, args: params }
  const position = !paged || cursor === undefined ? FIRST_PAGE : decodeCursor(String(cursor), binding)
  if (!position)
    return errorResult(
      'The cursor is not one this tool gave out for these arguments: pass a nextCursor unchanged, with the same other arguments.',
      context.secrets,
    )
  try {
    const request = paged ? { ...withPageSize(tool, params, context.budget), ...position.at } : args
    const value = await invokerOf(context.client, tool)(request)
    const structured =
      value instanceof Page
        ? pageResult(tool, value, position, context.budget, binding)
        : plainResult(value, context.budget)
    return toolResult(structured, context.secrets)
  } catch (error) {
    return errorResult(error instanceof Error ? error.message : String(error), context.secrets)
  }
}

type Invoke = (params: Record<string, unknown>) => Promise<unknown>

function invokerOf(client: W3DataClient, { catalogue, operation }: OperationTool): Invoke {
  const api = (client as unknown as Record<string, Record<string, unknown> | undefined>)[catalogue.api]
  const call = api?.[operation.id]
  // The catalogue and the client come from one spec: a miss is a build fault.
  if (typeof call !== 'function') throw new Error(`The client has no ${catalogue.api}.${operation.id}`)
  return (params) => (call as Invoke)(params)
}

/** Without a page size asked for, pages as long as the item budget (within the parameter's bounds). */
function withPageSize(tool: OperationTool, params: Record<string, unknown>, budget: Budget) {
  const { paging } = tool.operation
  const limit = paging && pagingName(paging, 'limit')
  if (limit === undefined || params[limit] !== undefined) return params
  const schema = tool.operation.params.find((param) => param.name === limit)?.schema
  const size = Math.min(schema?.maximum ?? budget.maxItems, Math.max(schema?.minimum ?? 1, budget.maxItems))
  return { ...params, [limit]: size }
}

function pageResult(
  tool: OperationTool,
  page: Page<unknown>,
  position: Position,
  budget: Budget,
  binding: CursorBinding,
) {
  const items = page.result.slice(position.skip)
  const shell = withItems(tool, toJson(page.response), [])
  const shown = itemsThatFit(toJson(items) as unknown[], budget, budget.maxBytes - byteLength(shell))
  const next = nextPosition(tool, page, position, shown.length < items.length ? shown.length : undefined)
  const structured: StructuredResult = { result: withItems(tool, toJson(page.response), shown) }
  if (next) structured.nextCursor = encodeCursor(next, binding)
  if (shown.length < items.length) structured.note = cutNote(shown.length, budget, structured.nextCursor)
  return structured
}

/**
 * Where the next items start: further into this page when it was cut, else the next page, within
 * the runtime's paging bounds (A0001 at the 1000th page, or after 10 empty pages in a row).
 */
function nextPosition(
  tool: OperationTool,
  page: Page<unknown>,
  position: Position,
  cutAfter: number | undefined,
): Position | undefined {
  if (cutAfter !== undefined) return { ...position, skip: position.skip + cutAfter }
  const params = page.nextPageParams()
  if (!params) return undefined
  const at = Object.fromEntries(
    tool.positionParams.filter((name) => name in params).map((name) => [name, params[name]]),
  )
  // A provider that names the page just read as the next one would keep an agent looping.
  if (JSON.stringify(at) === JSON.stringify(position.at)) return undefined
  const bounds = new PagingBounds({}, position.count)
  // An agent pages one call at a time and sets no cap: reaching the default one is the provider's doing.
  if (bounds.read(page.result.length, true) === 'capped') throw bounds.cappedError()
  return { at, skip: 0, count: bounds.count }
}

/**
 * The response with the items shown. The provider's own cursor goes: it names the page after the
 * whole page, not after the items shown, and `nextCursor` is the one to pass back.
 */
function withItems(tool: OperationTool, response: unknown, items: unknown[]): unknown {
  const { paging } = tool.operation
  const property = paging && pagingName(paging, 'items')
  if (Array.isArray(response) || property === undefined) return items
  const { cursor: _, ...rest } = response as Record<string, unknown>
  return { ...rest, [property]: items }
}

/** A result that is not paged: a list is cut to the budget (no cursor can reach the rest). */
function plainResult(value: unknown, budget: Budget): StructuredResult {
  const json = toJson(value)
  if (!Array.isArray(json)) return { result: json }
  const shown = itemsThatFit(json, budget, budget.maxBytes)
  if (shown.length === json.length) return { result: json }
  return { result: shown, note: cutNote(shown.length, budget, undefined) }
}

/** The value as JSON carries it (big numbers and dates as their strings). */
const toJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null))

const byteLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value))
