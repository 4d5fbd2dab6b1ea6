import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { SchemaObject } from 'w3data/catalogue'
import { columnsOf, csvRows, toJson } from './csv'

// `--format csv` (README, "Command line"): a header from the item schema, nested objects with
// dots, lists and data maps as one JSON cell, and no cell a spreadsheet would run as a formula.
const SCHEMAS: Record<string, SchemaObject> = {
  Sale: {
    type: 'object',
    properties: { price: { type: 'string' }, token: { $ref: '#/components/schemas/Token' } },
  },
  Token: {
    type: ['object', 'null'],
    properties: { symbol_name: { type: 'string', 'x-w3data-name': 'symbolName' } },
  },
  Tree: {
    type: 'object',
    properties: { name: { type: 'string' }, parent: { $ref: '#/components/schemas/Tree' } },
  },
}

const headers = (schema: SchemaObject, wire = false) =>
  columnsOf(schema, SCHEMAS, wire).map((column) => column.header)

describe('columnsOf', () => {
  it('flattens nested objects with dots, by SDK name or, with --raw, by wire name', () => {
    const item: SchemaObject = {
      type: 'object',
      properties: {
        token_id: { type: 'string', 'x-w3data-name': 'tokenId' },
        last_sale: { $ref: '#/components/schemas/Sale', 'x-w3data-name': 'lastSale' },
      },
    }
    expect(headers(item)).toEqual(['tokenId', 'lastSale.price', 'lastSale.token.symbolName'])
    expect(headers(item, true)).toEqual(['token_id', 'last_sale.price', 'last_sale.token.symbol_name'])
    expect(columnsOf(item, SCHEMAS, false)[2]?.path).toEqual(['lastSale', 'token', 'symbolName'])
  })

  it('keeps lists, data maps, unions and objects deeper than three levels as one cell', () => {
    const item: SchemaObject = {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } },
        metadata: { type: 'object', 'x-w3data-data': true, properties: { a: { type: 'string' } } },
        either: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        sized: { type: 'array', properties: { length: { type: 'integer' } } },
        a: {
          type: 'object',
          properties: { b: { type: 'object', properties: { c: { $ref: '#/components/schemas/Sale' } } } },
        },
      },
    }
    expect(headers(item)).toEqual(['tags', 'metadata', 'either', 'sized', 'a.b.c'])
  })

  it('stops at a schema that contains itself', () => {
    expect(headers({ $ref: '#/components/schemas/Tree' })).toEqual(['name', 'parent'])
  })

  it('names the one column of an item that is not an object "value"', () => {
    expect(columnsOf({ type: 'string' }, SCHEMAS, false)).toEqual([
      { header: 'value', path: [], schema: { type: 'string' } },
    ])
  })
})

describe('csvRows', async () => {
  const columns = [
    { header: 'name', path: ['name'] },
    { header: 'sale.price', path: ['sale', 'price'] },
  ]
  const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data

  it('writes the header only when asked, one line per item, each ending in a newline', async () => {
    const items = [
      { name: 'a', sale: { price: '1' } },
      { name: 'b', sale: null },
    ]
    expect(await csvRows(columns, items, true)).toBe('name,sale.price\na,1\nb,\n')
    expect(await csvRows(columns, items, false)).toBe('a,1\nb,\n')
    expect(await csvRows(columns, [], true)).toBe('name,sale.price\n')
    expect(await csvRows(columns, [], false)).toBe('')
  })

  it('quotes commas, quotes and line breaks', async () => {
    const text = await csvRows(columns, [{ name: 'a,"b"\nc', sale: { price: '2' } }], false)
    expect(parse(text)).toEqual([['a,"b"\nc', '2']])
  })

  it('leaves null and missing values empty, dates as ISO text, objects as JSON with big integers as digits', async () => {
    const cells = [undefined, null, new Date(Date.UTC(2026, 0, 2)), { n: 10n ** 20n, l: [1] }, 0, false, 2n]
    const text = await csvRows(
      [{ header: 'value', path: ['value'] }],
      cells.map((cell) => ({ value: cell })),
      false,
    )
    expect(text.split('\n')).toEqual([
      '',
      '',
      '2026-01-02T00:00:00.000Z',
      '"{""n"":""100000000000000000000"",""l"":[1]}"',
      '0',
      'false',
      '2',
      '',
    ])
  })

  it('starts a cell a spreadsheet would read as a formula with a quote; plain numbers stay numbers', async () => {
    const formulas = ['=1+1', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx', '-', '+']
    const numbers = ['-2', '+3', '-1.5', '-1e3', '+2.5E-4', '12', 'a=b']
    const cells = async (texts: string[]) =>
      parse(
        await csvRows(
          [{ header: 'value', path: ['value'] }],
          texts.map((text) => ({ value: text })),
          false,
        ),
      ).map((row) => row[0])
    expect(await cells(formulas)).toEqual(formulas.map((text) => `'${text}`))
    expect(await cells(numbers)).toEqual(numbers)
    expect(await cells(['-2x', '1-'])).toEqual(["'-2x", '1-'])
  })
})

describe('toJson', () => {
  it('writes big integers as their digits, indented when asked', () => {
    expect(toJson({ a: 1n })).toBe('{"a":"1"}')
    expect(toJson({ a: 1 }, 2)).toBe('{\n  "a": 1\n}')
  })
})
