import { type ClientOptions, createClient, type W3DataClient } from 'w3data'
import type { ComputeUnitBudget } from 'w3data/budget'
import { catalogues } from 'w3data/catalogue'
import { count, type Settings } from './args'

/** A client for this run, and what stops it (the embedded mock provider, when one was started). */
export interface Connection {
  client: W3DataClient
  /** The API key in use, so that nothing the command line prints can show it. */
  apiKey: string | undefined
  /** The compute-unit budget of a bulk run (--cu-per-second), for its progress line. */
  budget?: ComputeUnitBudget | undefined
  close(): Promise<void>
}

/**
 * Where calls go: the provider with the user's key, or a mock (embedded or at a URL) with the mock
 * key. A bulk run spends from `budget` when given (w3data-jobs: one shared through Redis), else
 * from one of its own (--cu-per-second).
 */
export async function connect(
  settings: Settings,
  env: NodeJS.ProcessEnv,
  given?: ComputeUnitBudget,
): Promise<Connection> {
  const budget = given ?? (await bulkBudget(settings, env))
  const userKey = settings.apiKey ?? env.W3DATA_API_KEY
  const common: ClientOptions = {
    ...(budget && { rateLimit: budget }),
    logger: stderrLogger,
    // The runtime's `info` lines would mix with the command's own stderr; W3DATA_LOG_LEVEL still wins.
    ...(!env.W3DATA_LOG_LEVEL && { logLevel: 'warning' as const }),
  }
  if (!settings.mock && !settings.mockUrl) {
    const client = createClient({ ...common, ...(userKey && { apiKey: userKey }) })
    return { client, apiKey: userKey, budget, close: async () => {} }
  }
  // Loaded only here: the mock's server code has no place in a call to the provider.
  const { createMockServer, MOCK_API_KEY, mockBaseUrls } = await import('w3data/mock')
  if (settings.mock) {
    const mock = await createMockServer()
    const client = createClient({ ...common, apiKey: MOCK_API_KEY, baseUrls: mock.baseUrls })
    return { client, apiKey: MOCK_API_KEY, budget, close: () => mock.close() }
  }
  // The mock key, never the user's: a URL given for a mock is no place for the real key.
  const baseUrls = mockBaseUrls(String(settings.mockUrl).replace(/\/+$/, ''), catalogues)
  const client = createClient({ ...common, apiKey: MOCK_API_KEY, baseUrls })
  return { client, apiKey: MOCK_API_KEY, budget, close: async () => {} }
}

const toStderr = (...parts: unknown[]) => console.error(...parts)
const stderrLogger = { debug: toStderr, info: toStderr, warn: toStderr, error: toStderr }

/**
 * `--cu-per-second` or W3DATA_CU_PER_SECOND: a budget for --all, --resume and --input, none for one
 * call. w3data/budget is loaded only then: a command without one starts without it.
 */
async function bulkBudget(
  settings: Settings,
  env: NodeJS.ProcessEnv,
): Promise<ComputeUnitBudget | undefined> {
  if (!settings.all && settings.resume === undefined && settings.input === undefined) return undefined
  const figure = settings.cuPerSecond ?? count(env.W3DATA_CU_PER_SECOND || undefined, 'cu-per-second')
  if (figure === undefined) return undefined
  const { createBudget } = await import('w3data/budget')
  return createBudget({ computeUnitsPerSecond: figure })
}
