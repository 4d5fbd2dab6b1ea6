import { describe, expect, it, vi } from 'vitest'
import { lintSpec } from '../../generator/lint/lintSpec'
import { formatDiagnostic } from '../../generator/load/diagnostics'
import { FilePositions } from '../../generator/load/sourceMap'
import { asInCheckout, writeCatalogue } from '../support/catalogueFiles'

/** Lints a catalogue written from file name → text; lines name files as `spec/<name>`. */
async function lint(files: Record<string, string>): Promise<string[]> {
  const root = writeCatalogue(files)
  return (await lintSpec(root)).map((problem) => asInCheckout(formatDiagnostic(problem), root, files))
}

const index = `openapi: 3.1.0
info: { title: Shop, version: '1' }
x-w3data-api: shop
x-w3data-base-url: https://shop.test
tags:
  - { name: Orders, description: Orders of a customer. }
paths: {}
`

/** A file with one operation, getOrder (tag Orders), taking `parameters` (YAML list lines from line 9). */
const getOrder = (parameters: string) => `paths:
  /orders/{id}:
    get:
      operationId: getOrder
      summary: Get an order
      description: Returns one order.
      tags: [Orders]
      parameters:${parameters}
      responses: { '200': { description: ok } }
`

// The catalogue in spec/ itself is linted by `make lint-spec`, a stage of `make test`, and again with
// the walkthrough's operation added (walkthrough.test.ts); these cases hold the rules to their words.
describe('make lint-spec', () => {
  it('asks for a summary, a description and one tag', async () => {
    const orders = `paths:
  /orders:
    get:
      operationId: getOrders
      responses: { '200': { description: ok } }
`
    expect(await lint({ 'shop/index.yaml': index, 'shop/orders.yaml': orders })).toEqual([
      'spec/shop/orders.yaml:3:5  Operation object should contain `description` field. (operation-description)',
      'spec/shop/orders.yaml:3:5  Operation object should contain `summary` field. (operation-summary)',
      'spec/shop/orders.yaml:3:5  Operation tags should be defined (operation-tag-defined)',
      'spec/shop/orders.yaml:3:5  getOrders has 0 tags (give each operation one tag: its documentation group)',
    ])
  })

  it('asks a from/to pair for examples that make a range', async () => {
    const orders = `paths:
  /orders:
    get:
      operationId: getOrders
      summary: Get orders
      description: Orders placed in a time range.
      tags: [Orders]
      parameters:
        - { name: from_date, in: query, description: From, schema: { type: string, example: '2024-01-01' } }
        - { name: to_date, in: query, description: To, schema: { type: string, example: '2024-01-01' } }
        - { name: fromBlock, in: query, description: From, schema: { type: integer, example: 5 } }
        - { name: toBlock, in: query, description: To, schema: { type: integer, example: 6 } }
      responses: { '200': { description: ok } }
`
    expect(await lint({ 'shop/index.yaml': index, 'shop/orders.yaml': orders })).toEqual([
      'spec/shop/orders.yaml:9:11  getOrders: the examples of from_date and to_date make no range (give to_date an example after "2024-01-01")',
    ])
  })

  it('asks for an example on every required parameter, and a file named after the tag', async () => {
    const misplaced = getOrder(`
        - { name: id, in: path, required: true, description: The order id, schema: { type: string } }
        - { name: kind, in: query, required: true, description: The kind, schema: { type: string, enum: [a, b] } }`)
    expect(await lint({ 'shop/index.yaml': index, 'shop/misc.yaml': misplaced })).toEqual([
      'spec/shop/misc.yaml:2:3  getOrder (tag Orders) is written in misc.yaml (move it to orders.yaml: one file per tag)',
      'spec/shop/misc.yaml:9:11  getOrder: required parameter id has no example (add an example to its schema: the demo and the mock use it)',
    ])
  })

  // Placing a node parses its file again with `yaml` (half of linting spec/): a sound catalogue
  // needs no place, and the file that wrote each path is known from the merge.
  it('places nothing in a sound catalogue', async () => {
    const orders = getOrder(`
        - { name: id, in: path, required: true, description: The order id, schema: { type: string, example: o-1 } }`)
    const placed = vi.spyOn(FilePositions.prototype, 'get')
    expect(await lint({ 'shop/index.yaml': index, 'shop/orders.yaml': orders })).toEqual([])
    expect(placed).not.toHaveBeenCalled()
  })

  it('checks defaults against their schema, enums for repeats and examples for their type', async () => {
    const schemas = `components:
  schemas:
    Order:
      type: object
      properties:
        size: { type: integer, minimum: 1, maximum: 100, default: 500 }
        state: { type: string, enum: [open, closed, open], default: shipped }
        total: { type: string, example: 12 }
    bad.name: { type: string }
`
    expect(await lint({ 'shop/index.yaml': index, 'shop/schemas.yaml': schemas })).toEqual([
      'spec/shop/schemas.yaml:6:58  default 500 does not fit its schema: 500 is above the maximum 100',
      'spec/shop/schemas.yaml:7:32  enum lists "open" more than once',
      'spec/shop/schemas.yaml:7:60  default "shipped" does not fit its schema: "shipped" is not one of "open", "closed", "open"',
      'spec/shop/schemas.yaml:8:32  Example value must conform to the schema: type must be string. (no-invalid-schema-examples)',
      'spec/shop/schemas.yaml:9:5  schema name bad.name is not a TypeScript identifier (letters, digits and _ only)',
    ])
  })

  it('refuses prose that cites a numbered section instead of stating the rule', async () => {
    const head = `${index.replace('paths: {}\n', '')}x-w3data-differs:
  GET /orders/archive: Left out, as the facts sheet A.15 says.
paths: {}
`
    const orders = `paths:
  /orders:
    get:
      operationId: getOrders
      summary: Get orders (section 3)
      description: Lists orders; block numbers are strings (seed 001 §5). Served by API version 2.2.
      tags: [Orders]
      parameters:
        - name: from_block
          in: query
          x-w3data-differs: Block numbers are sent as strings; the reference types this one number.
          description: The first block, as the provider's EVM 2.2 document names it
          schema: { type: object, example: { description: seed 001 } }
      responses: { '200': { description: ok } }
`
    const hint = '(state the rule itself; name a source by what it is, e.g. "the seeds")'
    const part = 'a numbered part of a document not in the repository'
    expect(await lint({ 'shop/index.yaml': head, 'shop/orders.yaml': orders })).toEqual([
      `spec/shop/index.yaml:8:3  x-w3data-differs cites "A.15", ${part} ${hint}`,
      `spec/shop/orders.yaml:5:7  summary cites "section 3", ${part} ${hint}`,
      `spec/shop/orders.yaml:6:7  description cites "seed 001", ${part} ${hint}`,
    ])
  })
})
