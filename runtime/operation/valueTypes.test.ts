import { safeParse } from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { AptosNative } from '../values/aptos/AptosNative'
import { BigNumber } from '../values/BigNumber'
import { EvmNative } from '../values/evm/EvmNative'
import { KECCAK } from './evmAddressParams'
import {
  dateSchema,
  evmNativeSchema,
  normalizeAptosNative,
  normalizeBigNumber,
  normalizeDate,
  normalizeStreamSelector,
  solNativeSchema,
  streamSelectorSchema,
} from './valueTypes'

describe('stream selectors', () => {
  beforeAll(() => KECCAK.load())

  it('keeps a $selector and checksums an address', () => {
    expect(normalizeStreamSelector('$contract')).toBe('$contract')
    expect(normalizeStreamSelector('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    )
  })

  it.each(['contract', '', 42, null])('rejects %j with INVALID_ARGUMENT', (value) => {
    expect(() => normalizeStreamSelector(value)).toThrow(
      '[INVALID_ARGUMENT] Invalid selector string provided',
    )
  })

  it("carries the normaliser's code in the valibot issue", () => {
    const parsed = safeParse(streamSelectorSchema, 'nope')
    expect(parsed.success).toBe(false)
    expect(parsed.issues?.[0]).toMatchObject({
      message: 'Invalid selector string provided',
      expected: 'INVALID_ARGUMENT',
    })
  })
})

describe('dates and big numbers', () => {
  it('sends dates as ISO 8601', () => {
    expect(normalizeDate('2024-01-02')).toBe('2024-01-02T00:00:00.000Z')
    expect(normalizeDate(0)).toBe('1970-01-01T00:00:00.000Z')
    expect(safeParse(dateSchema, 'yesterday').issues?.[0]?.message).toBe('Invalid date provided: yesterday')
  })

  it('sends big numbers as exact decimal strings', () => {
    expect(normalizeBigNumber(2n ** 70n)).toBe('1180591620717411303424')
    expect(normalizeBigNumber('-12.5')).toBe('-12.5')
    expect(() => normalizeBigNumber(0.1 + 0.2)).toThrow('Invalid number provided: 0.30000000000000004')
  })
})

describe('native amounts', () => {
  it('read ether and SOL as the SDK does, and send wei and lamports', () => {
    expect(safeParse(evmNativeSchema, '1.5').output).toBe('1500000000000000000')
    expect(safeParse(solNativeSchema, '1.5').output).toBe('1500000000')
    expect(safeParse(evmNativeSchema, '0.1234567890123456789').issues?.[0]?.expected).toBe('C0500')
  })
})

describe('Aptos native amounts', () => {
  it('go out in octas, from APT, an AptosNative or a BigNumber, as AptosNative reads them', () => {
    expect(normalizeAptosNative('1.5')).toBe('150000000')
    expect(normalizeAptosNative(AptosNative.create(7, 'octas'))).toBe('7')
    expect(normalizeAptosNative(BigNumber.from('2'))).toBe('200000000')
    expect(() => normalizeAptosNative(EvmNative.create(1))).toThrow(
      '[C0005] Expected an amount in APT, got an amount in ETH',
    )
  })
})
