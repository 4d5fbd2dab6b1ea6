/**
 * The value types: parameter and field kinds the catalogue names with `x-w3data-value-type`. The
 * generator, the runtime, the mock, the command line, the demo and the tests all read this table;
 * a new value type is an entry here plus its runtime class, which exports the schemas and the input
 * type named below (the generated code imports them from the runtime's index).
 */
export interface ValueTypeEntry {
  /** The runtime's valibot schema for the value in URL paths and queries. */
  readonly schema: string
  /** The runtime's valibot schema in request bodies, when it is not {@link schema}. */
  readonly bodySchema?: string
  /** What a caller may pass: a type the runtime exports (PascalCase), or built-in types. */
  readonly input: string
  /** A value the runtime accepts, as a caller would write it. */
  readonly example: string
  /** What it accepts, said for people and agents: the JSON Schema form's description. */
  readonly accepts: string
}

const EVM_ADDRESS = 'an EVM address (40 hex digits, 0x optional)'
const EVM_CHAIN = 'an EVM chain: hex id (0x1), decimal id (1) or name (eth)'
const VITALIK = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'

export const VALUE_TYPES = {
  'aptos-address': {
    schema: 'aptosAddressSchema',
    input: 'AptosAddressInput',
    // Written out: a computed value (a call, a template) keeps this table in every bundle of a file that holds it.
    example: '0x0000000000000000000000000000000000000000000000000000000000000001',
    accepts: 'an Aptos address (0x and up to 64 hex digits)',
  },
  'aptos-native': {
    schema: 'aptosNativeSchema',
    input: 'AptosNativeValue',
    example: '1.5',
    accepts: 'an Aptos amount in APT (up to 8 decimals), sent in octas',
  },
  'aptos-network': {
    schema: 'aptosNetworkSchema',
    input: 'AptosNetworkInput',
    example: 'mainnet',
    accepts: 'an Aptos network: mainnet, testnet or devnet',
  },
  // EVM addresses go out checksummed in request bodies, lowercased in URL paths and queries.
  'evm-address': {
    schema: 'evmAddressQuerySchema',
    bodySchema: 'evmAddressSchema',
    input: 'EvmAddressInput',
    example: VITALIK,
    accepts: EVM_ADDRESS,
  },
  'evm-address-lowercase': {
    schema: 'evmAddressQuerySchema',
    input: 'EvmAddressInput',
    example: VITALIK,
    accepts: EVM_ADDRESS,
  },
  'evm-native': {
    schema: 'evmNativeSchema',
    input: 'EvmNativeValue',
    example: '1.5',
    accepts: 'an amount of ether (up to 18 decimals), sent in wei',
  },
  'evm-chain': { schema: 'evmChainSchema', input: 'EvmChainInput', example: '0x1', accepts: EVM_CHAIN },
  'evm-chain-decimal': {
    schema: 'evmChainDecimalSchema',
    input: 'EvmChainInput',
    example: '1',
    accepts: EVM_CHAIN,
  },
  'stream-selector': {
    schema: 'streamSelectorSchema',
    input: 'string',
    example: '$fromAddress',
    accepts: 'a stream selector such as $fromAddress, or an address',
  },
  'sol-address': {
    schema: 'solAddressSchema',
    input: 'SolAddressInput',
    example: 'So11111111111111111111111111111111111111112',
    accepts: 'a Solana address (base58)',
  },
  'sol-native': {
    schema: 'solNativeSchema',
    input: 'SolNativeValue',
    example: '1.5',
    accepts: 'an amount of SOL (up to 9 decimals), sent in lamports',
  },
  'sol-network': {
    schema: 'solNetworkSchema',
    input: 'SolNetworkInput',
    example: 'mainnet',
    accepts: 'a Solana network: mainnet or devnet',
  },
  date: {
    schema: 'dateSchema',
    input: 'Date | string | number',
    example: '2024-01-01',
    accepts: 'a date or date-time in ISO 8601 (2024-01-01, 2024-01-01T12:00:00Z)',
  },
  'big-number': {
    schema: 'bigNumberSchema',
    input: 'string | number | bigint',
    example: '1000',
    accepts: 'an exact decimal number, as a string (1000, 0.5)',
  },
} as const satisfies Readonly<Record<string, ValueTypeEntry>>

export type ValueType = keyof typeof VALUE_TYPES

/** The value types, for checks and lookups by a name read from a document. */
export const VALUE_TYPE_NAMES = /* @__PURE__ */ Object.keys(VALUE_TYPES) as readonly ValueType[]

export function isValueType(name: unknown): name is ValueType {
  return typeof name === 'string' && Object.hasOwn(VALUE_TYPES, name)
}

/** The entry of a value type, with its optional fields. */
export function valueTypeEntry(valueType: ValueType): ValueTypeEntry {
  return VALUE_TYPES[valueType]
}

/** The runtime type a caller passes, when the value type's input is one the runtime exports. */
export function runtimeInputType(valueType: ValueType): string | undefined {
  const { input } = VALUE_TYPES[valueType]
  return /^[A-Z]\w*$/.test(input) ? input : undefined
}
