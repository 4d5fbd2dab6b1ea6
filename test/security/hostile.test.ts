// A provider (or whoever answers in its place) that redirects elsewhere, repeats its
// cursor, asks for a very long wait or sends an endless answer. Real servers on 127.0.0.1.
import { describe, expect, it } from 'vitest'
import {
  createClient,
  PagingLoopError,
  RateLimitError,
  RedirectRefusedError,
  ResponseTooLargeError,
  W3DataError,
} from 'w3data'
import { json } from '../support/loopback'
import { API_KEY, expectNoSecret } from './render'
import { CREATOR, clientOn, serve, WALLET } from './serve'

describe('1. the API key never follows a redirect to another origin', () => {
  it('refuses a 302 to another port with RedirectRefusedError naming the origin, and sends nothing there', async () => {
    const thief = await serve((_, response) => json(response, { balance: 'stolen' }))
    const provider = await serve((_, response) => {
      response.writeHead(302, { location: `${thief.origin}/steal/api/v2.2/wallet` })
      response.end()
    })
    const error = await clientOn(provider.origin)
      .evm.getNativeBalance({ address: WALLET })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RedirectRefusedError)
    expect(error).toMatchObject({ code: 'C0006', failure: 'redirect-refused' })
    expect((error as W3DataError).message).toBe(
      `[C0006] Request failed: redirect to another origin refused: ${thief.origin}`,
    )
    expect(thief.received).toEqual([])
    expect(provider.received).toHaveLength(1)
    expectNoSecret('RedirectRefusedError', error)
  })

  it.each([301, 303, 307, 308])('refuses a %i to another scheme or host the same way', async (status) => {
    const provider = await serve((_, response) => {
      response.writeHead(status, { location: 'https://elsewhere.test/collect' })
      response.end()
    })
    await expect(clientOn(provider.origin).evm.getNativeBalance({ address: WALLET })).rejects.toThrow(
      '[C0006] Request failed: redirect to another origin refused: https://elsewhere.test',
    )
  })

  it('follows a redirect within the same origin, with the key, and answers from there', async () => {
    const provider = await serve((request, response) => {
      if (request.url?.startsWith('/old/')) {
        response.writeHead(307, { location: request.url.replace('/old/', '/') })
        response.end()
      } else json(response, { balance: '1' })
    })
    const client = createClient({ apiKey: API_KEY, baseUrls: { evm: `${provider.origin}/old/api/v2.2` } })
    await expect(client.evm.getNativeBalance({ address: WALLET })).resolves.toMatchObject({ balance: '1' })
    expect(provider.received.map((request) => request.headers['x-api-key'])).toEqual([API_KEY, API_KEY])
  })

  it('stops after 5 same-origin redirects', async () => {
    const provider = await serve((request, response) => {
      response.writeHead(302, { location: `${request.url}x` })
      response.end()
    })
    await expect(clientOn(provider.origin).evm.getNativeBalance({ address: WALLET })).rejects.toThrow(
      '[C0006] Request failed: more than 5 redirects',
    )
    expect(provider.received).toHaveLength(6)
  })
})

describe('2. a repeated cursor or offset ends paging', () => {
  it('iterate() stops with PagingLoopError when the cursor repeats, after two requests', async () => {
    const provider = await serve((_, response) => json(response, { cursor: 'SAME', result: [{ name: 'a' }] }))
    const names: string[] = []
    const loop = async () => {
      const pages = clientOn(provider.origin).aptos.getNFTsByCreators.iterate({
        creatorAddresses: [CREATOR],
        limit: 1,
      })
      for await (const nft of pages) names.push(String(nft.name))
    }
    const error = await loop().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PagingLoopError)
    expect(error).toMatchObject({ code: 'A0001', position: 'cursor "SAME"' })
    expect((error as W3DataError).message).toBe(
      '[A0001] Paging stopped: the next page would repeat cursor "SAME", which this chain of pages already fetched',
    )
    expect(provider.received).toHaveLength(2)
    expect(names).toEqual(['a', 'a'])
  })

  it('a chain of next() calls stops the same way; calling next() twice on one page is no loop', async () => {
    const provider = await serve((_, response) => json(response, { cursor: 'SAME', result: [] }))
    const first = await clientOn(provider.origin).aptos.getNFTsByCreators({
      creatorAddresses: [CREATOR],
      limit: 1,
    })
    const second = await first.next()
    await first.next()
    await expect(second.next()).rejects.toBeInstanceOf(PagingLoopError)
    expect(provider.received).toHaveLength(3)
  })

  it('an offset page that does not move (the provider answers page 0 again) is stopped too', async () => {
    const provider = await serve((_, response) =>
      json(response, { page: 0, page_size: 10, total: 100, cursor: null, result: [{ name: 'a' }] }),
    )
    const pages = clientOn(provider.origin).aptos.getNFTsByCreators.iterate({
      creatorAddresses: [CREATOR],
      limit: 10,
    })
    const error = await (async () => {
      for await (const _ of pages) {
        // reading every item
      }
    })().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PagingLoopError)
    expect(error).toMatchObject({ position: 'offset 10' })
    expect(provider.received).toHaveLength(2)
  })

  it('maxPages ends an endless but honest chain after that many requests', async () => {
    let served = 0
    const provider = await serve((_, response) =>
      json(response, { cursor: `c${++served}`, result: [{ name: 'a' }] }),
    )
    const pages = clientOn(provider.origin).aptos.getNFTsByCreators.iterate(
      { creatorAddresses: [CREATOR], limit: 1 },
      { maxPages: 3 },
    )
    let items = 0
    for await (const _ of pages) items++
    expect(items).toBe(3)
    expect(provider.received).toHaveLength(3)
  })
})

