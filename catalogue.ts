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
  highlight,
  queryWords,
  type SearchHit,
  sdkName,
  searchOperations,
  type TextPart,
} from './runtime/index'
