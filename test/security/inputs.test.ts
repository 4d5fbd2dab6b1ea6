// Per-call options, dates and stream ids are checked before anything is sent.
import { describe, expect, it } from 'vitest'
import { json } from '../support/loopback'
import { API_KEY } from './render'
import { clientOn, rejection, serve, WALLET } from './serve'

describe('per-call options are validated', () => {
  it.each([
    [
      { headers: 'abc' },
      '[C0014] Invalid value for configuration key headers: Expected an object of strings',
    ],
    [{ timout: 10 }, '[C0013] Configuration key timout does not exist'],
    [{ signal: {} }, '[C0014] Invalid value for configuration key signal: Expected an AbortSignal'],
  ])('%j is refused before any request', async (options, message) => {
    const provider = await serve((_, response) => json(response, { balance: '1' }))
    const error = await rejection(
      clientOn(provider.origin).evm.getNativeBalance({ address: WALLET }, options as never),
    )
    expect((error as Error).message).toBe(message)
    expect(provider.received).toHaveLength(0)
  })
})

describe('impossible dates are refused, not rolled over', () => {
  it('2024-02-30 is C0005; 2024-02-29 goes out as written', async () => {
    const provider = await serve((_, response) => json(response, { block: 1, date: '', timestamp: '' }))
    const client = clientOn(provider.origin)
    const error = await rejection(client.evm.getDateToBlock({ date: '2024-02-30' }))
    expect((error as Error).message).toBe('[C0005] Invalid date provided: 2024-02-30')
    await client.evm.getDateToBlock({ date: '2024-02-29' })
    expect(provider.received).toHaveLength(1)
    expect(decodeURIComponent(provider.received[0]?.url ?? '')).toContain('date=2024-02-29T00:00:00.000Z')
  })
})

describe('stream ids must be UUIDs, whole', () => {
  it('a UUID with text around it is refused before any request', async () => {
    const provider = await serve((_, response) => json(response, {}))
    const client = clientOn(provider.origin, { baseUrls: { streams: provider.origin }, apiKey: API_KEY })
    const uuid = '3fa85f64-5717-4562-b3fc-2c963f66afa6'
    await expect(client.streams.getStream({ id: `x${uuid}x` })).rejects.toThrow(/C0005|A0004|C0004/)
    expect(provider.received).toHaveLength(0)
  })
})
