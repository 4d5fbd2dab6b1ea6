// The comparison of signatures has no early exit: whatever the first difference, or a difference in
// length, it reads every byte of both inputs. Counted by handing it byte arrays that count their reads.
import { describe, expect, it, vi } from 'vitest'
import { constantTimeEqual } from './verifySignature'

const reads = { left: 0, right: 0 }
let next: keyof typeof reads = 'left'

vi.mock('@noble/hashes/utils.js', async (original) => {
  const actual = await original<typeof import('@noble/hashes/utils.js')>()
  return {
    ...actual,
    // The first conversion of a comparison is its left input, the second its right.
    utf8ToBytes(text: string): Uint8Array {
      const side = next
      next = side === 'left' ? 'right' : 'left'
      return new Proxy(actual.utf8ToBytes(text), {
        get(bytes, key) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads[side]++
          return Reflect.get(bytes, key, bytes)
        },
      })
    },
  }
})

function readsComparing(a: string, b: string): typeof reads {
  reads.left = 0
  reads.right = 0
  next = 'left'
  constantTimeEqual(a, b)
  return { ...reads }
}

describe('constantTimeEqual', () => {
  const same = 'a'.repeat(64)

  it.each([
    ['equal inputs', same, 64],
    ['a difference in the first byte', `b${same.slice(1)}`, 64],
    ['a difference in the last byte', `${same.slice(0, -1)}b`, 64],
    ['a longer input', `${same}a`, 65],
    ['a shorter input', same.slice(1), 64],
    ['an empty input', '', 64],
  ])('reads every byte of both inputs for %s', (_, other, longest) => {
    expect(readsComparing(same, other)).toEqual({ left: longest, right: longest })
  })
})
