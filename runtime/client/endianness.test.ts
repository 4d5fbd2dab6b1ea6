import { describe, expect, it } from 'vitest'
import { isW3DataError } from '../errors/W3DataError'
import { assertLittleEndian, isLittleEndian } from './endianness'

const LITTLE_ENDIAN_ONE = new Uint8Array([1, 0]).buffer
const BIG_ENDIAN_ONE = new Uint8Array([0, 1]).buffer

describe('isLittleEndian', () => {
  it('reads the byte order from the bytes of the 16-bit value 1', () => {
    expect(isLittleEndian(LITTLE_ENDIAN_ONE)).toBe(true)
    expect(isLittleEndian(BIG_ENDIAN_ONE)).toBe(false)
  })

  it('probes this machine by default, which agrees with DataView', () => {
    const buffer = new ArrayBuffer(2)
    new DataView(buffer).setUint16(0, 1, true)
    expect(isLittleEndian()).toBe(new Uint16Array(buffer)[0] === 1)
  })
})

describe('assertLittleEndian', () => {
  it('passes on little-endian bytes', () => {
    expect(() => assertLittleEndian(LITTLE_ENDIAN_ONE)).not.toThrow()
  })

  it('fails on big-endian bytes with C0001', () => {
    expect(() => assertLittleEndian(BIG_ENDIAN_ONE)).toThrow('[C0001] Little-endian hardware is required')
    try {
      assertLittleEndian(BIG_ENDIAN_ONE)
      expect.unreachable()
    } catch (error) {
      expect(isW3DataError(error) && error.code).toBe('C0001')
    }
  })

  it('passes on the machine running the tests', () => {
    expect(() => assertLittleEndian()).not.toThrow()
  })
})
