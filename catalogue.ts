// Package entry `w3data/catalogue`: every operation of every API as plain data (for tools, forms, docs).
export { catalogues } from './generated/catalogue.gen'
export type {
  ApiCatalogue,
  HttpMethod,
  NetworkEntry,
  OperationEntry,
  PagingEntry,
  ParameterEntry,
  PlotEntry,
  SchemaObject,
  ValueType,
} from './runtime/index'
export {
  exampleOf,
  exampleParameters,
  highlight,
  type JsonSchema,
  type JsonSchemaOptions,
  operationParameters,
  parametersJsonSchema,
  propertyName,
  queryWords,
  resolveSchema,
  resultJsonSchema,
  type SchemaNames,
  type SchemaUse,
  type SearchHit,
  sdkName,
  searchOperations,
  type TextPart,
  toJsonSchema,
  toSdkShape,
} from './runtime/index'