describe('3. a Retry-After past maxRetryAfter is the caller’s to wait', () => {
  it('Retry-After: 999999 fails at once with RateLimitError carrying retryAfter in ms', async () => {
    const provider = await serve((_, response) =>
      json(response, { message: 'slow down' }, 429, { 'retry-after': '999999' }),
    )
    const error = await clientOn(provider.origin)
      .evm.getNativeBalance({ address: WALLET })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RateLimitError)
    expect(error).toMatchObject({ status: 429, retryAfter: 999_999_000 })
    expect(provider.received).toHaveLength(1)
  })

  it('reads the HTTP-date form the same way', async () => {
    const later = new Date(Date.now() + 3_600_000).toUTCString()
    const provider = await serve((_, response) =>
      json(response, { message: 'later' }, 503, { 'retry-after': later }),
    )
    const error = (await clientOn(provider.origin)
      .evm.getNativeBalance({ address: WALLET })
      .catch((caught: unknown) => caught)) as RateLimitError
    expect(error.status).toBe(503)
    expect(error.retryAfter).toBeGreaterThan(3_500_000)
    expect(provider.received).toHaveLength(1)
  })

  it('waits out a Retry-After within the cap, and ignores a malformed one (backoff)', async () => {
    for (const header of ['0', 'soon, maybe']) {
      let served = 0
      const provider = await serve((_, response) =>
        ++served === 1
          ? json(response, { message: 'busy' }, 429, { 'retry-after': header })
          : json(response, { balance: '2' }),
      )
      await expect(
        clientOn(provider.origin).evm.getNativeBalance({ address: WALLET }),
      ).resolves.toMatchObject({
        balance: '2',
      })
      expect(provider.received).toHaveLength(2)
    }
  })
})

describe('4. maxResponseBytes bounds what is read', () => {
  /** Streams `total` bytes of a JSON string, chunk by chunk, for as long as the client reads. */
  async function endless(total: number, declareLength: boolean) {
    let written = 0
    const provider = await serve((_, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(declareLength && { 'content-length': String(total + 2) }),
      })
      response.write('"')
      const chunk = 'x'.repeat(64 * 1024)
      const pump = () => {
        while (written < total) {
          written += chunk.length
          if (!response.write(chunk)) return void response.once('drain', pump)
        }
        response.end('"')
      }
      response.on('close', () => {
        written = Math.min(written, total)
      })
      pump()
    })
    return { provider, written: () => written }
  }

  it('stops reading a chunked answer past the limit with ResponseTooLargeError', async () => {
    const { provider, written } = await endless(64 * 1024 * 1024, false)
    const error = await clientOn(provider.origin, { maxResponseBytes: 1024 * 1024 })
      .evm.getNativeBalance({ address: WALLET })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ResponseTooLargeError)
    expect((error as W3DataError).message).toBe(
      '[C0006] Request failed: the answer is larger than maxResponseBytes (1048576 bytes)',
    )
    // The client hung up long before the 64 MiB were sent.
    expect(written()).toBeLessThan(32 * 1024 * 1024)
  })

  it('refuses a declared Content-Length over the limit before reading, and takes a per-call limit', async () => {
    const { provider } = await endless(2 * 1024 * 1024, true)
    const client = clientOn(provider.origin)
    await expect(
      client.evm.getNativeBalance({ address: WALLET }, { maxResponseBytes: 1024 * 1024 }),
    ).rejects.toBeInstanceOf(ResponseTooLargeError)
    await expect(client.evm.getNativeBalance({ address: WALLET }, { maxResponseBytes: -1 })).rejects.toThrow(
      '[C0014] Invalid value for configuration key maxResponseBytes',
    )
  })

  it('defaults to 64 MiB, and a client refuses a limit that is not a whole number (C0014)', () => {
    expect(createClient({ apiKey: API_KEY }).options.maxResponseBytes).toBe(64 * 1024 * 1024)
    expect(() => createClient({ apiKey: API_KEY, maxResponseBytes: 1.5 })).toThrow(W3DataError)
  })
})

describe('keys with leading underscores', () => {
  it('__proto__ stays an own, inert property named as sent; _private keeps its underscore', async () => {
    const provider = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"balance":"1","__proto__":{"polluted":true},"_private_field":2}')
    })
    const result = (await clientOn(provider.origin).evm.getNativeBalance({
      address: WALLET,
    })) as unknown as Record<string, unknown>
    expect(Object.hasOwn(result, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype)
    expect(result._privateField).toBe(2)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
