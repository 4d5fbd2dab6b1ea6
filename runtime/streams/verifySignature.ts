import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { CoreErrorCode, StreamErrorCode, W3DataError } from '../errors/index'

/** A delivery body: the raw text, the raw bytes (`express.raw()`'s Buffer), or the parsed JSON. */
export type DeliveryBody = string | Uint8Array | ArrayBuffer | object

export interface VerifySignatureInput {
  /**
   * The delivery as received: the raw body, as text or bytes (best: the exact bytes the provider
   * signed), or the parsed JSON, which is serialised again with JSON.stringify as the provider does.
   */
  body: DeliveryBody
  /**
   * The `x-signature` header, as `node:http` or Express give it (`request.headers['x-signature']`);
   * a header sent twice (an array) never verifies.
   */
  signature: string | readonly string[] | null | undefined
  /** The streams secret; when absent the API key signs deliveries. */
  secret: string | undefined
}

/** The signature the provider puts on a delivery: `0x` + keccak256(body + secret) in hex. */
export function signDelivery(body: DeliveryBody, secret: string): string {
  const bytes = bodyBytes(body)
  const signed = new Uint8Array(bytes.length + utf8ToBytes(secret).length)
  signed.set(bytes)
  signed.set(utf8ToBytes(secret), bytes.length)
  return `0x${bytesToHex(keccak_256(signed))}`
}

/** The bytes the provider signed; a body that is neither text, bytes nor JSON data is C0005. */
function bodyBytes(body: unknown): Uint8Array {
  if (typeof body === 'string') return utf8ToBytes(body)
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
  if (body instanceof ArrayBuffer) return new Uint8Array(body)
  if (typeof body !== 'object' || body === null) throw invalidBody(body === null ? 'null' : typeof body)
  try {
    return utf8ToBytes(JSON.stringify(body))
  } catch {
    // A cyclic object or one holding a BigInt: not the JSON of any delivery.
    throw invalidBody('an object JSON cannot hold (cyclic, or with a BigInt)')
  }
}

function invalidBody(what: string): W3DataError {
  return new W3DataError({
    code: CoreErrorCode.INVALID_ARGUMENT,
    message: `Cannot verify a delivery body that is ${what}: pass the raw body (text or bytes) or its parsed JSON`,
  })
}

/**
 * Checks a webhook delivery's `x-signature`. Without a secret this is S0001; a signature that
 * differs in any byte (case included) is S0004. The comparison takes the same time wherever the
 * first difference is.
 */
export function verifySignature(input: VerifySignatureInput): true {
  // Object(): untyped code's null reads as an input without a secret (S0001), never a TypeError.
  const { body, signature, secret } = Object(input) as VerifySignatureInput
  if (!secret) {
    throw new W3DataError({
      code: StreamErrorCode.GENERIC_STREAM_ERROR,
      message: 'Unable to verify signature without an api key or streams secret',
    })
  }
  if (typeof secret !== 'string') {
    throw new W3DataError({
      code: CoreErrorCode.INVALID_ARGUMENT,
      message: `Cannot verify a delivery with a secret that is a ${typeof secret}: pass the streams secret (or the API key) as text`,
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
