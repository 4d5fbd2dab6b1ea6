import type { SchemaModel, TypeModel } from './ir'

/**
 * The named schemas reached from `roots` through references, list items, properties and union
 * members; a type `enter` refuses is not walked into.
 */
export function reachSchemas(
  roots: readonly TypeModel[],
  schemaOf: (name: string) => SchemaModel | undefined,
  enter: (type: TypeModel) => boolean = () => true,
): Set<string> {
  const found = new Set<string>()
  const visit = (type: TypeModel): void => {
    if (!enter(type)) return
    if (type.kind === 'ref') {
      if (found.has(type.name)) return
      found.add(type.name)
      const schema = schemaOf(type.name)
      if (schema) visit(schema.type)
    } else if (type.kind === 'array') visit(type.items)
    else if (type.kind === 'object') for (const property of type.properties) visit(property.type)
    else if (type.kind === 'union')
      for (const member of type.members) visit({ kind: 'ref', name: member.schema })
  }
  for (const root of roots) visit(root)
  return found
}
