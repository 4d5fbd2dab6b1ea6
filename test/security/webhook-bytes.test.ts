// A delivery verified as the bytes a server received.
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { W3DataError } from 'w3data'
import { signDelivery, verifySignature } from 'w3data/streams'
import { serve } from './serve'

const SECRET = 'webhook-secret-0123'
const DELIVERY = '{"confirmed":true,"chainId":"0x1","tag":"naïve €","logs":[]}'

/** POSTs `body` to a loopback receiver and returns what it read: the raw bytes and the header. */
async function deliver(body: string, signature: string) {
  let received: { bytes: Buffer; signature: string } | undefined
  const receiver = await serve((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      received = { bytes: Buffer.concat(chunks), signature: String(incoming.headers['x-signature']) }
      response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    const sent = request(`${receiver.origin}/hook`, { method: 'POST', headers: { 'x-signature': signature } })
    sent.on('response', (response) => response.resume().on('end', resolve))
    sent.on('error', reject)
    sent.end(body)
  })
  if (!received) throw new Error('nothing received')
  return received
}

describe('webhook bodies as bytes', () => {
  it('a correctly signed delivery verifies as a Buffer, a Uint8Array and an ArrayBuffer', async () => {
    const { bytes, signature } = await deliver(DELIVERY, signDelivery(DELIVERY, SECRET))
    const view = new Uint8Array(bytes)
    for (const body of [bytes, view, view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength)]) {
      expect(verifySignature({ body, signature, secret: SECRET })).toBe(true)
    }
  })

  it('bytes that differ from the signed ones are S0004', async () => {
    const { bytes, signature } = await deliver(`${DELIVERY} `, signDelivery(DELIVERY, SECRET))
    expect(() => verifySignature({ body: bytes, signature, secret: SECRET })).toThrow(
      '[S0004] Signature is not valid',
    )
  })

  it.each([
    ['BigInt', 10n, 'bigint'],
    ['undefined', undefined, 'undefined'],
    ['null', null, 'null'],
    [
      'a cyclic object',
      (() => {
        const cyclic: Record<string, unknown> = {}
        cyclic.self = cyclic
        return cyclic
      })(),
      'an object JSON cannot hold (cyclic, or with a BigInt)',
    ],
  ])('%s is a clear C0005, not a TypeError or a hash of "null"', (_, body, what) => {
    let caught: unknown
    try {
      verifySignature({ body: body as never, signature: '0x00', secret: SECRET })
    } catch (error) {
      caught = error
    }
    // Checked as a value: `toThrow(text)` also passes when `undefined` is thrown.
    expect(caught).toBeInstanceOf(W3DataError)
    expect(caught).toMatchObject({
      code: 'C0005',
      message: `[C0005] Cannot verify a delivery body that is ${what}: pass the raw body (text or bytes) or its parsed JSON`,
    })
  })
})
