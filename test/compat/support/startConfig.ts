import { MOCK_API_KEY, type MockServer } from 'w3data/mock'

/** The start options both sides use: the mock for every API, and a single attempt per call. */
export function startConfig(mock: MockServer) {
  const urls = mock.baseUrls as Record<string, string>
  return {
    apiKey: MOCK_API_KEY,
    evmApiBaseUrl: String(urls.evm),
    solApiBaseUrl: String(urls.solana),
    maxRetries: 0,
    logLevel: 'off' as const,
  }
}
