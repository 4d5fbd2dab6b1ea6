import type { ReferenceFacts } from '../../generator/drift/facts'
import { FACTS_ROOT, readFacts } from '../../generator/drift/readReference'

/**
 * The facts of the provider's published OpenAPI documents (reference/, committed), read as the
 * oracle of the wire: paths, methods, which parameters are required and in what order.
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
  /** The JSON body schema: its required properties, or the whole body when it is not an object. */
  body?: Json
  /** What the schemas' `$ref`s point into. */
  document: Json
}

/** The APIs the provider publishes an OpenAPI document for (Auth and Solana have a facts sheet). */
const OPENAPI_APIS = ['evm', 'aptos', 'streams']

const loaded = new Map<string, Map<string, ReferenceOperation>>()

/** The reference's operation of `api` whose operationId is `id` (first letter's case aside). */
export function referenceOperation(api: string, id: string): ReferenceOperation | undefined {
  return operationsOf(api)?.get(id.toLowerCase())
}

/** Whether the provider publishes a document for this API. */
export function hasReferenceDocument(api: string): boolean {
  return OPENAPI_APIS.includes(api)
}

function operationsOf(api: string): Map<string, ReferenceOperation> | undefined {
  if (!hasReferenceDocument(api)) return undefined
  let operations = loaded.get(api)
  if (!operations) {
    operations = index(readFacts(FACTS_ROOT, api))
    loaded.set(api, operations)
  }
  return operations
}

function index(facts: ReferenceFacts): Map<string, ReferenceOperation> {
  const document = facts as unknown as Json
  const operations = new Map<string, ReferenceOperation>()
  for (const operation of facts.operations) {
    const inBody = operation.params.filter((param) => param.in === 'body')
    const wholeBody = inBody.find((param) => param.name === '<body>')
    const body = wholeBody
      ? wholeBody.schema
      : inBody.length > 0
        ? {
            type: 'object',
            properties: Object.fromEntries(inBody.map((param) => [param.name, param.schema ?? {}])),
            required: inBody.filter((param) => param.required).map((param) => param.name),
          }
        : undefined
    operations.set(operation.id.toLowerCase(), {
      method: operation.method,
      path: operation.path,
      parameters: operation.params
        .filter((param) => param.in === 'path' || param.in === 'query')
        .map((param) => ({
          name: param.name,
          in: param.in as 'path' | 'query',
          required: param.required || param.in === 'path',
          schema: resolveRef(document, param.schema ?? {}),
        })),
      ...(body ? { body: resolveRef(document, body) } : {}),
      document,
    })
  }
  return operations
}

/** Follows `$ref: '#/…'` pointers into the facts' named schemas. */
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
