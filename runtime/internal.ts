// The runtime's internal index: what generated/ imports. The public index, plus the building
// blocks of the generated code (operation definitions, parameter schemas, response mapping, the
// client core), which reach users only through what the generated code makes of them.

// Not in the public index: a package entry that imports that index would otherwise reach the
// toolkit's files, and esbuild would put them in the chunk every entry loads (w3data/catalogue
// exports it).
export * from './catalogue/index'
export { parseRetryAfter, sleep } from './http/retry'
export { send } from './http/send'
export * from './index'
export * from './internalClient'
export { bindOperation } from './operation/bindOperation'
export type { Bound } from './operation/boundTypes'
export {
  defineOperation,
  definePagedOperation,
  type Operation,
  type PagedOperation,
} from './operation/define'
export type { CompiledOperation } from './operation/descriptor'
export {
  type BoundDispatch,
  type Dispatch,
  type DispatchParams,
  type DispatchResult,
  type DispatchTable,
  defineDispatch,
  networkTypeChecker,
} from './operation/dispatch'
export { KECCAK } from './operation/evmAddressParams'
export { baseUrl, type CallResult, execute, withDefaultNetwork } from './operation/execute'
export { numberishSchema, oneOrManyKeptSchema, oneOrManySchema } from './operation/inputForms'
export { fields, mapFields } from './operation/mapFields'
export { keepUnknownWire, type Missing, mapList } from './operation/mapperHelpers'
export { parseParams } from './operation/parseParams'
export { resolveUnion } from './operation/resolveUnion'
export { BASE58 } from './operation/solAddressParams'
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
  evmNativeSchema,
  solAddressSchema,
  solNativeSchema,
  solNetworkSchema,
  streamSelectorSchema,
} from './operation/valueTypes'
export { keccak256 } from './values/evm/keccak'
export { decodeBase58 } from './values/solana/base58'
