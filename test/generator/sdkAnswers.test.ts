import { expect, it } from 'vitest'
import { emitSdkAnswers } from '../../generator/emit/catalogue/emitSdkAnswers'
import type { ApiModel, SchemaModel, TypeModel } from '../../generator/model/ir'

/**
 * The value types of an answer that sdk.gen.ts gives w3data/compat's types reach into a union's
 * members, as compat reads a union's value as its member: a field the members type alike keeps
 * its type; one a member leaves plain, or types otherwise, stays the text sent.
 */

const text = (valueType?: 'aptos-address' | 'evm-address'): TypeModel => ({
  kind: 'string',
  ...(valueType ? { valueType } : {}),
})
const object = (name: string, fields: Record<string, TypeModel>): SchemaModel => ({
  name,
  type: {
    kind: 'object',
    properties: Object.entries(fields).map(([field, type]) => ({
      wireName: field,
      name: field,
      type,
      required: true,
    })),
  },
})

function valuesOf(schemas: SchemaModel[]): string {
  const model = {
    api: 'ledger',
    schemas,
    operations: [
      {
        id: 'getTransaction',
        sdk: [{ name: 'getTransaction' }],
        response: {
          kind: 'union',
          tag: 'type',
          members: [
            { schema: 'User', tagValue: 'user' },
            { schema: 'Pending', tagValue: 'pending' },
          ],
        },
      },
    ],
  } as unknown as ApiModel
  const [statement] = emitSdkAnswers([model]).statements
  return /values: (.*) \}$/m.exec(statement ?? '')?.[1] ?? ''
}

it("types each union member's marked fields, where the members agree", () => {
  const values = valuesOf([
    object('User', { sender: text('aptos-address'), proposer: text('aptos-address'), hash: text() }),
    object('Pending', { sender: text('aptos-address'), hash: text() }),
  ])
  expect(JSON.parse(values)).toEqual({ sender: 'aptos-address', proposer: 'aptos-address' })
})

it('leaves a field plain where one member leaves it plain or types it otherwise', () => {
  const values = valuesOf([
    object('User', { sender: text('aptos-address'), owner: text('aptos-address') }),
    object('Pending', { sender: text(), owner: text('evm-address') }),
  ])
  expect(JSON.parse(values)).toEqual({})
})
