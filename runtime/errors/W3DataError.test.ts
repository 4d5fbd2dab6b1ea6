import { describe, expect, it } from 'vitest'
import { registerSecret } from './redact'
import { isW3DataError, W3DataError } from './W3DataError'

const SECRET = 'sk_live_w3data_error_test'
registerSecret(SECRET, globalThis)

describe('W3DataError', () => {
  it('reads "[CODE] text", with the text as reason', () => {
    const error = new W3DataError({ code: 'C0005', message: 'Invalid argument', details: { at: 'limit' } })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'W3DataError',
      code: 'C0005',
      message: '[C0005] Invalid argument',
      reason: 'Invalid argument',
      details: { at: 'limit' },
    })
  })

  it('keeps a cause when it is given, and has none otherwise', () => {
    const cause = new Error('socket hang up')
    expect(new W3DataError({ code: 'C0006', message: 'x', cause }).cause).toBe(cause)
    expect(Object.hasOwn(new W3DataError({ code: 'C0006', message: 'x' }), 'cause')).toBe(false)
  })

  it('masks registered secrets in its message and details', () => {
    const error = new W3DataError({
      code: 'C0006',
      message: `bad key ${SECRET}`,
      details: { url: `https://x.test/?key=${SECRET}`, nested: [SECRET] },
    })
    expect(error.message).toBe('[C0006] bad key ***')
    expect(error.details).toEqual({ url: 'https://x.test/?key=***', nested: ['***'] })
  })

  it('serializes to its name, code, message and details', () => {
    const error = new W3DataError({ code: 'C0016', message: 'Invalid data', details: { field: 'x' } })
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'W3DataError',
      code: 'C0016',
      message: '[C0016] Invalid data',
      details: { field: 'x' },
    })
  })
})

describe('isW3DataError', () => {
  it('recognises the brand every W3DataError carries, as another copy of the package would', () => {
    const error = new W3DataError({ code: 'C0001', message: 'x' })
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for('w3data.error')]).toBe(true)
    expect(isW3DataError(error)).toBe(true)
  })

  it('is false for values that are not objects', () => {
    for (const value of [undefined, null, 'C0001', 1, () => undefined])
      expect(isW3DataError(value)).toBe(false)
  })
})
