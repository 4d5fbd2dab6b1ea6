import { describe, expect, it } from 'vitest'
import { W3DataError } from '../errors/index'
import { buildPath, encodePathSegment } from './path'

// A path value is one RFC 3986 segment: pchar characters stay as they are, everything else is
// percent-encoded, so a value can neither add a segment nor end the path.
describe('encodePathSegment', () => {
  it('keeps the sub-delims, ":" and "@" as they are', () => {
    expect(encodePathSegment("0x1::aptos_coin::AptosCoin@!$&'()*+,;=")).toBe(
      "0x1::aptos_coin::AptosCoin@!$&'()*+,;=",
    )
  })

  it('encodes "/", "?", "#", "%", spaces and non-ASCII', () => {
    expect(encodePathSegment('a/b?c#d%e f')).toBe('a%2Fb%3Fc%23d%25e%20f')
    expect(encodePathSegment('é😀')).toBe('%C3%A9%F0%9F%98%80')
  })

  it('encodes a lone surrogate as U+FFFD, as URL does, instead of throwing', () => {
    expect(encodePathSegment('a\uD800b')).toBe('a%EF%BF%BDb')
  })
})

describe('buildPath', () => {
  const NAMES = { coin_type: 'coinType', address: 'address' }

  /** The W3DataError a build throws, or a failure when it builds. */
  function refusal(values: Record<string, unknown>): W3DataError {
    try {
      buildPath('/coins/{coin_type}/transfers', values, NAMES)
    } catch (error) {
      if (error instanceof W3DataError) return error
      throw error
    }
    throw new Error('the path was built')
  }

  it('fills each placeholder with the value of its parameter, under its SDK name', () => {
    expect(
      buildPath('/accounts/{address}/coins/{coin_type}', { address: '0x1', coinType: 'a b' }, NAMES),
    ).toBe('/accounts/0x1/coins/a%20b')
  })

  it('takes a placeholder as the parameter name when the names do not map it', () => {
    expect(buildPath('/blocks/{block_height}', { block_height: 12 }, NAMES)).toBe('/blocks/12')
  })

  it('keeps a template without placeholders as it is', () => {
    expect(buildPath('/transactions', {}, NAMES)).toBe('/transactions')
  })

  it('requires every path parameter: undefined, null or empty is "Param {name} is required"', () => {
    for (const value of [undefined, null, '']) {
      const error = refusal({ coinType: value })
      expect(error.code, String(value)).toBe('C0005')
      expect(error.message, String(value)).toBe('[C0005] Param coinType is required')
    }
  })

  it('takes a number, zero included', () => {
    expect(buildPath('/blocks/{block_height}', { blockHeight: 0 }, { block_height: 'blockHeight' })).toBe(
      '/blocks/0',
    )
  })

  it('refuses an object or a list', () => {
    for (const value of [{}, ['a']]) {
      expect(refusal({ coinType: value }).message).toBe('[C0005] Param coinType must be a string or number')
    }
  })

  it('refuses a segment that would climb: "." and ".."', () => {
    expect(refusal({ coinType: '.' }).message).toBe('[C0005] Param coinType may not be "."')
    expect(refusal({ coinType: '..' }).message).toBe('[C0005] Param coinType may not be ".."')
    expect(buildPath('/coins/{coin_type}/transfers', { coinType: '...' }, NAMES)).toBe('/coins/.../transfers')
  })
})
