import { checkApiKey } from './checks/apiKey'
import { checkBody } from './checks/body'
import { checkPath, checkQuery } from './checks/parameters'
import type { IncomingCall } from './incoming'
import { errorReply, type Reply } from './reply'
import { dataSetFor } from './respond/dataSet'
import { serveOffsetPage, serveStartPage } from './respond/paged'
import { serveRead, serveWrite } from './respond/single'
import { serveEndpointWeights } from './respond/weights'
import type { RouteMatch } from './routing'

/** Server-wide settings the operation handler needs. */
export interface HandlerSettings {
  seed: number | string
  pageItems: number
  /** Accepted keys; undefined accepts any non-empty key. */
  apiKeys: ReadonlySet<string> | undefined
}

/**
 * A path value that asks a GET for something that does not exist: `missing`,
 * anything starting with `0x404` (a full-length address such as `0x404` + 61 more hex digits),
 * or `404404` (a block height or version).
 */
function isNotFoundProbe(value: string): boolean {
  return value === 'missing' || value.toLowerCase().startsWith('0x404') || value === '404404'
}

/**
 * Answers a request routed to an operation, as the provider would: the API key, the query, the
 * body, then (GETs) the not-found rule, then path values, then the data. Nullable operations turn
 * that 404 into null on the client; the others raise it.
 */
export function handleOperation(match: RouteMatch, call: IncomingCall, settings: HandlerSettings): Reply {
  const { operation, catalogue } = match
  const schemas = catalogue.schemas
  const refused =
    checkApiKey(call.headers, settings.apiKeys) ??
    checkQuery(operation, call.query, schemas, catalogue.network) ??
    checkBody(operation, call, schemas)
  if (refused) return refused
  if (catalogue.api === 'evm' && operation.id === 'endpointWeights') return serveEndpointWeights(catalogue)
  if (operation.method === 'GET' && Object.values(match.pathParams).some(isNotFoundProbe))
    return errorReply(404, 'Not found')
  const badPath = checkPath(operation, match.pathParams, schemas)
  if (badPath) return badPath

  const set = dataSetFor(match, call.query, call.body, settings.seed)
  const paging = operation.paging
  if (!paging) return operation.method === 'GET' ? serveRead(set, call.query) : serveWrite(set, call.body)
  switch (paging.style) {
    case 'start':
      return serveStartPage(set, paging, call.query, settings.pageItems)
    case 'cursor':
    case 'offset':
      return serveOffsetPage(set, paging, call.query, settings.pageItems)
    default:
      return paging satisfies never
  }
}
