import { describe, expect, it } from 'vitest'
import { constantTimeEqual, signDelivery, verifySignature } from './verifySignature'

// The provider's test vector: this body signed with `k9` × 32 gives SIGNATURE.
const BODY =
  '{"abi":[],"block":{"number":"","hash":"","timestamp":""},"txs":[],"txsInternal":[],"logs":[],"chainId":"","confirmed":true,"retries":0,"tag":"","streamId":"","erc20Approvals":[],"erc20Transfers":[],"nftTokenApprovals":[],"nftApprovals":{"ERC721":[],"ERC1155":[]},"nftTransfers":[],"nativeBalances":[]}'
const SECRET = 'k9'.repeat(32)
const SIGNATURE = '0x3c4b2e6b07e386f97198eb2dc639f7901f00a5d3ec1b8c8effe4838920d71829'

describe('verifySignature', () => {
  it('signs the test vector as the provider does', () => {
    expect(signDelivery(BODY, SECRET)).toBe(SIGNATURE)
  })

  it('accepts the raw body and the parsed body', () => {
    expect(verifySignature({ body: BODY, signature: SIGNATURE, secret: SECRET })).toBe(true)
    expect(verifySignature({ body: JSON.parse(BODY), signature: SIGNATURE, secret: SECRET })).toBe(true)
  })

  it.each([
    ['a tampered body', BODY.replace('"retries":0', '"retries":1'), SIGNATURE, SECRET],
    ['a wrong secret', BODY, SIGNATURE, `${SECRET}x`],
    ['an upper-case signature', BODY, `0x${SIGNATURE.slice(2).toUpperCase()}`, SECRET],
    ['a signature without 0x', BODY, SIGNATURE.slice(2), SECRET],
    ['a missing signature', BODY, undefined, SECRET],
  ])('rejects %s with S0004', (_, body, signature, secret) => {
    expect(() => verifySignature({ body, signature, secret })).toThrow('[S0004] Signature is not valid')
  })

  it('cannot verify without a secret (S0001)', () => {
    expect(() => verifySignature({ body: BODY, signature: SIGNATURE, secret: undefined })).toThrow(
      '[S0001] Unable to verify signature without an api key or streams secret',
    )
  })

  it.each([12345678, { secret: 'x' }, true])(
    'refuses a secret that is not text (%o) with C0005',
    (secret) => {
      const input = { body: BODY, signature: SIGNATURE, secret } as unknown as Parameters<
        typeof verifySignature
      >[0]
      expect(() => verifySignature(input)).toThrow(
        `[C0005] Cannot verify a delivery with a secret that is a ${typeof secret}: pass the streams secret (or the API key) as text`,
      )
    },
  )

  it('compares by content, not by prefix', () => {
    expect(constantTimeEqual('0xabc', '0xabc')).toBe(true)
    expect(constantTimeEqual('0xabc', '0xabd')).toBe(false)
    expect(constantTimeEqual('0xabc', '0xab')).toBe(false)
    expect(constantTimeEqual('', '')).toBe(true)
  })
})
