import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generate } from '../../generator/generate'

const fixtures = join(import.meta.dirname, 'fixtures')

describe.each(readdirSync(fixtures))('fixture %s', (fixture) => {
  it('emits the files of its snapshot', async () => {
    const files = await generate(join(fixtures, fixture, 'spec'))
    for (const [path, text] of files) {
      await expect(text).toMatchFileSnapshot(join(fixtures, fixture, 'generated', path))
    }
  })

  it('emits byte-identical output on every run', async () => {
    const spec = join(fixtures, fixture, 'spec')
    const [first, second] = await Promise.all([generate(spec), generate(spec)])
    expect([...second]).toEqual([...first])
  })
})

/** Writes a one-file catalogue and returns the generator's answer to it. */
function generateFrom(yaml: string): Promise<Map<string, string>> {
  const root = mkdtempSync(join(tmpdir(), 'w3data-spec-'))
  mkdirSync(join(root, 'bad'))
  writeFileSync(join(root, 'bad', 'index.yaml'), yaml)
  return generate(root)
}

const header = `openapi: 3.1.0
info: { title: Bad, version: '1' }
x-w3data-api: bad
x-w3data-base-url: https://bad.test
`

describe('catalogue checks', () => {
  it('rejects an unknown x-w3data extension', async () => {
    await expect(generateFrom(`${header}x-w3data-pagin: {}\npaths: {}\n`)).rejects.toThrow(
      'spec/bad: unknown extension x-w3data-pagin',
    )
  })

  it('rejects the OpenAPI 3.0 nullable keyword', async () => {
    const yaml = `${header}paths: {}\ncomponents: { schemas: { A: { type: string, nullable: true } } }\n`
    await expect(generateFrom(yaml)).rejects.toThrow(
      "use the OpenAPI 3.1 form type: [T, 'null'] instead of nullable",
    )
  })

  it('rejects an unknown value type', async () => {
    const yaml = `${header}paths: {}\ncomponents: { schemas: { A: { type: string, x-w3data-value-type: btc-address } } }\n`
    await expect(generateFrom(yaml)).rejects.toThrow('unknown value type btc-address')
  })

  it('rejects a first page index other than 0 or 1', async () => {
    const yaml = `${header}paths:
  /a:
    get:
      operationId: getA
      x-w3data-paging: { first-page: 2, limit: limit, items: result }
      responses: { '200': { description: ok } }
`
    await expect(generateFrom(yaml)).rejects.toThrow('getA: the first page index must be 0 or 1')
  })

  it('rejects a union member with neither a tag value nor x-w3data-match', async () => {
    const yaml = `${header}paths: {}
components:
  schemas:
    U: { oneOf: [{ $ref: '#/components/schemas/M' }], discriminator: { propertyName: type } }
    M: { type: object, properties: { a: { type: string } } }
`
    await expect(generateFrom(yaml)).rejects.toThrow('U: member M has neither a tag value nor x-w3data-match')
  })

  it('rejects two operations with one operationId', async () => {
    const yaml = `${header}paths:
  /a: { get: { operationId: same, responses: { '200': { description: ok } } } }
  /b: { get: { operationId: same, responses: { '200': { description: ok } } } }
`
    await expect(generateFrom(yaml)).rejects.toThrow('duplicate operationId: same')
  })
})
