import { describe, expect, it } from 'vitest'
import { UsageError } from './exitCodes'
import { decodeResume, encodeResume, paramsAt, type ResumePoint } from './resume'

const point: ResumePoint = {
  api: 'evm',
  operation: 'getContractEvents',
  params: { address: '0xdac17f958d2ee523a2206206994597c13d831ec7', cursor: 'old', limit: 7 },
  position: { offset: 14, cursor: null },
  skip: 3,
  items: 17,
  pages: 2,
}

describe('resume tokens', () => {
  it('round-trip as opaque base64url', () => {
    const token = encodeResume(point)
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeResume(token)).toEqual(point)
  })

  it('set the position as plain parameters, which can be changed and removed', () => {
    const params = paramsAt(point)
    params.offset = 21
    expect(params.offset).toBe(21)
    delete params.offset
    expect(params).not.toHaveProperty('offset')
  })

  it('apply the position: set the next offset, drop what the next page does not send', () => {
    expect(paramsAt(point)).toEqual({
      address: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      limit: 7,
      offset: 14,
    })
  })

  it('refuse anything else as a usage error', () => {
    for (const token of [
      '',
      'abc',
      encodeResume({ ...point, skip: -1 }),
      Buffer.from('{"v":2}').toString('base64url'),
    ])
      expect(() => decodeResume(token)).toThrow(UsageError)
  })

  it('refuses a token with any part missing or of the wrong kind', () => {
    const token = (change: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ v: 1, ...point, ...change })).toString('base64url')
    expect(decodeResume(token({ options: { format: 'csv' } })).options).toEqual({ format: 'csv' })
    expect(decodeResume(token({ skip: 0, items: 0, pages: 0 }))).toMatchObject({ skip: 0 })
    const wrong = [
      { v: 2 },
      { api: 1 },
      { operation: null },
      { params: null },
      { params: [] },
      { params: 'a' },
      { options: [] },
      { options: null },
      { position: [] },
      { skip: 1.5 },
      { items: -1 },
      { items: '1' },
      { pages: -1 },
    ]
    for (const change of wrong)
      expect(() => decodeResume(token(change)), JSON.stringify(change)).toThrow(
        'Invalid --resume token: copy it whole from the stopped export',
      )
    expect(() => decodeResume(Buffer.from('null').toString('base64url'))).toThrow(UsageError)
    expect(() => decodeResume(Buffer.from('7').toString('base64url'))).toThrow(UsageError)
  })

  it('keep a position named __proto__ a parameter, never the prototype', () => {
    const hostile = JSON.parse('{"__proto__":{"chain":"0x89"}}') as Record<string, unknown>
    const params = paramsAt({ ...point, params: {}, position: hostile })
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype)
    expect(Object.keys(params)).toEqual(['__proto__'])
    expect(params.chain).toBeUndefined()
  })
})
