// base58 decoding for SolAddress, which checks addresses at once, and for the Solana parameter
// checks. Our own few lines rather than @scure/base, which builds every codec it has (bech32,
// base32, base64, …) when it is loaded: about 5 ms of each cold `import('w3data')` for the one
// decoder an address check needs. A module of its own, which dist/ holds as a chunk of its own
// (see tsup.config.ts), importing nothing of the runtime.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Each ASCII character's digit, or -1 outside the alphabet; built on first use. */
let digitsByCode: Int8Array | undefined
function digitTable(): Int8Array {
  const table = new Int8Array(128).fill(-1)
  for (let digit = 0; digit < ALPHABET.length; digit++) table[ALPHABET.charCodeAt(digit)] = digit
  return table
}

/**
 * Bytes of base58 (Bitcoin alphabet) text: each leading `1` is a zero byte, the rest one big-endian
 * number. @throws an Error on a character outside the alphabet.
 */
export function decodeBase58(text: string): Uint8Array {
  const digits = (digitsByCode ??= digitTable())
  let zeros = 0
  while (zeros < text.length && text.charCodeAt(zeros) === 0x31) zeros++
  // The number read so far, least significant byte first: each digit multiplies it by 58.
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index++) {
    const code = text.charCodeAt(index)
    let carry = code < 128 ? (digits[code] as number) : -1
    if (carry < 0) throw new Error(`not base58: ${JSON.stringify(text[index])} at ${index}`)
    for (let at = 0; at < bytes.length; at++) {
      carry += (bytes[at] as number) * 58
      bytes[at] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  const decoded = new Uint8Array(zeros + bytes.length)
  for (let at = 0; at < bytes.length; at++) decoded[decoded.length - 1 - at] = bytes[at] as number
  return decoded
}
