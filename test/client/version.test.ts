import nock from 'nock'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, SDK_VERSION } from 'w3data'
import { getNativeBalance } from 'w3data/evm'

// SDK_VERSION is package.json's version, never a copy of it: a release bumps package.json alone.
// Here package.json says another version, and the client reports that one.
vi.mock('../../package.json', () => ({ version: '0.0.0-from-package-json' }))

afterEach(() => nock.cleanAll())

describe('the version', () => {
  it("is package.json's, in SDK_VERSION and in every request's platform header", async () => {
    expect(SDK_VERSION).toBe('0.0.0-from-package-json')
    const scope = nock('https://evm.test')
      .matchHeader('x-moralis-platform-version', '0.0.0-from-package-json')
      .get(/\/balance/)
      .reply(200, { balance: '1' })
    const client = createClient({ apiKey: 'test-key-0123456789', baseUrls: { evm: 'https://evm.test' } })
    await getNativeBalance(client, { address: '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5' })
    expect(scope.isDone()).toBe(true)
  })
})
