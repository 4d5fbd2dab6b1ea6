// What a provider's error page can put on an error stays small.
import { describe, expect, it } from 'vitest'
import { HttpError, ServerError } from 'w3data'
import { API_KEY } from './render'
import { clientOn, rejection, serve, WALLET } from './serve'

const call = (origin: string) =>
  rejection(clientOn(origin, { maxRetries: 0 }).evm.getNativeBalance({ address: WALLET }))

describe('error bodies are bounded', () => {
  it('a 2 MB HTML error page leaves a message and body of a few KB, noting the full length', async () => {
    const page = `<html>${'<p>down</p>'.repeat(200_000)}</html>`
    const provider = await serve((_, response) => {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end(page)
    })
    const error = (await call(provider.origin)) as HttpError
    expect(error).toBeInstanceOf(ServerError)
    expect(error.message.length).toBeLessThan(5_000)
    expect(error.message).toMatch(/^\[C0006\] Request failed, Bad Gateway\(502\): <html><p>down/)
    expect(error.message.endsWith(`… (${page.length} characters in all)`)).toBe(true)
    expect(JSON.stringify(error.details).length).toBeLessThan(5_000)
    expect(String(error.body).length).toBeLessThan(5_000)
  })

  it('a 100,000-deep JSON error body is an HttpError, not a RangeError', async () => {
    const provider = await serve((_, response) => {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end(`{"message":"x","details":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_001)}`)
    })
    const error = await call(provider.origin)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(500)
  })

  it('a short JSON error body is still parsed and its message shown whole', async () => {
    const provider = await serve((_, response) => {
      response.writeHead(400, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: 'chain is not supported' }))
    })
    const error = (await call(provider.origin)) as HttpError
    expect(error.message).toBe('[C0006] Request failed, Bad Request(400): chain is not supported')
    expect(error.body).toEqual({ message: 'chain is not supported' })
  })

  it.each([4, 5, 16, API_KEY.length - 1])(
    'an error page echoing the key across the cut (%i characters of it before the cut) keeps not even its first 4',
    async (before) => {
      const provider = await serve((_, response) => {
        response.writeHead(500, { 'content-type': 'text/html' })
        // Where the cut falls: the error keeps 4096 characters, its note of the length included.
        const note = `… (${4096 * 2} characters in all)`
        const lead = 'x'.repeat(4096 - note.length - before)
        response.end(`${lead}${API_KEY}`.padEnd(4096 * 2, 'y'))
      })
      const error = (await call(provider.origin)) as HttpError
      for (const text of [error.message, String(error.body), JSON.stringify(error)])
        expect(text).not.toContain(API_KEY.slice(0, 4))
    },
  )
})
