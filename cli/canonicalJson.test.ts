import { describe, expect, it } from 'vitest'
import { canonicalJson } from './canonicalJson'

describe('canonicalJson', () => {
  it('writes the same text for the same value, whatever the order of its keys, at any depth', () => {
    const one = canonicalJson({ b: 1, a: [{ d: null, c: 'x' }, 2], e: { g: true, f: 1.5 } })
    expect(one).toBe('{"a":[{"c":"x","d":null},2],"b":1,"e":{"f":1.5,"g":true}}')
    expect(canonicalJson({ e: { f: 1.5, g: true }, a: [{ c: 'x', d: null }, 2], b: 1 })).toBe(one)
  })

  it('writes what JSON cannot hold as null, as in an array', () => {
    expect(canonicalJson(undefined)).toBe('null')
    expect(canonicalJson([undefined, 'a'])).toBe('[null,"a"]')
  })
})
