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
})
