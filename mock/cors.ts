import type { ServerResponse } from 'node:http'

/** Request headers a browser page may send: the SDK's own and the usual ones. */
const ALLOWED_HEADERS = [
  'x-api-key',
  'authorization',
  'content-type',
  'accept',
  'x-moralis-platform',
  'x-moralis-platform-version',
  'x-moralis-build-target',
  'x-moralis-product',
].join(', ')

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

/** Response headers a page's script may read beyond the CORS-safelisted ones. */
const EXPOSED_HEADERS = 'x-request-id, retry-after'

/** Lets a page on any origin call the mock: set on every response, preflights included. */
export function setCorsHeaders(response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-expose-headers', EXPOSED_HEADERS)
}

/** Answers a CORS preflight (OPTIONS): 204 with what may be sent. No API key is needed. */
export function answerPreflight(response: ServerResponse): void {
  response.setHeader('access-control-allow-methods', ALLOWED_METHODS)
  response.setHeader('access-control-allow-headers', ALLOWED_HEADERS)
  response.setHeader('access-control-max-age', '600')
  response.writeHead(204).end()
}
