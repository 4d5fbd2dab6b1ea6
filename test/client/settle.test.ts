// A call with a body settles within its timeout whatever the injected fetch does,
// even when it never reads the body (ky waits on a clone of that body otherwise).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, NetworkError, ServerError, TimeoutError } from 'w3data'

const WALLET = '0xd8da6bf26964af9d7eed9e10e0e9a9d9f0b3c7e5'
const TOKENS = { tokens: [{ tokenAddress: WALLET, tokenId: '1' }] }
const UNSETTLED = Symbol('unsettled')

/** The call's outcome, or UNSETTLED when it is still pending after `ms` (far past its timeout). */
async function within(ms: number, call: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(UNSETTLED), ms)
  })
  const outcome = await Promise.race([
    call.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    late,
  ])
  clearTimeout(timer)
  return outcome
}

const clientWith = (fetch: typeof globalThis.fetch) =>
  createClient({
    apiKey: 'test-key-0123456789',
    baseUrls: { evm: 'https://evm.test' },
    fetch,
    timeout: 100,
    logLevel: 'off',
  })

afterEach(() => vi.unstubAllGlobals())

describe('a POST whose body the fetch never reads', () => {
  it('settles with the answer of a 200', async () => {
    const client = clientWith(async () => new Response('[]', { status: 200 }))
    expect(await within(3000, client.evm.getMultipleNFTs(TOKENS))).toEqual({ value: [] })
  })

  it('settles with ServerError on a 503 (a POST is not retried)', async () => {
    const client = clientWith(async () => new Response('{"message":"down"}', { status: 503 }))
    const outcome = (await within(3000, client.evm.getMultipleNFTs(TOKENS))) as { error: unknown }
    expect(outcome.error).toBeInstanceOf(ServerError)
  })

  it('settles with NetworkError when fetch rejects', async () => {
    const client = clientWith(async () => {
      throw new TypeError('fetch failed')
    })
    const outcome = (await within(3000, client.evm.getMultipleNFTs(TOKENS))) as { error: unknown }
    expect(outcome.error).toBeInstanceOf(NetworkError)
  })

  it('settles with TimeoutError when fetch never answers', async () => {
    const client = clientWith(() => new Promise<Response>(() => undefined))
    const outcome = (await within(3000, client.evm.getMultipleNFTs(TOKENS))) as { error: unknown }
    expect(outcome.error).toBeInstanceOf(TimeoutError)
  })

  it('settles when the stub is globalThis.fetch itself', async () => {
    vi.stubGlobal('fetch', async () => new Response('[]', { status: 200 }))
    const client = createClient({
      apiKey: 'test-key-0123456789',
      baseUrls: { evm: 'https://evm.test' },
      timeout: 100,
    })
    expect(await within(3000, client.evm.getMultipleNFTs(TOKENS))).toEqual({ value: [] })
  })
})
