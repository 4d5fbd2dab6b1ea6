// What one operation call adds over send(), counted rather than timed (runtime/http/costPerCall.test.ts
// counts send's own): the checks, URL, headers and mapping are synchronous, so a call adds only
// execute's promise, the one of its wait for send (async hooks see each await's), and the one
// that hands out the mapped result.
import { describe, expect, it } from 'vitest'
import { createBaseClient } from 'w3data/core'
import { getNativeBalance } from 'w3data/evm'
import { promisesOf } from '../support/promiseCount'

const ADDRESS = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const answer = async () =>
  new Response('{"balance":"1"}', { headers: { 'content-type': 'application/json' } })

describe('the promises one operation call makes', () => {
  it("adds three to send's 48: execute's, its wait for send, and the mapped result's", async () => {
    const client = createBaseClient({
      apiKey: 'test-key-0123456789',
      baseUrls: { evm: 'https://evm.test' },
      fetch: answer,
    })
    expect(await promisesOf(() => getNativeBalance(client, { address: ADDRESS, chain: '0x1' }))).toBe(51)
  })
})
