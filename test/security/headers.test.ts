// A provider (or a proxy in front of it) that echoes the key in a response header: the HttpError
// keeps the response headers, so they are redacted like the body. nock only, no network.
import nock from 'nock'
import { afterAll, describe, expect, it } from 'vitest'
import { createClient, isHttpError } from 'w3data'
import { API_KEY, expectNoSecret, STREAMS_SECRET } from './render'

const BASE = 'https://aptos.test'

afterAll(() => nock.cleanAll())

describe('response headers on errors', () => {
  it('an echoed key or secret in a response header is masked on the HttpError', async () => {
    nock(BASE)
      .get('/coins/latest')
      .query(true)
      .reply(401, { message: 'no' }, { 'x-echo-key': API_KEY, 'x-echo-secret': `s=${STREAMS_SECRET}` })
    const client = createClient({
      apiKey: API_KEY,
      streamsSecret: STREAMS_SECRET,
      baseUrls: { aptos: { mainnet: BASE } },
      logLevel: 'off',
    })
    const error = await client.aptos.getLatestCoins({ limit: 10 }).catch((caught: unknown) => caught)
    expect(isHttpError(error)).toBe(true)
    if (!isHttpError(error)) return
    expect(error.headers['x-echo-key']).toBe('***')
    expect(error.headers['x-echo-secret']).toBe('s=***')
    expectNoSecret('HttpError with echoing headers', error)
  })
})
