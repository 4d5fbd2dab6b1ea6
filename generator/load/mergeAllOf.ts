// `allOf` read as the one object schema it describes: the members' properties in order, then the
// schema's own beside `allOf` (as the provider's documents write an extension), their `required`
// lists joined, and the schema's other keys (description, extensions) kept. Done once after loading, so that the model, the wire types, the
// catalogue and the mock all read plain object schemas, as they would from a catalogue that
// flattened them by hand.
import { isJson, type Json } from './json'
import type { DocumentPath } from './sourceMap'
import type { Report, SpecDocument } from './specDocument'
import { schemaNameOf } from './specRef'

/** Replaces every `allOf` in the document by its merged object schema; a member that cannot merge is reported. */
export function mergeAllOf(document: SpecDocument, report: Report): void {
  const schemas = document.components.schemas
  const merging = new Set<string>()
  /** A component's schema with its own `allOf` merged first (a base may extend another). */
  const component = (name: string, path: DocumentPath): Json | undefined => {
    const schema = schemas[name]
    if (!isJson(schema)) return undefined
    if (merging.has(name)) {
      report(path, `allOf: ${name} extends itself`, 'a chain of allOf references must end')
      return undefined
    }
    merging.add(name)
    visit(schema, ['components', 'schemas', name])
    merging.delete(name)
    return schema
  }
  const visit = (node: unknown, path: DocumentPath): void => {
    if (Array.isArray(node)) for (const [index, item] of node.entries()) visit(item, [...path, index])
    if (!isJson(node)) return
    if (Array.isArray(node.allOf)) merge(node, node.allOf, path, component, report)
    for (const [key, value] of Object.entries(node)) visit(value, [...path, key])
  }
  visit(document.paths, ['paths'])
  for (const name of Object.keys(schemas)) component(name, ['components', 'schemas', name])
}

function merge(
  schema: Json,
  allOf: readonly unknown[],
  path: DocumentPath,
  component: (name: string, path: DocumentPath) => Json | undefined,
  report: Report,
): void {
  const { allOf: _members, properties: ownProperties, required: ownRequired, ...own } = schema
  const members = [...allOf, { properties: ownProperties ?? {}, required: ownRequired ?? [] }]
  const properties: Json = {}
  const required: string[] = []
  for (const [index, member] of members.entries()) {
    const at = index < allOf.length ? [...path, 'allOf', index] : path
    const ref = isJson(member) && typeof member.$ref === 'string' ? member.$ref : undefined
    const name = ref === undefined ? undefined : schemaNameOf(ref)
    const resolved = ref === undefined ? member : name === undefined ? undefined : component(name, at)
    if (!isJson(resolved) || (resolved.type !== undefined && resolved.type !== 'object')) {
      report(
        at,
        'allOf: each member must be an object schema or a $ref to one',
        `got ${JSON.stringify(member)}`,
      )
      continue
    }
    for (const [name, property] of Object.entries(isJson(resolved.properties) ? resolved.properties : {})) {
      if (name in properties) report(at, `allOf: property ${name} is defined by two members`)
      properties[name] = property
    }
    for (const name of Array.isArray(resolved.required) ? resolved.required : [])
      if (typeof name === 'string' && !required.includes(name)) required.push(name)
  }
  for (const key of Object.keys(schema)) delete schema[key]
  Object.assign(schema, { type: 'object', ...own }, required.length > 0 && { required }, { properties })
}
