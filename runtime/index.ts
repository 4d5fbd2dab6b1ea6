// The runtime's public index: what the generated code and the package entries may import.

export * from './bignumber/index'
export { exampleOf } from './catalogue/examples'
export {
  type JsonSchema,
  type JsonSchemaOptions,
  type SchemaNames,
  type SchemaUse,
  toJsonSchema,
} from './catalogue/jsonSchema'
export { nearestName } from './catalogue/nearest'
export {
  exampleParameters,
  operationParameters,
  parametersJsonSchema,
  resultJsonSchema,
} from './catalogue/operationSchemas'
export { propertyName, resolveSchema, toSdkShape } from './catalogue/resolve'
export { highlight, queryWords, type SearchHit, searchOperations, type TextPart } from './catalogue/search'
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
} from './catalogue/types'
export { type ClientSetup, type Core, createCore } from './client/Core'
export { getDefaultInstance, isStarted, setDefaultInstance, startDefault, stop } from './client/defaultClient'
export type {
  BaseUrls,
  CallOptions,
  ClientOptions,
  NormalizedOptions,
  ResolvedBaseUrls,
} from './client/options'
export * from './errors/index'
export { SDK_NAME, SDK_VERSION, serializeQuery } from './http/index'
export { createLogger, LOG_LEVELS, type Logger, type LogLevel, type LogSink } from './logger/index'
export {
  isRecord,
  keepUnknown,
  keepUnknownWire,
  mapList,
  resolveUnion,
  type UnknownMember,
} from './mapping/index'
export { type BoundOperation, type BoundPagedOperation, bindOperation } from './operation/bind'
export type { Bound } from './operation/bound'
export {
  defineOperation,
  definePagedOperation,
  type Operation,
  type PagedOperation,
} from './operation/define'
export { lazyApi } from './operation/lazyApi'
export { type IterateOptions, iteratePages } from './paging/iterate'
export { DEFAULT_PAGE_LIMIT, Page, sdkName } from './paging/Page'
export { assertLittleEndian, isLittleEndian } from './platform/endianness'
export {
  type BlockNumberish,
  type Numberish,
  numberishSchema,
  type OneOrMany,
  oneOrManyKeptSchema,
  oneOrManySchema,
} from './validation/lenient'
export {
  aptosAddressSchema,
  aptosNativeSchema,
  aptosNetworkSchema,
  bigNumberSchema,
  dateSchema,
  evmAddressQuerySchema,
  evmAddressSchema,
  evmChainDecimalSchema,
  evmChainSchema,
  normalizeStreamSelector,
  solAddressSchema,
  solNetworkSchema,
  streamSelectorSchema,
  valueSchema,
} from './validation/valueTypes'
export * from './values/index'
