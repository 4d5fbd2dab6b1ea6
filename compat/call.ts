import { EvmChain, type EvmChainInput, type W3DataClient } from '../entries/index'
import { execute, type OperationEntry, type Page, pagingName, type SdkEntry } from '../runtime/internal'
import {
  PaginatedResponseAdapter,
  PaginatedResponseV3Adapter,
  ResponseAdapter,
  SDK_V3_PAGES,
} from './answers'
import { loadApi, loadOperation } from './load'
import { withValueTypes } from './valueTypes'
import { withWireJson } from './wireJson'

/** One generated operation at one SDK place. */
export interface Target {
  id: string
  place: SdkEntry
}

/**
 * An SDK function: `(request, body?)` as moralis@2.27.2 took it, run on its core's client (C0012
 * before that core's `start()`) through the generated operation, answered in the SDK's shape: its
 * `result` the SDK's data types where the SDK rebuilt the answer, else the core's answer with
 * value types, whose objects write their own part of the body where the SDK's classes did.
 */
export function sdkFunction(api: string, targets: readonly Target[], clientOf: () => W3DataClient) {
  return async (request?: Record<string, unknown>, body?: unknown): Promise<unknown> => {
    const client = clientOf()
    const { target, params } = await route(api, targets, { ...request })
    const { run, entry, catalogue, shape, wireJson } = await loadOperation(api, target.id)
    for (const [from, to] of Object.entries(target.place.params ?? {}))
      if (from in params) {
        params[to] = params[from]
        delete params[from]
      }
    if (body !== undefined)
      Object.assign(params, entry.bodyParam ? { [entry.bodyParam.name]: body } : (body as object))
    const typed = (value: unknown, raw: unknown) => {
      const result = withValueTypes(value, entry.response, catalogue.schemas)
      return wireJson ? withWireJson(result, raw, entry.response, catalogue.schemas) : result
    }
    // The chain the call asked, or the default one, as the SDK gave its shapes.
    const chain = () => EvmChain.create((params.chain ?? client.options.defaultEvmChain) as EvmChainInput)
    const sdkResult = shape
      ? (answer: unknown, total?: number) => shape(answer as never, { chain, total })
      : undefined
    if (entry.paging)
      return answerPage(api, entry, (await run(client, params)) as Page<unknown>, typed, sdkResult)
    const { result, raw } = await execute(client, run.operation, params, undefined)
    if (result === null) return null
    if (api === 'aptos') return typed(result, raw)
    return new ResponseAdapter(raw, () => (sdkResult ? sdkResult(result) : typed(result, raw)))
  }
}

/**
 * The target a call goes to: the only one, or the one its `networkType` names (`evm` when it
 * names none, as the SDK assumed). The SDK's deprecated `network: 'evm'` stands for the type.
 */
async function route(
  api: string,
  targets: readonly Target[],
  params: Record<string, unknown>,
): Promise<{ target: Target; params: Record<string, unknown> }> {
  const [only] = targets
  if (targets.length === 1 && !only?.place.networkType) return { target: only as Target, params }
  const { networkType, ...rest } = params
  const types = targets.map((target) => target.place.networkType)
  let given = networkType
  if (given === undefined && types.includes(rest.network as SdkEntry['networkType'])) {
    given = rest.network
    delete rest.network
  }
  // The API's own check, with its own error (S0002, U0002), loaded with the API: not at start.
  const check = (await loadApi(api)).networkType ?? String
  const type = check(given ?? 'evm')
  return { target: targets.find((target) => target.place.networkType === type) as Target, params: rest }
}

const V3_PAGES: ReadonlySet<string> = new Set(SDK_V3_PAGES)

/**
 * A page: the Aptos module's answer object, or the SDK's paginated adapter elsewhere, whose
 * `result` is the page's items in the SDK's shape where it has one, else with value types.
 */
function answerPage(
  api: string,
  entry: OperationEntry,
  page: Page<unknown>,
  typed: (value: unknown, raw: unknown) => unknown,
  sdkResult: ((items: unknown, total?: number) => unknown) | undefined,
): unknown {
  if (api === 'aptos') return typed(page.response, page.raw)
  const itemsName = entry.paging && pagingName(entry.paging, 'items')
  const items = (response: unknown) =>
    itemsName ? (response as Record<string, unknown>)[itemsName] : response
  const result = sdkResult
    ? (each: Page<unknown>) => sdkResult(items(each.response) ?? [], each.total)
    : (each: Page<unknown>) => items(typed(each.response, each.raw)) ?? []
  const Adapter = V3_PAGES.has(entry.id) ? PaginatedResponseV3Adapter : PaginatedResponseAdapter
  const wrap = (each: Page<unknown>): PaginatedResponseAdapter => new Adapter(each, () => result(each), wrap)
  return wrap(page)
}
