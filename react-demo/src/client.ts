import { type BaseUrls, createClient, type W3DataClient } from 'w3data'
import { catalogues } from 'w3data/catalogue'
import { recordingFetch } from './requestLog'

/** Where react-demo/serve.ts started the mock provider. */
export const MOCK_URL: string = __W3DATA_MOCK_URL__

/** The key the mock provider accepts (w3data/mock's MOCK_API_KEY; that module is Node-only). */
export const MOCK_API_KEY = 'mock-api-key'

export type Mode = { kind: 'mock' } | { kind: 'live'; apiKey: string }

/** The mock serves each API under its name, and per network where the API has one. */
export function mockBaseUrls(mockUrl: string): BaseUrls {
  const urls: Record<string, string | Record<string, string>> = {}
  for (const { api, baseUrl } of catalogues) {
    urls[api] =
      typeof baseUrl === 'string'
        ? `${mockUrl}/${api}`
        : Object.fromEntries(Object.keys(baseUrl).map((network) => [network, `${mockUrl}/${api}/${network}`]))
  }
  return urls as BaseUrls
}

/**
 * The demo's client: mock mode talks to the embedded mock provider, live mode to the provider's
 * hosts with the key the user typed (kept in React state only). Both record what they send.
 */
export function makeClient(mode: Mode): W3DataClient {
  return createClient({
    apiKey: mode.kind === 'mock' ? MOCK_API_KEY : mode.apiKey,
    ...(mode.kind === 'mock' && { baseUrls: mockBaseUrls(MOCK_URL) }),
    fetch: recordingFetch,
    logLevel: 'warning',
  })
}
