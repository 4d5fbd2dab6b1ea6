import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The provider's published OpenAPI documents (../shared/reference, beside the repository), read
 * as the oracle of the wire: paths, methods, which parameters are required and in what order.
 */

type Json = Record<string, unknown>

export interface ReferenceParameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: Json
}

export interface ReferenceOperation {
  method: string
  path: string
  parameters: ReferenceParameter[]
  /** The JSON body schema, `$ref`s resolved at the top. */
  body?: Json
  document: Json
}

const FILES: Record<string, string> = {
  evm: 'evm-2.2.json',
  aptos: 'aptos.json',
  streams: 'streams.json',
}

export const REFERENCE_DIR = resolve(import.meta.dirname, '../../../shared/reference/openapi')
export const hasReferences = existsSync(REFERENCE_DIR)

const loaded = new Map<string, Map<string, ReferenceOperation>>()

/** The reference's operation of `api` whose operationId is `id` (first letter's case aside). */
export function referenceOperation(api: string, id: string): ReferenceOperation | undefined {
  return operationsOf(api)?.get(id.toLowerCase())
}

/** Whether the provider publishes a document for this API. */
export function hasReferenceDocument(api: string): boolean {
  return hasReferences && api in FILES
}

function operationsOf(api: string): Map<string, ReferenceOperation> | undefined {
  const file = FILES[api]
  if (!file || !hasReferences) return undefined
  let operations = loaded.get(api)
  if (!operations) {
    operations = index(JSON.parse(readFileSync(resolve(REFERENCE_DIR, file), 'utf8')) as Json)
    loaded.set(api, operations)
  }
  return operations
}

function index(document: Json): Map<string, ReferenceOperation> {
  const operations = new Map<string, ReferenceOperation>()
  for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as Json
      if (typeof operation.operationId !== 'string') continue
      const parameters = ((operation.parameters as Json[] | undefined) ?? []).map((parameter) =>
        resolveRef(document, parameter),
      )
      const content = (operation.requestBody as Json | undefined)?.content as Json | undefined
      const body = (content?.['application/json'] as Json | undefined)?.schema as Json | undefined
      operations.set(operation.operationId.toLowerCase(), {
        method: method.toUpperCase(),
        path,
        parameters: parameters.map((parameter) => ({
          name: String(parameter.name),
          in: parameter.in as 'path' | 'query',
          required: parameter.required === true || parameter.in === 'path',
          schema: resolveRef(document, (parameter.schema as Json | undefined) ?? {}),
        })),
        ...(body ? { body: resolveRef(document, body) } : {}),
        document,
      })
    }
  }
  return operations
}

/** Follows `$ref: '#/…'` pointers of one document. */
export function resolveRef(document: Json, node: Json): Json {
  let current = node
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    const target = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document)
    current = (target as Json | undefined) ?? {}
  }
  return current
}
