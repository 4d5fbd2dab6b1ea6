/** The catalogue's side of the drift report: spec/<api> through loadSpec, with its declarations. */
import { loadSpec } from '../load/loadSpec'
import { METHODS, readOpenApi } from './readOpenApi'
import type { Json } from './schemaWalk'
import type { CatalogueEntries, Declaration, Site } from './shape'

export const DIFFERS = 'x-w3data-differs'

export function readCatalogue(specRoot: string, folder: string): CatalogueEntries {
  const document = loadSpec(specRoot, folder).document as unknown as Json
  return catalogueEntries(document, `spec/${folder}`)
}

/** Reads a merged catalogue document (also used on in-memory fixtures). */
export function catalogueEntries(document: Json, label: string): CatalogueEntries {
  const { absent, declared, places } = collectDeclarations(document, label)
  const siteOf = (...nodes: unknown[]): Site | undefined => {
    const withReason = nodes.find((node) => declared.has(node))
    if (withReason) return { where: places.get(withReason)!, declared: declared.get(withReason)! }
    const placed = nodes.find((node) => places.has(node))
    return placed ? { where: places.get(placed)! } : undefined
  }
  return {
    operations: readOpenApi(document, siteOf),
    declarations: [...declared.values(), ...absent.values()],
    absent,
  }
}

/**
 * Every `x-w3data-differs` of the document: a reason string on an operation, parameter, schema or
 * property, and in index.yaml a map `METHOD /path` → reason for reference operations left out.
 */
function collectDeclarations(document: Json, label: string) {
  const declared = new Map<unknown, Declaration>()
  const places = new Map<unknown, string>()
  const absent = new Map<string, Declaration>()
  const top = document[DIFFERS]
  if (top !== undefined) {
    if (typeof top !== 'object' || top === null || Array.isArray(top))
      throw new Error(`${label}/index.yaml: ${DIFFERS} must map 'METHOD /path' to a reason`)
    for (const [key, reason] of Object.entries(top)) {
      if (!/^(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS) \//.test(key))
        throw new Error(`${label}/index.yaml: ${DIFFERS} key '${key}' is not 'METHOD /path'`)
      absent.set(key, { reason: checkReason(reason, `${label}/index.yaml ${DIFFERS} ${key}`), where: key })
    }
  }
  const walk = (node: unknown, segments: string[]): void => {
    if (typeof node !== 'object' || node === null) return
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...segments, String(index)])
      return
    }
    const record = node as Json
    if (segments.length > 0) {
      const where = placeOf(document, segments)
      places.set(node, where)
      if (DIFFERS in record)
        declared.set(node, { reason: checkReason(record[DIFFERS], `${label} ${where}`), where })
    }
    for (const [key, value] of Object.entries(record)) if (key !== DIFFERS) walk(value, [...segments, key])
  }
  walk(document, [])
  return { absent, declared, places }
}

function checkReason(reason: unknown, where: string): string {
  if (typeof reason !== 'string' || reason.trim().length < 10)
    throw new Error(`${where}: ${DIFFERS} must be a reason of at least 10 characters`)
  return reason.trim()
}

/** A readable place: `getWalletNFTs parameter chain`, `schema Nft.token_id`, `getBlock response hash`. */
function placeOf(document: Json, segments: string[]): string {
  const [section, name, third, ...rest] = segments
  if (section === 'components' && name === 'schemas') return `schema ${third}${fieldPath(rest)}`
  if (section === 'components') return `${name?.replace(/s$/, '')} ${third}${fieldPath(rest)}`
  // Anything else (a path item's shared parameters, say) by its plain position.
  if (section !== 'paths' || !name || !third || !METHODS.includes(third)) return segments.join('.')
  const operation = ((document['paths'] as Json)[name] as Json)[third] as Json
  const id = String(operation['operationId'] ?? `${third.toUpperCase()} ${name}`)
  const [part, index, ...inner] = rest
  if (part === undefined) return id
  if (part === 'parameters') {
    const param = (operation['parameters'] as Json[])[Number(index)] ?? {}
    return `${id} parameter ${String(param['name'] ?? param['$ref'])}${fieldPath(inner)}`
  }
  if (part === 'requestBody') return `${id} body${fieldPath(rest)}`
  if (part === 'responses') return `${id} response${fieldPath(rest)}`
  return `${id} ${rest.join('.')}`
}

/** `properties.a.items.properties.b` → `.a[].b`; structural keys in between are left out. */
function fieldPath(segments: string[]): string {
  let path = ''
  for (let index = 0; index < segments.length; index++) {
    if (segments[index] === 'properties' && segments[index + 1] !== undefined) path += `.${segments[++index]}`
    else if (segments[index] === 'items') path += '[]'
  }
  return path
}
