import { CoreErrorCode } from '../contract/errorCodes'
import { W3DataError } from '../errors/W3DataError'

/**
 * True when `probe`, the bytes of the 16-bit value 1 as the platform stores it, starts with the
 * low byte. Pass crafted bytes to test: `new Uint8Array([0, 1]).buffer` is what a big-endian
 * machine would produce.
 *
 * @param probe @default new Uint16Array([1]).buffer (this machine's own byte order)
 */
export function isLittleEndian(probe: ArrayBuffer = new Uint16Array([1]).buffer): boolean {
  return new Uint8Array(probe)[0] === 1
}

/**
 * Fails on big-endian hardware, where binary decoding would read multi-byte values backwards.
 *
 * @param probe Only for tests; see `isLittleEndian`.
 * @throws W3DataError C0001 `Little-endian hardware is required`.
 */
export function assertLittleEndian(probe?: ArrayBuffer): void {
  if (!isLittleEndian(probe)) {
    throw new W3DataError({
      code: CoreErrorCode.GENERIC_CORE_ERROR,
      message: 'Little-endian hardware is required',
    })
  }
}
