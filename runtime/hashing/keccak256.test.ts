import { keccak_256 } from '@noble/hashes/sha3'
import { describe, expect, it } from 'vitest'
import { keccak256 } from './keccak256'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const text = (value: string) => new TextEncoder().encode(value)

describe('keccak256', () => {
  it('gives the published digests', () => {
    expect(hex(keccak256(text('')))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
    expect(hex(keccak256(text('abc')))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    )
  })

  it('agrees with @noble/hashes on every length up to three blocks, across each block boundary', () => {
    for (let length = 0; length <= 3 * 136 + 1; length++) {
      const data = Uint8Array.from({ length }, (_, index) => (index * 131 + length * 7) & 0xff)
      expect(hex(keccak256(data)), `${length} bytes`).toBe(hex(keccak_256(data)))
    }
  })
})
