// Issue 40 item 3: the mock enforces a compute-unit plan as the provider does, when asked.
import { afterEach, describe, expect, it } from 'vitest'
import { createMockServer, MOCK_API_KEY, type MockServer } from 'w3data/mock'

const WALLET = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
let mock: MockServer | undefined
afterEach(() => mock?.close())

const call = (server: MockServer) =>
  fetch(`${server.url}/evm/wallets/${WALLET}/chains`, { headers: { 'x-api-key': MOCK_API_KEY } })

describe('createMockServer({ computeUnitsPerSecond })', () => {
  it('serves the window full, then answers 429 with Retry-After and counts it', async () => {
    mock = await createMockServer({ computeUnitsPerSecond: 2, computeUnitsWindowMs: 60_000 })
    // 2 CU/s over a minute: 120 units in the window, one unit a call.
    const statuses: number[] = []
    for (let index = 0; index < 121; index++) statuses.push((await call(mock)).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(120)
    const refused = await call(mock)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(mock.plan.stats()).toEqual({ units: 120, throttled: 2, peak: 120 })
  })

  it('enforces nothing unless asked, and a plan can be set and lifted while it runs', async () => {
    mock = await createMockServer()
    expect(mock.plan.current).toBeUndefined()
    for (let index = 0; index < 5; index++) expect((await call(mock)).status).toBe(200)
    mock.plan.set({ computeUnitsPerSecond: 1, windowMs: 2000 })
    expect((await call(mock)).status).toBe(200)
    expect((await call(mock)).status).toBe(200)
    expect((await call(mock)).status).toBe(429)
    mock.plan.set(undefined)
    expect((await call(mock)).status).toBe(200)
  })
})
