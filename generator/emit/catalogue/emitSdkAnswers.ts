import { sdkName } from '../../../runtime/contract/names'
import type { ValueType } from '../../../runtime/contract/valueTypes'
import type { ApiModel, OperationModel, SchemaModel, TypeModel } from '../../model/ir'
import { wireType } from '../models/wireType'

/** Where the value types sit in an answer: a value type, or the fields (camelCase) that hold some. */
type ValueTree = ValueType | { readonly [name: string]: ValueTree }

/**
 * The `SdkAnswers` type of sdk.gen.ts: per API and SDK operation, what `w3data/compat` needs to type
 * its answer. `raw` is the body's wire type; `values` the tree of fields the catalogue gives a value
 * type (`x-w3data-value-type`), which compat's result wraps; `items` the paged list's name.
 * Types only: nothing of it reaches a bundle.
 */
export function emitSdkAnswers(models: readonly ApiModel[]): { imports: string[]; statements: string[] } {
  const wire = (api: string) => `${api[0]?.toUpperCase()}${api.slice(1)}Wire`
  const offered = models.filter((model) => model.operations.some((operation) => operation.sdk))
  if (offered.length === 0) return { imports: [], statements: [] }
  const apis = offered.map((model) => {
    const schemas = new Map(model.schemas.map((schema) => [schema.name, schema]))
    const operations = model.operations
      .filter((operation) => operation.sdk)
      .map((operation) => `${operation.id}: ${answerType(operation, schemas, wire(model.api))}`)
    return `${model.api}: {\n${operations.join('\n')}\n}`
  })
  return {
    imports: offered.map((model) => `import type * as ${wire(model.api)} from './${model.api}/wire.gen'`),
    statements: [
      `/** API → SDK operation → its answer's wire type, value types by field, and paged list: w3data/compat's types. */
export interface SdkAnswers {
${apis.join('\n')}
}`,
    ],
  }
}

function answerType(
  operation: OperationModel,
  schemas: ReadonlyMap<string, SchemaModel>,
  wire: string,
): string {
  const raw = operation.responseWire
    ? wireType(operation.responseWire).replace(/\b(components|operations)\[/g, `${wire}.$1[`)
    : 'unknown'
  const values = operation.response && valueTree(operation.response, schemas, new Set())
  const items = operation.paging?.items
  return `{ raw: ${raw}; values: ${JSON.stringify(values ?? {})}${items ? `; items: ${JSON.stringify(sdkName(items))}` : ''} }`
}

/**
 * The value types inside `type`, as compat's `withValueTypes` wraps them: through objects, lists
 * and each union member (compat resolves the member as the core does), not into data maps. A
 * schema inside itself is not entered again.
 */
function valueTree(
  type: TypeModel,
  schemas: ReadonlyMap<string, SchemaModel>,
  entered: ReadonlySet<string>,
): ValueTree | undefined {
  switch (type.kind) {
    case 'string':
      return type.valueType
    case 'array':
      return valueTree(type.items, schemas, entered)
    case 'ref': {
      const schema = schemas.get(type.name)
      if (!schema || entered.has(type.name)) return undefined
      return valueTree(schema.type, schemas, new Set([...entered, type.name]))
    }
    case 'object': {
      const fields = type.properties.flatMap((property) => {
        const tree = valueTree(property.type, schemas, entered)
        return tree === undefined ? [] : [[property.name, tree] as const]
      })
      return fields.length > 0 ? Object.fromEntries(fields) : undefined
    }
    case 'union':
      return unionTree(
        type.members.map((member) => {
          const schema = schemas.get(member.schema)
          return {
            tree: valueTree({ kind: 'ref', name: member.schema }, schemas, entered),
            fields: new Set(schema?.type.kind === 'object' ? schema.type.properties.map((p) => p.name) : []),
          }
        }),
      )
    default:
      return undefined
  }
}

/**
 * A union's tree: the fields its members type alike. A field that one member types and another
 * has plain, or types otherwise, is left out, so its type stays the text sent.
 */
function unionTree(
  members: readonly { tree: ValueTree | undefined; fields: ReadonlySet<string> }[],
): ValueTree | undefined {
  const fieldsOf = (tree: ValueTree | undefined) => (typeof tree === 'object' ? tree : {})
  const names = new Set(members.flatMap(({ tree }) => Object.keys(fieldsOf(tree))))
  const fields = [...names].flatMap((name) => {
    const having = members.filter(({ fields }) => fields.has(name))
    const [first, ...others] = having.map(({ tree }) => JSON.stringify(fieldsOf(tree)[name]))
    if (first === undefined || others.some((other) => other !== first)) return []
    return [[name, fieldsOf(having[0]?.tree)[name] as ValueTree] as const]
  })
  return fields.length > 0 ? Object.fromEntries(fields) : undefined
}
