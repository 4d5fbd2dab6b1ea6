/**
 * Request schemas (parameters, body properties) as the reference facts keep them: only the keys
 * that say what a value may be, no prose. A component schema is kept once, in the facts' `schemas`,
 * and pointed at as `#/schemas/<Name>`. The wire tests choose their samples from these.
 */
import { type Json, resolve } from './schemaWalk'

const VALUE_KEYS = ['type', 'format', 'enum', 'default', 'minimum', 'maximum', 'nullable', 'required']
const LIST_KEYS = ['oneOf', 'anyOf', 'allOf']
const COMPONENT = /^#\/components\/schemas\/([^/]+)$/

/** A pruner for `document` that puts the component schemas it meets into `named`. */
export function schemaPruner(document: Json, named: Json): (node: unknown) => Json {
  const prune = (node: unknown): Json => {
    const reference = (node as Json | undefined)?.['$ref']
    const component = typeof reference === 'string' ? COMPONENT.exec(reference)?.[1] : undefined
    if (component) {
      if (!(component in named)) {
        named[component] = {}
        named[component] = prune(resolve(document, node))
      }
      return { $ref: `#/schemas/${component}` }
    }
    const schema = resolve(document, node) ?? {}
    const kept: Json = {}
    for (const key of VALUE_KEYS) if (schema[key] !== undefined) kept[key] = schema[key]
    // An example is kept only as a single value: what a sample for the wire can copy.
    if (['string', 'number', 'boolean'].includes(typeof schema['example']))
      kept['example'] = schema['example']
    for (const key of LIST_KEYS) {
      const members = schema[key]
      if (Array.isArray(members)) kept[key] = members.map(prune)
    }
    if (schema['items'] !== undefined) kept['items'] = prune(schema['items'])
    const properties = schema['properties'] as Json | undefined
    if (properties) {
      kept['properties'] = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, prune(property)]),
      )
    }
    return kept
  }
  return prune
}
