/** Reads an OpenAPI document (a reference, or the merged catalogue) into operation entries. */
import { enumOf, type Json, resolve, responseFields, type SiteOf, typeName } from './schemaWalk'
import type { FieldEntry, OperationEntry, ParamEntry, Place } from './shape'

/** The HTTP methods a path item may hold, in the order operations are read. */
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']
/** The success body: 200, else 201, else `default` (Solana declares some answers only there). */
const SUCCESS = ['200', '201', '202', 'default']

const noSites: SiteOf = () => undefined

/** `schemaOf`: keeps each parameter's schema, as this gives it (`ParamEntry.schema`): the reference facts. */
export interface ReadOptions {
  schemaOf?: (node: unknown) => Json
}

export function readOpenApi(
  document: Json,
  siteOf: SiteOf = noSites,
  options: ReadOptions = {},
): OperationEntry[] {
  const makeEntry: MakeEntry = (name, place, required, schemaNode) => ({
    ...paramEntry(document, name, place, required, schemaNode),
    ...(options.schemaOf ? { schema: options.schemaOf(schemaNode) } : {}),
  })
  const operations: OperationEntry[] = []
  for (const [path, item] of Object.entries((document['paths'] ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined
      if (!operation) continue
      const site = siteOf(operation)
      const body = successBody(document, operation)
      operations.push({
        id: String(operation['operationId']),
        method: method.toUpperCase(),
        path,
        params: [
          ...parameters(
            document,
            [...asList(item['parameters']), ...asList(operation['parameters'])],
            siteOf,
            makeEntry,
          ),
          ...bodyParameters(document, operation, siteOf, makeEntry),
        ],
        ...(body === undefined ? { fields: [] } : { fields: bodyFields(document, body, siteOf) }),
        ...(site ? { site } : {}),
      })
    }
  }
  return operations
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

type MakeEntry = (name: string, place: Place, required: boolean, schemaNode: unknown) => ParamEntry

function parameters(document: Json, list: unknown[], siteOf: SiteOf, makeEntry: MakeEntry): ParamEntry[] {
  const byKey = new Map<string, ParamEntry>()
  for (const raw of list) {
    const param = resolve(document, raw) ?? {}
    const site = siteOf(param, raw)
    const entry = makeEntry(
      String(param['name']),
      param['in'] as Place,
      param['required'] === true,
      param['schema'],
    )
    // An operation's own parameter replaces the path item's one of the same name and place.
    byKey.set(`${entry.in} ${entry.name}`, site ? { ...entry, site } : entry)
  }
  return [...byKey.values()]
}

/** The top-level properties of a JSON body are parameters `in: body`; any other body is `<body>`. */
function bodyParameters(document: Json, operation: Json, siteOf: SiteOf, makeEntry: MakeEntry): ParamEntry[] {
  const requestBody = resolve(document, operation['requestBody'])
  const media = (requestBody?.['content'] as Record<string, Json> | undefined)?.['application/json']
  if (!media) return []
  const schema = resolve(document, media['schema'])
  const properties = schema?.['properties'] as Json | undefined
  if (!schema || !properties) {
    const entry = makeEntry('<body>', 'body', requestBody?.['required'] === true, media['schema'])
    const site = siteOf(media['schema'], schema)
    return [site ? { ...entry, site } : entry]
  }
  const required = new Set(asList(schema['required']).map(String))
  return Object.keys(properties).map((name) => {
    const property = properties[name] as Json
    const entry = makeEntry(name, 'body', required.has(name), property)
    const site = siteOf(property, resolve(document, property))
    return site ? { ...entry, site } : entry
  })
}

export function paramEntry(
  document: Json,
  name: string,
  place: Place,
  required: boolean,
  schemaNode: unknown,
): ParamEntry {
  const schema = resolve(document, schemaNode)
  const values = enumOf(document, schemaNode)
  // An empty default ('' or []) carries no value: the catalogue leaves those out (spec/*/index.yaml).
  const fallback = isEmpty(schema?.['default']) ? undefined : schema?.['default']
  return {
    name,
    in: place,
    required,
    type: typeName(document, schemaNode),
    ...(values ? { enum: values } : {}),
    ...(fallback !== undefined ? { default: JSON.stringify(fallback) } : {}),
  }
}

function successBody(document: Json, operation: Json): unknown {
  const responses = (operation['responses'] ?? {}) as Record<string, unknown>
  for (const code of SUCCESS) {
    const media = (resolve(document, responses[code])?.['content'] as Record<string, Json> | undefined)?.[
      'application/json'
    ]
    if (media?.['schema']) return media['schema']
  }
  return undefined
}

function bodyFields(document: Json, body: unknown, siteOf: SiteOf): FieldEntry[] {
  const site = siteOf(body, resolve(document, body))
  return [
    { path: '', type: typeName(document, body), ...(site ? { site } : {}) },
    ...responseFields(document, body, siteOf),
  ]
}

function isEmpty(value: unknown): boolean {
  return value === '' || (Array.isArray(value) && value.length === 0)
}
