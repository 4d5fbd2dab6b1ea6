import { describe, expect, it } from 'vitest'
import { keepUnknown } from './mapperHelpers'

describe('keepUnknown', () => {
  const known = new Set(['block_height'])

  it('keeps unknown keys under their camelCase name', () => {
    const out = keepUnknown({ block_height: '1', new_field: 2 }, { blockHeight: '1' }, known)
    expect(out).toEqual({ blockHeight: '1', newField: 2 })
  })

  it('never lets an unknown key overwrite a mapped field', () => {
    const out = keepUnknown({ block_height: '1', blockHeight: 'x' }, { blockHeight: '1' }, known)
    expect(out).toEqual({ blockHeight: '1' })
  })

  it('keeps a __proto__ key as plain data, never as the prototype', () => {
    const wire = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>
    const out = keepUnknown(wire, {}, known)
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.values(out)).toEqual([{ polluted: true }])
  })
})
