// `timeout` bounds the whole exchange of each attempt, headers and body alike.
import type { ServerResponse } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { TimeoutError, type W3DataError } from 'w3data'
import { json } from '../support/loopback'
import { clientOn, rejection, serve, WALLET } from './serve'

const TIMEOUT = 400
/** Room for a loaded machine; the bug this guards took tens of seconds. */
const SETTLE_WITHIN = TIMEOUT + 2_500

/** Headers at once, then one byte of a never-finished JSON body every 50 ms. */
function trickle(response: ServerResponse, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.write('{"balance":"')
  const timer = setInterval(() => response.write('1'), 50)
  response.on('close', () => clearInterval(timer))
}

async function settles(origin: string): Promise<{ error: unknown; took: number }> {
  const started = performance.now()
  const error = await rejection(
    clientOn(origin, { timeout: TIMEOUT, maxRetries: 0 }).evm.getNativeBalance({ address: WALLET }),
  )
  return { error, took: performance.now() - started }
}

describe('a slow body is bounded by timeout', () => {
  // The first call loads the HTTP stack; the timings below measure the calls, not that.
  beforeAll(async () => {
    const provider = await serve((_, response) => json(response, { balance: '1' }))
    await clientOn(provider.origin).evm.getNativeBalance({ address: WALLET })
  })

  it('a steady trickle of a 200 body ends in TimeoutError within the timeout', async () => {
    const provider = await serve((_, response) => trickle(response))
    const { error, took } = await settles(provider.origin)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as W3DataError).message).toBe(`[C0006] Request failed: timed out after ${TIMEOUT} ms`)
    expect(took).toBeLessThan(SETTLE_WITHIN)
  })

  it('a body that stalls half-way ends the same way', async () => {
    const provider = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"balance":"12')
    })
    const { error, took } = await settles(provider.origin)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(took).toBeLessThan(SETTLE_WITHIN)
  })

  it('a slow 500 error body ends the same way, not as an HttpError after the trickle', async () => {
    const provider = await serve((_, response) => trickle(response, 500))
    const { error, took } = await settles(provider.origin)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(took).toBeLessThan(SETTLE_WITHIN)
  })

  it('each attempt has its own deadline: two attempts of 3/5 of the timeout each succeed', async () => {
    let served = 0
    const provider = await serve((_, response) => {
      const status = ++served === 1 ? 503 : 200
      setTimeout(() => json(response, { balance: '7' }, status), 600)
    })
    const client = clientOn(provider.origin, { timeout: 1_000, maxRetries: 1 })
    await expect(client.evm.getNativeBalance({ address: WALLET })).resolves.toMatchObject({ balance: '7' })
    expect(provider.received).toHaveLength(2)
  })
})
