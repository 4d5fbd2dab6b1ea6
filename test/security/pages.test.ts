// Issue 23 item 9: a 2xx answer is checked, not trusted.
import { describe, expect, it } from 'vitest'
import { W3DataError } from 'w3data'
import { json } from '../support/loopback'
import { CREATOR, clientOn, rejection, serve } from './serve'

describe('2xx bodies are checked', () => {
  it('a paged answer whose list is not a list is C0016, not an empty page with a next one', async () => {
    const provider = await serve((_, response) => json(response, { cursor: 'next', result: 'not-a-list' }))
    const error = await rejection(
      clientOn(provider.origin).aptos.getNFTsByCreators({ creatorAddresses: [CREATOR], limit: 1 }),
    )
    expect(error).toBeInstanceOf(W3DataError)
    expect((error as W3DataError).message).toBe("[C0016] The page's result is not a list")
  })
})
