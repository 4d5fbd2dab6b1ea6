import { describe, expect, it } from 'vitest'
import { describeValue } from './describeValue'

describe('describeValue', () => {
  it('prints values like String()', () => {
    expect(describeValue('abc')).toBe('abc')
    expect(describeValue(12)).toBe('12')
    expect(describeValue(null)).toBe('null')
    expect(describeValue(undefined)).toBe('undefined')
    expect(describeValue(Symbol('x'))).toBe('Symbol(x)')
    expect(describeValue({})).toBe('[object Object]')
  })

  it('never throws, even for values String() cannot convert', () => {
    expect(describeValue(Object.create(null))).toBe('[object Object]')
  })

  it('shows 200 characters at most, then the full length', () => {
    expect(describeValue('a'.repeat(200))).toBe('a'.repeat(200))
    expect(describeValue(`${'a'.repeat(200)}b`)).toBe(`${'a'.repeat(200)}… (201 characters)`)
  })
})
