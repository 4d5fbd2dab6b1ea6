import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { StreamErrorCode, W3DataError } from '../errors/index'

export interface VerifySignatureInput {
  /**
   * The delivery as received: the raw body string (best: the exact bytes the provider signed) or
   * the parsed JSON, which is serialised again with JSON.stringify as the provider does.
   */
  body: string | object
  /** The `x-signature` header. */
  signature: string | null | undefined
  /** The streams secret; when absent the API key signs deliveries. */
  secret: string | undefined
}

/** The signature the provider puts on a delivery: `0x` + keccak256(body + secret) in hex. */
export function signDelivery(body: string | object, secret: string): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return `0x${bytesToHex(keccak_256(utf8ToBytes(text + secret)))}`
}

/**
 * Checks a webhook delivery's `x-signature`. Without a secret this is S0001; a signature that
 * differs in any byte (case included) is S0004. The comparison takes the same time wherever the
 * first difference is.
 */
export function verifySignature({ body, signature, secret }: VerifySignatureInput): true {
  if (!secret) {
    throw new W3DataError({
      code: StreamErrorCode.GENERIC_STREAM_ERROR,
      message: 'Unable to verify signature without an api key or streams secret',
    })
  }
  const expected = signDelivery(body, secret)
  if (typeof signature !== 'string' || !constantTimeEqual(signature, expected)) {
    throw new W3DataError({ code: StreamErrorCode.INVALID_SIGNATURE, message: 'Signature is not valid' })
  }
  return true
}

/** Compares two strings in time that depends only on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = utf8ToBytes(a)
  const right = utf8ToBytes(b)
  let difference = left.length ^ right.length
  const length = Math.max(left.length, right.length)
  for (let index = 0; index < length; index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0)
  return difference === 0
}
