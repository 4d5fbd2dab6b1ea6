import type { ApiCatalogue } from '../../entries/catalogue'
import type { Reply } from '../reply'

/**
 * The EVM `endpointWeights` answer, from the catalogue's own figures (`x-w3data-cost`): one entry
 * per operation, its figures as strings as the provider sends them.
 */
export function serveEndpointWeights(catalogue: ApiCatalogue): Reply {
  return {
    status: 200,
    body: catalogue.operations.map((operation) => ({
      endpoint: operation.id,
      path: operation.path,
      rateLimitCost: String(operation.cost.rateLimit),
      price: String(operation.cost.price),
    })),
  }
}
