import { describe, expect, it } from 'vitest'
import {
  type ApiCatalogue,
  catalogues,
  exampleParameters,
  type OperationEntry,
  operationParameters,
  parametersJsonSchema,
  resultJsonSchema,
  toJsonSchema,
} from 'w3data/catalogue'

const operations = catalogues.flatMap((catalogue) =>
  catalogue.operations.map((operation) => ({ catalogue, operation })),
)

function find(api: string, id: string): { catalogue: ApiCatalogue; operation: OperationEntry } {
  const found = operations.find((entry) => entry.catalogue.api === api && entry.operation.id === id)
  if (!found) throw new Error(`no ${api}.${id} in the catalogue`)
  return found
}

/** Every object schema met anywhere inside a JSON Schema. */
function objectsIn(schema: unknown): Record<string, unknown>[] {
  if (Array.isArray(schema)) return schema.flatMap(objectsIn)
  if (typeof schema !== 'object' || schema === null) return []
  return [schema as Record<string, unknown>, ...Object.values(schema).flatMap(objectsIn)]
}

describe('operation schemas', () => {
  it('inline every $ref of parameters, and keep no OpenAPI-only keyword', () => {
    for (const { catalogue, operation } of operations) {
      const text = JSON.stringify(parametersJsonSchema(operation, catalogue))
      expect(text, operation.id).not.toMatch(/"\$ref"|"discriminator"|"example"|"x-w3data/)
    }
  })

  it('refer from a result only to components under its own $defs', () => {
    for (const { catalogue, operation } of operations) {
      const schema = resultJsonSchema(operation, catalogue)
      const text = JSON.stringify(schema)
      expect(text, operation.id).not.toMatch(/"discriminator"|"example"|"x-w3data/)
      const defs = (schema.$defs ?? {}) as Record<string, unknown>
      for (const [, name] of text.matchAll(/"\$ref":"([^"]*)"/g)) {
        expect(name, operation.id).toMatch(/^#\/\$defs\//)
        expect(defs[String(name).slice('#/$defs/'.length)], `${operation.id}: ${name}`).toBeDefined()
      }
    }
  })

  it('name parameters and properties as the SDK does', () => {
    const history = find('evm', 'getWalletHistory')
    const params = parametersJsonSchema(history.operation, history.catalogue)
    expect(Object.keys(params.properties as object)).toEqual(expect.arrayContaining(['fromBlock', 'chain']))
    const result = JSON.stringify(resultJsonSchema(history.operation, history.catalogue))
    expect(result).toContain('"transactionIndex"')
    expect(result).not.toContain('"transaction_index"')

    const submit = find('aptos', 'submitTransaction')
    const body = JSON.stringify(parametersJsonSchema(submit.operation, submit.catalogue))
    expect(body).toContain('"sequenceNumber"')
    expect(body).not.toContain('sequence_number')
  })

  it('gives every operation of a networked API its network parameter', () => {
    for (const { catalogue, operation } of operations) {
      if (!catalogue.network) continue
      const properties = parametersJsonSchema(operation, catalogue).properties as object
      expect(Object.keys(properties), operation.id).toContain(catalogue.network.param)
    }
  })

  it('describe results as the library returns them: nothing required, null allowed', () => {
    for (const { catalogue, operation } of operations) {
      for (const object of objectsIn(resultJsonSchema(operation, catalogue))) {
        expect(object.required, operation.id).toBeUndefined()
        const properties = Object.values((object.properties ?? {}) as Record<string, Record<string, unknown>>)
        for (const property of properties) {
          const allowsNull =
            property.type === undefined
              ? !Array.isArray(property.anyOf) || JSON.stringify(property.anyOf).includes('"null"')
              : ([] as unknown[]).concat(property.type).includes('null')
          expect(allowsNull, `${operation.id}: ${JSON.stringify(property).slice(0, 80)}`).toBe(true)
        }
      }
    }
  })

  it("say what a value type accepts of parameters only, not of a result's fields", () => {
    const { catalogue, operation } = find('evm', 'getNativeBalance')
    const params = parametersJsonSchema(operation, catalogue).properties as Record<
      string,
      { description: string }
    >
    expect(params.address?.description).toMatch(/Accepts an EVM address/)
    const result = toJsonSchema(operation.response, catalogue.schemas, { use: 'output' })
    const { balance } = result.properties as Record<string, { description: string }>
    expect(balance?.description).toBe('The balance')
  })

  it('keep the keys of a map that is data', () => {
    const schemas = {
      Table: {
        type: 'object',
        properties: { key_type: { type: 'string' } },
        'x-w3data-data': true,
      },
    }
    const schema = toJsonSchema({ $ref: '#/components/schemas/Table' }, schemas, { use: 'input' })
    expect(Object.keys(schema.properties as object)).toEqual(['key_type'])
  })

  it('keep the wire names of a body returned as sent', () => {
    const schema = {
      type: 'object',
      properties: { gas_used: { type: 'string', 'x-w3data-name': 'gasUsed' } },
    }
    expect(
      Object.keys(toJsonSchema(schema, {}, { use: 'output', names: 'wire' }).properties as object),
    ).toEqual(['gas_used'])
    expect(Object.keys(toJsonSchema(schema, {}, { use: 'output' }).properties as object)).toEqual(['gasUsed'])
  })

  it('stop a schema that contains itself', () => {
    const schemas = {
      Node: {
        type: 'object',
        properties: { next_node: { $ref: '#/components/schemas/Node', 'x-w3data-name': 'nextNode' } },
      },
    }
    const schema = toJsonSchema({ $ref: '#/components/schemas/Node' }, schemas, { use: 'input' })
    expect(schema).toEqual({ type: 'object', properties: { nextNode: {} } })
  })

  it('give example arguments for every required parameter, in SDK names', () => {
    for (const { catalogue, operation } of operations) {
      const example = exampleParameters(operation, catalogue)
      const required = operationParameters(operation, catalogue).filter((param) => param.required)
      expect(Object.keys(example).sort(), operation.id).toEqual(required.map((param) => param.name).sort())
    }
  })
})
