// A new reader of the operation catalogue, written as a tool's author would: everything it shows
// comes from `w3data/catalogue`, so adding it takes this one file and nothing else.
import {
  type ApiCatalogue,
  catalogues,
  exampleParameters,
  type OperationEntry,
  operationParameters,
  pagingName,
  pagingParameters,
  propertyName,
  resolveSchema,
  type SchemaObject,
} from 'w3data/catalogue'

export interface OperationView {
  api: string
  id: string
  /** Every parameter the call takes, by SDK name, the network parameter included. */
  params: string[]
  /** The parameters that choose the page (cursor, offset or start), by SDK name. */
  pageParams: string[]
  /** The 200 answer's schema, `$ref`s followed. */
  response: SchemaObject
  /** The SDK names of the answer's fields (a union's: its members'). */
  fields: string[]
  /** The SDK names of one item's fields: a page's item, a list answer's item; else none. */
  itemFields: string[]
  /** Paged: the SDK names of the answer's item list, and of the item field a next start follows. */
  items?: string
  position?: string
  /** Arguments the call accepts: an example of every required parameter. */
  example: Record<string, unknown>
}

/** Every operation of every API, in catalogue order. */
export function listOperations(): OperationView[] {
  return catalogues.flatMap((catalogue) =>
    catalogue.operations.map((operation) => viewOf(catalogue, operation)),
  )
}

function viewOf(catalogue: ApiCatalogue, operation: OperationEntry): OperationView {
  const resolve = (schema: SchemaObject | undefined) => resolveSchema(schema ?? {}, catalogue.schemas)
  // A union's fields are its members'.
  const fieldsOf = (schema: SchemaObject): string[] =>
    schema.oneOf
      ? [...new Set(schema.oneOf.flatMap((member) => fieldsOf(resolve(member))))]
      : Object.entries(schema.properties ?? {}).map(([wireName, property]) =>
          propertyName(wireName, property),
        )
  const { paging } = operation
  const response = resolve(operation.response)
  const list = paging?.items ? resolve(response.properties?.[paging.items]) : response
  const items = paging && pagingName(paging, 'items')
  const position = paging && pagingName(paging, 'position')
  return {
    api: catalogue.api,
    id: operation.id,
    params: operationParameters(operation, catalogue).map((param) => param.name),
    pageParams: pagingParameters(operation),
    response,
    fields: fieldsOf(response),
    itemFields: list.items ? fieldsOf(resolve(list.items)) : [],
    ...(items === undefined ? {} : { items }),
    ...(position === undefined ? {} : { position }),
    example: exampleParameters(operation, catalogue),
  }
}
