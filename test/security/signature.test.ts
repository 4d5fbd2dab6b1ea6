// Webhook signature checks: every differing byte is caught, wherever it is. That the comparison has
// no early exit is counted, not timed, in runtime/streams/constantTimeEqual.test.ts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createClient, isW3DataError } from 'w3data'
import { constantTimeEqual, signDelivery, verifySignature, verifyWebhook } from 'w3data/streams'
import { params, settle } from '../fuzz/support'
import { API_KEY, expectNoSecret, STREAMS_SECRET } from './render'

const BODY = JSON.stringify({ confirmed: true, chainId: '0x1', logs: [], txs: [] })

/** The signature with the character at `index` replaced by another hex digit. */
function flip(signature: string, index: number): string {
  const char = signature.charAt(index)
  const other = char === '0' ? '1' : '0'
  return signature.slice(0, index) + other + signature.slice(index + 1)
}

function failureCode(run: () => unknown): string | undefined {
  const settled = settle(run)
  return settled.ok ? undefined : settled.error.code
}

describe('verifySignature', () => {
  const good = signDelivery(BODY, STREAMS_SECRET)

  it('accepts the exact signature, of the raw body or of the parsed JSON', () => {
    expect(good).toMatch(/^0x[0-9a-f]{64}$/)
    expect(verifySignature({ body: BODY, signature: good, secret: STREAMS_SECRET })).toBe(true)
    expect(
      verifySignature({ body: JSON.parse(BODY) as object, signature: good, secret: STREAMS_SECRET }),
    ).toBe(true)
  })

  it('rejects a signature differing only in the first digit, only in the last, or anywhere between (S0004)', () => {
    expect(
      failureCode(() => verifySignature({ body: BODY, signature: flip(good, 2), secret: STREAMS_SECRET })),
    ).toBe('S0004')
    expect(
      failureCode(() => verifySignature({ body: BODY, signature: flip(good, 65), secret: STREAMS_SECRET })),
    ).toBe('S0004')
    for (let index = 0; index < good.length; index++)
      expect(
        failureCode(() =>
          verifySignature({ body: BODY, signature: flip(good, index), secret: STREAMS_SECRET }),
        ),
      ).toBe('S0004')
  })

  it('rejects other casing, a prefix, an extension, a missing header (S0004), and a missing secret (S0001)', () => {
    for (const signature of [
      good.toUpperCase(),
      `0x${good.slice(2).toUpperCase()}`,
      good.slice(0, -1),
      `${good}0`,
      '',
      null,
      undefined,
    ])
      expect(failureCode(() => verifySignature({ body: BODY, signature, secret: STREAMS_SECRET }))).toBe(
        'S0004',
      )
    expect(failureCode(() => verifySignature({ body: BODY, signature: good, secret: undefined }))).toBe(
      'S0001',
    )
    expect(failureCode(() => verifySignature({ body: BODY, signature: good, secret: '' }))).toBe('S0001')
  })

  it('signs with the streams secret, else the API key, and its errors name neither', () => {
    const withSecret = createClient({ apiKey: API_KEY, streamsSecret: STREAMS_SECRET, logLevel: 'off' })
    const keyOnly = createClient({ apiKey: API_KEY, logLevel: 'off' })
    expect(verifyWebhook(withSecret, { body: BODY, signature: good })).toBe(true)
    expect(verifyWebhook(keyOnly, { body: BODY, signature: signDelivery(BODY, API_KEY) })).toBe(true)
    const wrong = settle(() => verifyWebhook(keyOnly, { body: BODY, signature: good }))
    expect(wrong.ok).toBe(false)
    if (!wrong.ok) {
      expect(wrong.error.message).toBe('[S0004] Signature is not valid')
      expectNoSecret('S0004', wrong.error)
    }
    expect(signDelivery(BODY, API_KEY)).not.toContain(API_KEY)
  })

  it('takes the header as node:http gives it: one value verifies, a repeated header never does', () => {
    const client = createClient({ apiKey: API_KEY, streamsSecret: STREAMS_SECRET, logLevel: 'off' })
    const header: string | string[] | undefined = good
    expect(verifyWebhook(client, { body: BODY, signature: header })).toBe(true)
    expect(() => verifyWebhook(client, { body: BODY, signature: [good, good] })).toThrow(
      '[S0004] Signature is not valid',
    )
  })
})

describe('constantTimeEqual', () => {
  it('is false for strings differing only in the first byte, only in the last, only in length', () => {
    const a = '0x'.padEnd(66, 'a')
    expect(constantTimeEqual(a, a)).toBe(true)
    expect(constantTimeEqual(a, `b${a.slice(1)}`)).toBe(false)
    expect(constantTimeEqual(a, `${a.slice(0, -1)}b`)).toBe(false)
    expect(constantTimeEqual(a, a.slice(0, -1))).toBe(false)
    expect(constantTimeEqual(a.slice(0, -1), a)).toBe(false)
    expect(constantTimeEqual(a, `${a}\u0000`)).toBe(false)
    expect(constantTimeEqual('', '')).toBe(true)
    expect(constantTimeEqual('', 'a')).toBe(false)
    // The last character differs only in its last UTF-8 byte: é (c3 a9) against ê (c3 aa).
    expect(constantTimeEqual('abcé', 'abcê')).toBe(false)
  })

  it('is string equality on well-formed text, and catches one differing byte at any position', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 })
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(constantTimeEqual(a, b)).toBe(a === b)
        expect(constantTimeEqual(a, a)).toBe(true)
      }),
      params,
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 80 }), fc.nat(), (a, at) => {
        const index = at % a.length
        const changed = a.slice(0, index) + String.fromCharCode(a.charCodeAt(index) ^ 1) + a.slice(index + 1)
        expect(constantTimeEqual(a, changed)).toBe(false)
        expect(constantTimeEqual(changed, a)).toBe(false)
      }),
      params,
    )
  })

  it('a W3DataError, never a TypeError, for a delivery that is null (untyped code)', () => {
    const client = createClient({ apiKey: API_KEY })
    expect(() => verifyWebhook(client, null as never)).toThrow(
      '[C0005] Cannot verify a delivery body that is undefined',
    )
    expect(() => verifySignature(null as never)).toThrow('[S0001] Unable to verify signature')
  })

  it('a W3DataError for a wrong signature, never another error, whatever the header holds', () => {
    const good = signDelivery(BODY, STREAMS_SECRET)
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constant(good)), (signature) => {
        const settled = settle(() => verifySignature({ body: BODY, signature, secret: STREAMS_SECRET }))
        expect(settled.ok).toBe(signature === good)
        if (!settled.ok) expect(isW3DataError(settled.error) && settled.error.code).toBe('S0004')
      }),
      params,
    )
  })
})
