import type { Logger } from '../client/Logger'
import type { HttpRequest, HttpResponse, HttpTransport } from '../http/exchange'

/** The catalogue's rate-limit cost of `endpointWeights` itself (spec/evm/utils.yaml). */
const WEIGHTS_COST = 1

/** What a call's cost is looked up by. */
export interface CostedOperation {
  api: string
  id: string
  /** The catalogue's `x-w3data-cost` rate-limit figure; absent: 1. */
  cost?: number
}

/** How a client reaches the provider's EVM `endpointWeights`. */
export interface WeightsSource {
  baseUrls: Readonly<Record<string, unknown>>
  headers: Readonly<Record<string, string>>
  timeout: number
  maxResponseBytes: number
  transport: HttpTransport
  logger: Logger
  /** runtime/http's send, handed in: the budget's code loads from the call path, never the reverse. */
  send: (request: HttpRequest, transport: HttpTransport) => Promise<HttpResponse>
}

type Weights = Promise<ReadonlyMap<string, number>>

/** The weights read, by budget and EVM base URL: the clients `withOptions` derives share them. */
const read = new WeakMap<object, Map<string, Weights>>()

/**
 * What a call spends: the catalogue's figure, or for EVM operations the provider's
 * `rateLimitCost`, read on the first EVM call (once per budget and EVM host, spending from the
 * budget like any call). When it cannot be read, the catalogue's figures stay, and the reason is logged.
 */
export function operationCost(
  budget: { endpointWeights: boolean },
  operation: CostedOperation,
  source: WeightsSource,
): number | Promise<number> {
  const own = operation.cost ?? 1
  if (!budget.endpointWeights || operation.api !== 'evm') return own
  return sharedWeights(budget, source).then((table) => table.get(operation.id) ?? own)
}

function sharedWeights(budget: object, source: WeightsSource): Weights {
  const hosts = read.get(budget) ?? new Map<string, Weights>()
  read.set(budget, hosts)
  const host = String(source.baseUrls.evm)
  let weights = hosts.get(host)
  if (!weights) {
    weights = readWeights(source).catch((error: unknown) => {
      source.logger.verbose('endpointWeights unread, the catalogue costs stay', {
        reason: error instanceof Error ? error.message : String(error),
      })
      return new Map()
    })
    hosts.set(host, weights)
  }
  return weights
}

async function readWeights(source: WeightsSource): Promise<ReadonlyMap<string, number>> {
  const base = source.baseUrls.evm
  if (typeof base !== 'string') throw new Error('no EVM base URL')
  const { body } = await source.send(
    {
      method: 'GET',
      url: `${base}/info/endpointWeights`,
      headers: source.headers as Record<string, string>,
      operationId: 'endpointWeights',
      timeout: source.timeout,
      allowNotFound: false,
      maxResponseBytes: source.maxResponseBytes,
      cost: WEIGHTS_COST,
    },
    source.transport,
  )
  return weightsOf(body)
}

/** `[{ endpoint, rateLimitCost: '5' }, …]` as endpoint → cost; entries without a figure are left out. */
export function weightsOf(body: unknown): ReadonlyMap<string, number> {
  const table = new Map<string, number>()
  if (!Array.isArray(body)) return table
  for (const entry of body) {
    const { endpoint, rateLimitCost } = (entry ?? {}) as { endpoint?: unknown; rateLimitCost?: unknown }
    const cost = Number(rateLimitCost)
    if (typeof endpoint === 'string' && rateLimitCost !== '' && Number.isFinite(cost) && cost >= 0)
      table.set(endpoint, cost)
  }
  return table
}
