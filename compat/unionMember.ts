import { propertyName, resolveSchema, type SchemaObject } from '../entries/catalogue'

type Schemas = Readonly<Record<string, SchemaObject>>

/**
 * The member of a `oneOf` schema that `value` is, as the core's mappers resolve it: the member
 * its tag maps to, else the first whose `x-w3data-match` keys it all has; undefined when none
 * is. `named` reads the keys by their names in `value`: the body's wire names, or (`camelCase`)
 * the names of the core's answer.
 */
export function unionMember(
  union: SchemaObject,
  value: Record<string, unknown>,
  schemas: Schemas,
  named: 'wire' | 'camelCase',
): SchemaObject | undefined {
  const members = (union.oneOf ?? []).map((member) => ({ member, resolved: resolveSchema(member, schemas) }))
  const key = (wireName: string, resolved: SchemaObject) =>
    named === 'wire' ? wireName : propertyName(wireName, resolved.properties?.[wireName] ?? {})
  const tagName = union.discriminator?.propertyName
  const mapping = Object.entries(union.discriminator?.mapping ?? {})
  const tagged = members.find(
    ({ member, resolved }) =>
      tagName !== undefined &&
      mapping.some(([tag, ref]) => ref === member.$ref && value[key(tagName, resolved)] === tag),
  )
  const matched = members.find(({ resolved }) =>
    resolved['x-w3data-match']?.every((wireName) => key(wireName, resolved) in value),
  )
  return (tagged ?? matched)?.member
}
