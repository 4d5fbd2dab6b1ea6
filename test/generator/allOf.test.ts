import { describe, expect, it } from 'vitest'
import { catalogues } from 'w3data/catalogue'
import { generate } from '../../generator/generate'
import { problemsOf, writeCatalogue } from '../support/catalogueFiles'

const index = `openapi: 3.1.0
info: { title: Chain, version: '1' }
x-w3data-api: chain
x-w3data-base-url: https://chain.test
paths:
  /chain/stats:
    get:
      operationId: getChainStats
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/statsModel' }
`

const base = `    basicModel:
      type: object
      required: [id]
      properties:
        id: { type: string, description: The id }
        name: { type: string }
`

/** The generated files of a catalogue whose `statsModel` is written as `schema`. */
async function generatedWith(schema: string): Promise<Map<string, string>> {
  return generate(
    writeCatalogue({
      'evm/index.yaml': `${index}components:\n  schemas:\n${base}    statsModel:\n${schema}`,
    }),
  )
}

describe('allOf: a schema that extends another', () => {
  it('generates what the same schema flattened by hand generates', async () => {
    const extended = await generatedWith(`      type: object
      description: Counts of the chain
      allOf:
        - $ref: '#/components/schemas/basicModel'
      required: [total]
      properties:
        total: { type: integer }
`)
    const flattened = await generatedWith(`      type: object
      description: Counts of the chain
      required: [id, total]
      properties:
        id: { type: string, description: The id }
        name: { type: string }
        total: { type: integer }
`)
    expect(extended.get('chain/models.gen.ts')).toContain('  id: string\n')
    expect([...extended]).toEqual([...flattened])
  })

  it('merges members in order, inline ones too, and a base that extends another', async () => {
    const files = await generatedWith(`      allOf:
        - $ref: '#/components/schemas/namedModel'
        - type: object
          properties:
            blocks: { type: integer }
      properties:
        total: { type: integer }
    namedModel:
      allOf:
        - $ref: '#/components/schemas/basicModel'
      properties:
        label: { type: string }
`)
    const model = files.get('chain/models.gen.ts') ?? ''
    const interfaceText = model.slice(model.indexOf('export interface StatsModel'))
    const fields = ['id', 'name', 'label', 'blocks', 'total'].map((name) =>
      interfaceText.indexOf(`  ${name}`),
    )
    expect(fields.every((at) => at > 0)).toBe(true)
    expect([...fields].sort((a, b) => a - b)).toEqual(fields)
  })

  it('refuses a member that is not an object schema, a property given twice, and a cycle', async () => {
    const problems = await problemsOf({
      'evm/index.yaml': `${index}components:
  schemas:
${base}    statsModel:
      allOf:
        - type: string
        - $ref: '#/components/schemas/basicModel'
      properties:
        id: { type: string }
    loopModel:
      allOf:
        - $ref: '#/components/schemas/loopModel'
`,
    })
    const text = problems.join('\n')
    expect(text).toContain('allOf: each member must be an object schema or a $ref to one')
    expect(text).toContain('allOf: property id is defined by two members')
    expect(text).toContain('allOf: loopModel extends itself')
  })

  it('reads the catalogue entities the provider writes with allOf, their base fields first', () => {
    const evm = catalogues.find((catalogue) => catalogue.api === 'evm')!
    const schema = evm.schemas.entityModelWithAddress as { properties: Record<string, unknown> }
    expect(Object.keys(schema.properties)).toEqual([
      'name',
      'id',
      'logo',
      'bio',
      'description',
      'website',
      'twitter',
      'type',
      'addresses',
    ])
  })
})
