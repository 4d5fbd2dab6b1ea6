/** The client the tools call: the provider with W3DATA_API_KEY, or the embedded mock. */
import { type ClientOptions, createClient, type W3DataClient } from 'w3data'

export interface Connection {
  client: W3DataClient
  /** The key in use: no tool result may show it. */
  secrets: readonly string[]
  close(): Promise<void>
}

/** stdout carries the protocol: the library's log lines go to stderr (keys redacted by the library). */
const toStderr = (message: string, details?: unknown) =>
  console.error(details === undefined ? message : `${message} ${JSON.stringify(details)}`)
const stderrLogger = { debug: toStderr, info: toStderr, warn: toStderr, error: toStderr }

export async function connect(mock: boolean, env: NodeJS.ProcessEnv): Promise<Connection> {
  const common: ClientOptions = {
    logger: stderrLogger,
    ...(!env.W3DATA_LOG_LEVEL && { logLevel: 'warning' as const }),
  }
  if (mock) {
    // Loaded only here: the mock's server code has no place beside the provider.
    const { createMockServer, MOCK_API_KEY } = await import('w3data/mock')
    const server = await createMockServer()
    const client = createClient({ ...common, apiKey: MOCK_API_KEY, baseUrls: server.baseUrls })
    return { client, secrets: [MOCK_API_KEY], close: () => server.close() }
  }
  const apiKey = env.W3DATA_API_KEY?.trim()
  if (!apiKey) throw new Error('W3DATA_API_KEY is not set: set it to your API key, or start with --mock.')
  return { client: createClient({ ...common, apiKey }), secrets: [apiKey], close: async () => {} }
}
