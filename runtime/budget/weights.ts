import type { BudgetClient } from '../http/httpTypes'
import { send } from '../internal'

/** An entry of the `endpointWeights` answer: `{ endpoint: 'getBlock', rateLimitCost: '5', … }`. */
interface WeightEntry {
  endpoint: string
  rateLimitCost: string
}

/**
 * The provider's EVM `endpointWeights`, as operation id → rate-limit cost, read with `client`'s
 * key, host and transport (spending 1 unit from its budget, the call's catalogue cost). Entries
 * without a figure are left out; when the answer cannot be read, the catalogue's costs stay (logged).
 */
export async function readWeights(client: BudgetClient): Promise<ReadonlyMap<string, number>> {
  const weights = new Map<string, number>()
  try {
    const { body } = await send(
      {
        method: 'GET',
        url: `${client.baseUrls.evm}/info/endpointWeights`,
        headers: client.headers as Record<string, string>,
        operationId: 'endpointWeights',
        timeout: client.timeout,
        allowNotFound: false,
        maxResponseBytes: client.maxResponseBytes,
      },
      client.transport,
    )
    for (const { endpoint, rateLimitCost } of body as WeightEntry[])
      if (/^\d+(\.\d+)?$/.test(rateLimitCost)) weights.set(endpoint, Number(rateLimitCost))
  } catch (error) {
    client.transport.logger.verbose('endpointWeights unread, the catalogue costs stay', {
      reason: String(error),
    })
  }
  return weights
}
