import { execFile } from 'node:child_process'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { problemsOf, writeCatalogue } from '../support/catalogueFiles'

const index = `openapi: 3.1.0
info: { title: Chain, version: '1' }
x-w3data-api: chain
x-w3data-base-url: https://chain.test
paths: {}
`

const schemas = `components:
  schemas:
    ChainStats:
      type: object
      properties:
        total: { type: string }
`

describe('catalogue problems: file:line:column, message and hint', () => {
  it('names an unknown extension where it is written, with the extension meant', async () => {
    const stats = `paths:
  /chain/stats:
    get:
      operationId: getChainStats
      x-w3data-pagng: { limit: limit }
      responses: { '200': { description: ok } }
`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/chainstats.yaml': stats })).toEqual([
      'spec/evm/chainstats.yaml:5:7  unknown extension x-w3data-pagng (did you mean x-w3data-paging?)',
    ])
  })

  it('names a networkType call routed to no operation, or not routing every value', async () => {
    const dispatch = `${index}x-w3data-dispatch:
  prefix: chain
  error: { code: S0002, message: 'Got {got}, valid: {valid}' }
  calls:
    getStats: { evm: getChainStats, aptos: getAptosStats }
    getAll: { evm: getChainStats }
`
    const stats = `paths:
  /chain/stats: { get: { operationId: getChainStats, responses: { '200': { description: ok } } } }
`
    expect(await problemsOf({ 'evm/index.yaml': dispatch, 'evm/stats.yaml': stats })).toEqual([
      'spec/evm/index.yaml:10:5  x-w3data-dispatch call getStats: aptos routes to getAptosStats, which is no operation',
      'spec/evm/index.yaml:11:5  x-w3data-dispatch call getAll must route evm, aptos, in that order',
    ])
  })

  it('names the file, line and missing schema of an unresolved $ref, before openapi-typescript runs', async () => {
    const stats = `paths:
  /chain/stats:
    get:
      operationId: getChainStats
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { $ref: '#/components/schemas/ChainStat' } } }
`
    expect(
      await problemsOf({ 'evm/index.yaml': index, 'evm/schemas.yaml': schemas, 'evm/stats.yaml': stats }),
    ).toEqual([
      'spec/evm/stats.yaml:8:52  unresolved $ref #/components/schemas/ChainStat: spec/evm has no schema ChainStat (did you mean ChainStats?)',
    ])
  })

  it('reports an operationId, a path and a schema written twice, at the second place with the first', async () => {
    const a = `paths:
  /a: { get: { operationId: getA, responses: { '200': { description: ok } } } }
${schemas}`
    const b = `paths:
  /a: { get: { operationId: getA2, responses: { '200': { description: ok } } } }
  /b: { get: { operationId: GetA, responses: { '200': { description: ok } } } }
${schemas}`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/a.yaml': a, 'evm/b.yaml': b })).toEqual([
      'spec/evm/b.yaml:2:3  paths /a is defined twice (first at spec/evm/a.yaml:2:3)',
      'spec/evm/b.yaml:6:5  schemas ChainStats is defined twice (first at spec/evm/a.yaml:5:5)',
      'spec/evm/b.yaml:3:16  duplicate operationId GetA (also GET /a)',
    ])
  })

  it('matches path parameters to the path template, both ways', async () => {
    const tx = `paths:
  /tx/{hash}:
    get:
      operationId: getTx
      parameters:
        - { name: hsh, in: path, required: true, schema: { type: string } }
      responses: { '200': { description: ok } }
`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/tx.yaml': tx })).toEqual([
      'spec/evm/tx.yaml:3:5  getTx: path parameter {hash} of /tx/{hash} is not declared (add { name: hash, in: path, required: true } to its parameters)',
      'spec/evm/tx.yaml:6:11  getTx: parameter hsh is in: path, but /tx/{hash} has no {hsh} (did you mean hash?)',
    ])
  })

  it('checks that x-w3data-paging names parameters the operation takes', async () => {
    const list = `paths:
  /list:
    get:
      operationId: getList
      x-w3data-paging: { first-page: 0, cursor: cursr, limit: limit, items: result }
      parameters:
        - { name: cursor, in: query, schema: { type: string } }
        - { name: limit, in: query, schema: { type: integer } }
      responses: { '200': { description: ok } }
`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/list.yaml': list })).toEqual([
      'spec/evm/list.yaml:5:41  getList: x-w3data-paging.cursor names cursr, which is not a parameter of the operation (did you mean cursor?)',
    ])
  })

  it('checks x-w3data-sdk: its keys, names, network types, renames, and one operation per SDK place', async () => {
    const sdk = `paths:
  /a:
    get:
      operationId: getA
      x-w3data-sdk: { group: wallet, nam: getA }
      responses: { '200': { description: ok } }
  /b:
    get:
      operationId: getB
      x-w3data-sdk:
        - { group: Wallet, network-type: bitcoin }
        - { name: getA, group: wallet, params: { chains: 1 } }
      responses: { '200': { description: ok } }
`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/sdk.yaml': sdk })).toEqual([
      'spec/evm/sdk.yaml:5:38  unknown x-w3data-sdk key nam (did you mean name?)',
      'spec/evm/sdk.yaml:11:13  x-w3data-sdk.group is a camelCase name',
      'spec/evm/sdk.yaml:11:28  unknown network type bitcoin (evm, aptos, solana)',
      'spec/evm/sdk.yaml:12:50  x-w3data-sdk.params maps a camelCase name to a camelCase name',
      "spec/evm/sdk.yaml:10:7  getB: the SDK place wallet.getA is also getA's (give each its own name or network-type)",
    ])
  })

  it('checks x-w3data-plot: its kind, its keys, and fields the answer has', async () => {
    const candles = `paths:
  /candles:
    get:
      operationId: getCandles
      x-w3data-plot: { kind: candle, items: reslt, time: timestamp, values: [open, high, low, close] }
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { $ref: '#/components/schemas/Candles' } } }
  /volume:
    get:
      operationId: getVolume
      x-w3data-plot: { kind: line, items: result, time: time, values: [volume, low], colour: red }
      responses:
        '200':
          description: ok
          content: { application/json: { schema: { $ref: '#/components/schemas/Candles' } } }
components:
  schemas:
    Candles:
      type: object
      properties:
        result: { type: array, items: { $ref: '#/components/schemas/Candle' } }
    Candle:
      type: object
      properties:
        timestamp: { type: string }
        open: { type: number }
        high: { type: number }
        low: { type: number }
        close: { type: number }
        volume: { type: number }
`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/candles.yaml': candles })).toEqual([
      'spec/evm/candles.yaml:5:24  getCandles: unknown plot kind candle (did you mean candles?)',
      'spec/evm/candles.yaml:5:38  getCandles: the answer has no reslt (items: reslt) (did you mean result?)',
      'spec/evm/candles.yaml:13:86  unknown x-w3data-plot key colour',
      'spec/evm/candles.yaml:13:51  getVolume: a point of the answer has no field time',
    ])
  })

  it('refuses an effect other than read or change', async () => {
    const ops = `paths:
  /a:
    get:
      operationId: getA
      x-w3data-effect: write
      responses: { '200': { description: ok } }
`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/ops.yaml': ops })).toEqual([
      'spec/evm/ops.yaml:5:7  x-w3data-effect must be an effect (read, change)',
    ])
  })

  it('reports YAML syntax errors, OpenAPI 3.0 nullable, unknown value types and misplaced keys', async () => {
    const broken = 'paths:\n  /a: { get: { operationId: getA }\n'
    const typed = `info: { title: Elsewhere }
components:
  schemas:
    A: { type: string, nullable: true }
    B: { type: string, x-w3data-value-type: evm-adress }
`
    const lines = await problemsOf({
      'evm/index.yaml': index,
      'evm/broken.yaml': broken,
      'evm/typed.yaml': typed,
    })
    expect(lines[0]).toMatch(/^spec\/evm\/broken\.yaml:\d+:\d+ {2}\S/)
    expect(lines.slice(1)).toEqual([
      'spec/evm/typed.yaml:1:1  info belongs in index.yaml (a part file holds only paths and components)',
      "spec/evm/typed.yaml:4:24  nullable is OpenAPI 3.0 (use the OpenAPI 3.1 form type: [T, 'null'] instead of nullable)",
      'spec/evm/typed.yaml:5:24  unknown value type evm-adress (did you mean evm-address?)',
    ])
  })

  it('locates what only the model sees: a page index, a union member', async () => {
    const ops = `paths:
  /a:
    get:
      operationId: getA
      x-w3data-paging: { first-page: 2, items: result }
      responses: { '200': { description: ok } }
components:
  schemas:
    U: { oneOf: [{ $ref: '#/components/schemas/M' }], discriminator: { propertyName: type } }
    M: { type: object, properties: { a: { type: string } } }
`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/ops.yaml': ops })).toEqual([
      'spec/evm/ops.yaml:9:5  U: member M has neither a tag value nor x-w3data-match',
      'spec/evm/ops.yaml:3:5  getA: the first page index must be 0 or 1',
    ])
  })

  it('refuses a paging whose style cannot be told: no cursor, offset or start, or start with another', async () => {
    const ops = `paths:
  /a:
    get:
      operationId: getA
      x-w3data-paging: { items: result }
      responses: { '200': { description: ok } }
  /b:
    get:
      operationId: getB
      x-w3data-paging: { start: start, cursor: cursor }
      parameters:
        - { name: start, in: query, schema: { type: string } }
        - { name: cursor, in: query, schema: { type: string } }
      responses: { '200': { description: ok } }
  /c:
    get:
      operationId: getC
      x-w3data-paging: { cursor: cursor, position: version }
      parameters:
        - { name: cursor, in: query, schema: { type: string } }
      responses: { '200': { description: ok } }
`
    expect(await problemsOf({ 'evm/index.yaml': index, 'evm/ops.yaml': ops })).toEqual([
      'spec/evm/ops.yaml:3:5  getA: x-w3data-paging names no cursor, offset or start',
      'spec/evm/ops.yaml:8:5  getB: a paging by start takes no cursor or offset',
      'spec/evm/ops.yaml:16:5  getC: only a paging by start has a position',
    ])
  })

  it('reports every node the model reads with the wrong shape, where it is written', async () => {
    const network = `${index}x-w3data-network: { param: chain, in: body, value-type: evm-chain, default-option: chain }
`
    const ops = `paths:
  /a:
    get:
      operationId: getA
      parameters: { name: chain }
      responses: { '200': { description: ok } }
components:
  schemas:
    S: { type: object, required: address, properties: { a: { type: [string, 7] } } }
`
    expect(await problemsOf({ 'evm/index.yaml': network, 'evm/ops.yaml': ops })).toEqual([
      'spec/evm/ops.yaml:5:7  parameters must be a list',
      'spec/evm/ops.yaml:9:62  type must be a type name or a list of them',
      'spec/evm/ops.yaml:9:24  required must be a list of strings',
      'spec/evm/index.yaml:6:35  in must be host, path or query',
    ])
  })

  it('collects the problems of every API folder in one run', async () => {
    const bad = `paths:\n  /a: { get: { operationId: getA, x-w3data-raww: true, responses: { '200': { description: ok } } } }\n`
    const other = index.replace('x-w3data-api: chain', 'x-w3data-api: other')
    const lines = await problemsOf({
      'a/index.yaml': index,
      'a/ops.yaml': bad,
      'b/index.yaml': other,
      'b/ops.yaml': bad,
    })
    expect(lines).toEqual([
      'spec/a/ops.yaml:2:35  unknown extension x-w3data-raww (did you mean x-w3data-raw?)',
      'spec/b/ops.yaml:2:35  unknown extension x-w3data-raww (did you mean x-w3data-raw?)',
    ])
  })
})

describe('make generate on a catalogue with mistakes', () => {
  it('prints every problem, exits 1 and shows no stack trace', async () => {
    const root = writeCatalogue({
      'evm/index.yaml': index,
      'evm/chainstats.yaml': `paths:
  /chain/stats:
    get:
      operationId: getChainStats
      x-w3data-pagng: {}
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Missing' } } } }
`,
    })
    const out = join(dirname(root), 'generated')
    const run = promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'generator/cli.ts',
      '--spec',
      root,
      '--out',
      out,
    ])
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stderr: string; stdout: string } | undefined
    expect(failure?.code).toBe(1)
    const file = relative(process.cwd(), join(root, 'evm', 'chainstats.yaml'))
    expect(failure?.stderr.trim().split('\n')).toEqual([
      `${file}:5:7  unknown extension x-w3data-pagng (did you mean x-w3data-paging?)`,
      `${file}:7:76  unresolved $ref #/components/schemas/Missing: spec/evm has no schema Missing`,
      '',
      '2 problems in the catalogue; nothing was generated.',
    ])
    expect(failure?.stderr).not.toMatch(/^\s+at /m)
  })
})
