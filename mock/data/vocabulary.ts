// Word lists that make generated data read like the real thing (tokens and NFTs: profiles.ts).

/** Known entities, for address labels and entity names. */
export const ENTITY_NAMES = [
  'Binance',
  'Coinbase',
  'Kraken',
  'OKX',
  'Uniswap',
  'OpenSea',
  'Aave',
  'Lido',
] as const

/** Descriptions of items that are neither a token nor an NFT. */
export const SENTENCES = [
  'Liquidity position opened through the protocol router.',
  'Hot wallet used for customer withdrawals.',
  'Treasury multisig of the protocol.',
  'Market maker wallet active on several exchanges.',
] as const

/** Stream tags, as users name their streams. */
export const STREAM_TAGS = [
  'whale-alerts',
  'usdc-transfers',
  'nft-mints',
  'treasury-watch',
  'dex-swaps',
] as const

/** Move struct types, as found in resources and events. */
export const MOVE_TYPES = [
  '0x1::account::Account',
  '0x1::coin::CoinStore<0x1::aptos_coin::AptosCoin>',
  '0x1::coin::DepositEvent',
  '0x1::coin::WithdrawEvent',
  '0x1::block::NewBlockEvent',
  '0x3::token::TokenStore',
  '0x3::token::DepositEvent',
  '0x1::staking_contract::Store',
] as const

export const COIN_ACTIVITY_TYPES = [
  '0x1::coin::WithdrawEvent',
  '0x1::coin::DepositEvent',
  '0x1::aptos_coin::GasFeeEvent',
] as const

export const TOKEN_EVENT_TYPES = [
  '0x3::token::DepositEvent',
  '0x3::token::WithdrawEvent',
  '0x3::token::MintTokenEvent',
  '0x3::token::BurnTokenEvent',
] as const

export const ENTRY_FUNCTIONS = [
  '0x1::aptos_account::transfer',
  '0x1::coin::transfer',
  '0x3::token::direct_transfer_script',
  '0x1::stake::add_stake',
  '0x3::token::create_token_script',
  '0x1::managed_coin::register',
] as const

export const MODULE_NAMES = [
  'coin',
  'account',
  'aptos_coin',
  'stake',
  'token',
  'event',
  'table',
  'string',
] as const

export const FUNCTION_NAMES = [
  'transfer',
  'register',
  'initialize',
  'mint',
  'burn',
  'balance',
  'swap',
] as const

export const MOVE_ABILITIES = ['copy', 'drop', 'store', 'key'] as const

export const MOVE_PRIMITIVES = ['&signer', 'u8', 'u64', 'u128', 'bool', 'address', 'vector<u8>'] as const

export const VISIBILITIES = ['public', 'private', 'friend'] as const

export const VM_STATUSES = [
  'Executed successfully',
  'Executed successfully',
  'Executed successfully',
  'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006)',
  'Out of gas',
] as const

/** Keys and values for data maps (token properties and the like). */
export const PROPERTY_KEYS = ['name', 'level', 'rarity', 'color', 'power', 'edition', 'background'] as const

export const PROPERTY_VALUES = ['gold', 'silver', 'legendary', 'common', 'blue', 'crimson', 'forest'] as const

/** The message each stream status comes with (crossFields.ts keeps them together). */
export const STATUS_MESSAGES: Readonly<Record<string, string>> = {
  active: 'The stream is active',
  paused: 'The stream is paused by its owner',
  error: 'The stream stopped on webhook errors',
  terminated: 'The stream was terminated',
}
