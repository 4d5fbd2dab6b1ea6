// Keccak-256 (the pre-standard SHA-3 that Ethereum uses), for EIP-55 address checksums: a few
// hundred bytes in every bundle that checks an EVM address, instead of a hashing library.
// The state is 25 64-bit lanes held as 50 little-endian 32-bit words (low word first).

/** Round constants, [low, high] 32-bit words of each of the 24 rounds. */
const ROUND = [
  1, 0, 0x8082, 0, 0x808a, 0x80000000, 0x80008000, 0x80000000, 0x808b, 0, 0x80000001, 0, 0x80008081,
  0x80000000, 0x8009, 0x80000000, 0x8a, 0, 0x88, 0, 0x80008009, 0, 0x8000000a, 0, 0x8000808b, 0, 0x8b,
  0x80000000, 0x8089, 0x80000000, 0x8003, 0x80000000, 0x8002, 0x80000000, 0x80, 0x80000000, 0x800a, 0,
  0x8000000a, 0x80000000, 0x80008081, 0x80000000, 0x8080, 0x80000000, 0x80000001, 0, 0x80008008, 0x80000000,
]
/** ρ rotations and π destinations, in the order the combined ρπ step visits the lanes. */
const ROTATION = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44]
const LANE = [10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1]
/** Bytes absorbed per permutation: 200 − 2 × 32. */
const RATE = 136

function permute(s: Uint32Array): void {
  const c = new Uint32Array(10)
  for (let round = 0; round < 48; round += 2) {
    // θ
    for (let x = 0; x < 10; x++) c[x] = s[x]! ^ s[x + 10]! ^ s[x + 20]! ^ s[x + 30]! ^ s[x + 40]!
    for (let x = 0; x < 10; x += 2) {
      const next = (x + 2) % 10
      const previous = (x + 8) % 10
      const low = ((c[next]! << 1) | (c[next + 1]! >>> 31)) ^ c[previous]!
      const high = ((c[next + 1]! << 1) | (c[next]! >>> 31)) ^ c[previous + 1]!
      for (let y = 0; y < 50; y += 10) {
        s[y + x]! ^= low
        s[y + x + 1]! ^= high
      }
    }
    // ρ and π
    let low = s[2]!
    let high = s[3]!
    for (let t = 0; t < 24; t++) {
      const r = ROTATION[t]!
      const at = LANE[t]! * 2
      const nextLow = s[at]!
      const nextHigh = s[at + 1]!
      if (r < 32) {
        s[at] = (low << r) | (high >>> (32 - r))
        s[at + 1] = (high << r) | (low >>> (32 - r))
      } else {
        s[at] = (high << (r - 32)) | (low >>> (64 - r))
        s[at + 1] = (low << (r - 32)) | (high >>> (64 - r))
      }
      low = nextLow
      high = nextHigh
    }
    // χ
    for (let y = 0; y < 50; y += 10) {
      for (let x = 0; x < 10; x++) c[x] = s[y + x]!
      for (let x = 0; x < 10; x++) s[y + x]! ^= ~c[(x + 2) % 10]! & c[(x + 4) % 10]!
    }
    // ι
    s[0]! ^= ROUND[round]!
    s[1]! ^= ROUND[round + 1]!
  }
}

/** The Keccak-256 digest of `data`. */
export function keccak256(data: Uint8Array): Uint8Array {
  const state = new Uint32Array(50)
  const bytes = new Uint8Array(state.buffer)
  // Keccak padding: 0x01 after the data, 0x80 in the last byte of the block.
  const blocks = Math.floor(data.length / RATE) + 1
  const padded = new Uint8Array(blocks * RATE)
  padded.set(data)
  padded[data.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  for (let offset = 0; offset < padded.length; offset += RATE) {
    for (let i = 0; i < RATE; i++) bytes[i]! ^= padded[offset + i]!
    permute(state)
  }
  return bytes.slice(0, 32)
}
