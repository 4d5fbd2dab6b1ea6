import nock from 'nock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, type LogSink } from 'w3data'
import { getStreams } from 'w3data/streams'

// README, options: `retryDelay`, `maxRetryDelay` are the "backoff in ms (doubling from retryDelay,
// jittered, at most maxRetryDelay)"; each retry's wait is logged at verbose.
const BASE = 'https://streams.test'

afterEach(() => {
  nock.cleanAll()
  vi.restoreAllMocks()
})

/** The waits, in ms, the client logged before each retry of a GET answered 503 four times. */
async function loggedWaits(options: { retryDelay: number; maxRetryDelay: number }): Promise<number[]> {
  const waits: number[] = []
  const note = (message: string) => {
    const wait = /^\[w3data:client\] retrying GET .* after 503 in (\d+) ms$/.exec(message)
    if (wait) waits.push(Number(wait[1]))
  }
  const logger: LogSink = { debug: note, info: note, warn: note, error: note }
  const client = createClient({ apiKey: 'test-key-0123456789', baseUrls: { streams: BASE }, ...options })
  nock(BASE).get('/streams/evm').query(true).times(4).reply(503, { message: 'down' })
  nock(BASE).get('/streams/evm').query(true).reply(200, { result: [], cursor: null, total: 0 })
  await getStreams(client.withOptions({ maxRetries: 4, logLevel: 'verbose', logger }), { limit: 10 })
  return waits
}

describe('backoff between retries', () => {
  it('doubles from retryDelay and stops at maxRetryDelay (jitter at its highest)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1 - Number.EPSILON)
    expect(await loggedWaits({ retryDelay: 4, maxRetryDelay: 20 })).toEqual([4, 8, 16, 20])
  })

  it('waits at least half of each step (jitter at its lowest)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(await loggedWaits({ retryDelay: 4, maxRetryDelay: 20 })).toEqual([2, 4, 8, 10])
  })
})
