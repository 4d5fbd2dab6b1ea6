// A `oneOf` of named schemas as a union, told apart by a tag value or by `x-w3data-match`.
import { schemaRefName } from '../load/specRef'
import type { TypeModel } from './ir'
import type { Context } from './modelContext'
import { typeName } from './names'
import type { SchemaObject } from './specObjects'

export function unionOf(schema: SchemaObject, name: string, context: Context): TypeModel {
  const discriminator = schema.discriminator
  const byRef = new Map(
    Object.entries(discriminator?.mapping ?? {}).map(([value, ref]) => [schemaRefName(ref), value]),
  )
  const members = (schema.oneOf ?? []).map((member, index) => {
    if (typeof member.$ref !== 'string') throw new Error(`${name}: oneOf member ${index} must be a $ref`)
    const memberName = schemaRefName(member.$ref)
    const target = context.document.components.schemas[memberName]
    if (!target) throw new Error(`${name}: unknown member ${memberName}`)
    const tagValue = byRef.get(memberName)
    const match = target['x-w3data-match']
    if (tagValue === undefined && !match)
      throw new Error(`${name}: member ${memberName} has neither a tag value nor x-w3data-match`)
    return {
      schema: typeName(memberName),
      ...(tagValue !== undefined ? { tagValue } : {}),
      ...(match ? { match } : {}),
    }
  })
  return {
    kind: 'union',
    ...(discriminator?.propertyName ? { tag: discriminator.propertyName } : {}),
    members,
  }
}
