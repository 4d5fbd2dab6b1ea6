/** A deterministic source of random values: the same seed parts always give the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** `length` lowercase hex digits. */
  hex(length: number): string
  /** A decimal string of exactly `length` digits, without a leading zero (unless length is 1). */
  digits(length: number): string
}

/**
 * Hashes seed parts into a 32-bit number (FNV-1a over the parts, with a separator so that
 * ['ab', 'c'] and ['a', 'bc'] differ). `salt` gives independent hashes of the same parts.
 */
export function hashParts(parts: readonly (string | number)[], salt = 0): number {
  let hash = (0x811c9dc5 ^ Math.imul(salt, 0x9e3779b1)) >>> 0
  for (const part of parts) {
    const text = `${String(part)}\u0000`
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
  }
  return hash
}

/**
 * A seeded generator (sfc32, state taken from four salted hashes of the seed parts). Seed each
 * item separately (seed, operation, data set, index) so that one item never shifts another.
 */
export function createRandom(...parts: readonly (string | number)[]): Random {
  let a = hashParts(parts, 1)
  let b = hashParts(parts, 2)
  let c = hashParts(parts, 3)
  let d = hashParts(parts, 4)
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  // The first outputs of sfc32 are still close to the seed: let the state mix first.
  for (let round = 0; round < 12; round++) next()

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    hex: (length) => {
      let out = ''
      while (out.length < length) out += int(0, 15).toString(16)
      return out
    },
    digits: (length) => {
      if (length <= 1) return String(int(0, 9))
      let out = String(int(1, 9))
      while (out.length < length) out += String(int(0, 9))
      return out
    },
  }
}

/** A number spread evenly over orders of magnitude between `low` and `high`. */
export function logUniform(rng: Random, low: number, high: number): number {
  return Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low)))
}
