/**
 * The spec documents' local `$ref`s (`#/components/schemas/Name`, `#/components/parameters/name`):
 * the generator's one resolver. It reads spec/ before any catalogue exists and may import only
 * runtime/contract/, so it cannot use the catalogue toolkit (runtime/catalogue/resolve.ts).
 */
import { isJson, type Json, jsonOr } from './json'
import type { SpecDocument } from './specDocument'

const LOCAL = /^#\/components\/(schemas|parameters)\/([^/]+)$/
const SCHEMA_PREFIX = '#/components/schemas/'

/** The component a local `$ref` names, or undefined when it names none. */
export function refTarget(document: SpecDocument, ref: string): Json | undefined {
  const [, section, name] = LOCAL.exec(ref) ?? []
  if ((section !== 'schemas' && section !== 'parameters') || !name) return undefined
  const target = document.components[section][name]
  return isJson(target) ? target : undefined
}

/** `node` with its `$ref` chain followed; `{}` where a reference names nothing (checkReferences says so). */
export function followRefs(document: SpecDocument, node: unknown): Json {
  let current = jsonOr(node)
  for (let hops = 0; typeof current.$ref === 'string' && hops < 16; hops++)
    current = refTarget(document, current.$ref) ?? {}
  return current
}

/** The schema a `$ref` names (`#/components/schemas/Block` → `Block`); any other reference throws. */
export function schemaRefName(ref: string): string {
  if (!ref.startsWith(SCHEMA_PREFIX)) throw new Error(`only local schema references are supported: ${ref}`)
  return ref.slice(SCHEMA_PREFIX.length)
}

/** The schema a local `$ref` names (`#/components/schemas/Block` → `Block`), or undefined. */
export function schemaNameOf(ref: string): string | undefined {
  const [, section, name] = LOCAL.exec(ref) ?? []
  return section === 'schemas' ? name : undefined
}

/** The parameter a `$ref` names (`#/components/parameters/chain` → `chain`), or undefined. */
export function parameterRefName(ref: string): string | undefined {
  const [, section, name] = LOCAL.exec(ref) ?? []
  return section === 'parameters' ? name : undefined
}
