// What the fuzz suites need beyond the package entries: the EVM and Solana value types, the
// is* guards and the query serialiser are exported by the runtime's public index but by no package
// entry (and the generated mappers only as types). This is the one file that reaches in for them.
export {
  EVM_CHAINS,
  EVM_UNITS,
  EvmAddress,
  EvmChain,
  EvmNative,
  evmChainDecimal,
  isAptosAddress,
  isAptosNetwork,
  isEvmAddress,
  isEvmChain,
  isSolAddress,
  isSolNetwork,
  lowercaseEvmAddress,
  normalizeEvmAddress,
  normalizeEvmChain,
  normalizeSolAddress,
  normalizeSolNetwork,
  SOL_NETWORK_NAMES,
  SolAddress,
  SolNative,
  SolNetwork,
  serializeQuery,
} from '../../runtime/index'
