import { describe, expect, it } from 'vitest'
import { encodeComponent, serializeQuery } from './query'

// The provider takes arrays as repeated `name[]=value` pairs; undefined and null are left out;
// every name and value is URI-encoded.
describe('serializeQuery', () => {
  it('is empty for no parameters, or only absent ones', () => {
    expect(serializeQuery({})).toBe('')
    expect(serializeQuery({ cursor: undefined, limit: null })).toBe('')
  })

  it('leaves undefined and null out, and keeps false and 0', () => {
    expect(serializeQuery({ a: null, b: undefined, c: false, d: 0, e: '' })).toBe('?c=false&d=0&e=')
  })

  it('sends a list as repeated name[]=value pairs', () => {
    expect(serializeQuery({ token_ids: ['1', 2, true], limit: 10 })).toBe(
      '?token_ids[]=1&token_ids[]=2&token_ids[]=true&limit=10',
    )
  })

  it('encodes names and values', () => {
    expect(serializeQuery({ 'a&b': 'c=d e', list: ['x/y'] })).toBe('?a%26b=c%3Dd%20e&list[]=x%2Fy')
  })
})

describe('encodeComponent', () => {
  it('is encodeURIComponent for well-formed text, surrogate pairs included', () => {
    expect(encodeComponent('a b&😀')).toBe('a%20b%26%F0%9F%98%80')
  })

  it('makes a lone surrogate U+FFFD, as URLSearchParams does, instead of throwing', () => {
    expect(encodeComponent('x\uDC00y\uD800')).toBe('x%EF%BF%BDy%EF%BF%BD')
    expect(encodeComponent('\uD83D\uDE00\uD800')).toBe('%F0%9F%98%80%EF%BF%BD')
  })
})
