// What the fuzz suites need beyond the package entries: the value types' normalisers and constants,
// the query serialiser, the body parser and the field-table mapper, which no entry exports. This is the one file that
// reaches into the runtime.
export { parseJson } from '../../runtime/http/parseJson'
export { serializeQuery } from '../../runtime/http/query'
export { type FieldMapper, fields, mapFields } from '../../runtime/operation/mapFields'
export { keepUnknown, mapList } from '../../runtime/operation/mapperHelpers'
export { lowercaseEvmAddress, normalizeEvmAddress } from '../../runtime/values/evm/EvmAddress'
export { evmChainDecimal, normalizeEvmChain } from '../../runtime/values/evm/EvmChain'
export { EVM_UNITS } from '../../runtime/values/evm/EvmNative'
export { normalizeSolAddress } from '../../runtime/values/solana/SolAddress'
export { normalizeSolNetwork, SOL_NETWORK_NAMES } from '../../runtime/values/solana/SolNetwork'
