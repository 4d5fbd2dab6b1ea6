import { describe, expect, it } from 'vitest'
import { fields, mapFields } from './mapFields'

/** Tables here name any keys: their wire type is any object. */
type Wire = Record<string, unknown>

/** A nested mapper as generated ones are: a missing value comes back as it came. */
const tagged = (value: unknown) => (value == null ? value : { mapped: value })

describe('mapFields', () => {
  it('fills a default in for a null or missing value only, and keeps a null without one', () => {
    const table = fields<Wire>(['name', 'label'], {}, {}, { name: '' })
    expect(mapFields({ name: null, label: null }, table)).toStrictEqual({ name: '', label: null })
    expect(mapFields({ name: 'x' }, table)).toStrictEqual({ name: 'x', label: undefined })
  })

  it('maps lists of lists item by item, and passes a missing list or a non-object through', () => {
    const table = fields<Wire>(['rows'], { rows: [[tagged]] })
    expect(mapFields({ rows: [[1], 2] }, table)).toEqual({ rows: [[{ mapped: 1 }], 2] })
    expect(mapFields({}, table)).toStrictEqual({ rows: undefined })
    expect(mapFields(null, table)).toBeNull()
    expect(mapFields(undefined, table)).toBeUndefined()
  })
})
