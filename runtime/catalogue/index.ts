// The catalogue toolkit, whole: what a reader of the operation catalogue needs beside the data
// (its types, `$ref` resolution, SDK names, examples, JSON Schemas, search and "did you mean").
// `w3data/catalogue` exports it, and the runtime's internal index with it (see internal.ts).

export { sdkName } from '../contract/names'
export { nearestName } from '../contract/nearest'
export { VALUE_TYPES, type ValueTypeEntry } from '../contract/valueTypes'
export { exampleOf } from './examples'
export {
  type JsonSchema,
  type JsonSchemaOptions,
  type SchemaNames,
  type SchemaUse,
  toJsonSchema,
} from './jsonSchema'
export {
  exampleParameters,
  operationParameters,
  parametersJsonSchema,
  resultJsonSchema,
} from './operationSchemas'
export { pagingName, pagingParameters } from './paging'
export {
  propertyName,
  type ResolvedComponent,
  refName,
  resolveComponent,
  resolveSchema,
  toSdkShape,
} from './resolve'
export { highlight, queryWords, type SearchHit, searchOperations, type TextPart } from './search'
export type {
  ApiCatalogue,
  CostEntry,
  HttpMethod,
  NetworkEntry,
  OperationEffect,
  OperationEntry,
  PagingEntry,
  PagingField,
  PagingStyle,
  ParameterEntry,
  PlotEntry,
  SchemaObject,
  SdkEntry,
  ValueType,
} from './types'
