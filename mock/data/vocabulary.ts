// Word lists that make generated Aptos data read like the real thing.

/** Coin modules as `module::Struct`; each is published under a generated address (AptosCoin under 0x1). */
export const COIN_STRUCTS = [
  'aptos_coin::AptosCoin',
  'asset::USDC',
  'asset::USDT',
  'moon_coin::MoonCoin',
  'gegg::GEGG',
  'staked_coin::StakedAptos',
  'dog::DogeAptos',
] as const

export const COIN_SYMBOLS = ['APT', 'USDC', 'USDT', 'MOON', 'GEGG', 'stAPT', 'DOGA', 'CAKE', 'THL'] as const

export const COIN_WORDS = ['Aptos', 'Moon', 'Gegg', 'Thala', 'Pancake', 'Doge', 'Liquid', 'Tortuga'] as const

export const TOKEN_SUFFIXES = ['Token', 'Coin', 'Finance', 'Protocol', 'Dollar'] as const

/** Known entities, for address labels. */
export const ENTITY_NAMES = ['Binance', 'Coinbase', 'Kraken', 'Uniswap', 'OpenSea', 'Aave'] as const

export const COLLECTION_NAMES = [
  'Aptos Monkeys',
  'Topaz Troopers',
  'Bruh Bears',
  'Aptomingos',
  'Spooks',
  'Pontem Space Pirates',
  'Aptos Names',
  'Mavrik',
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

export const DESCRIPTION_WORDS = [
  'A',
  'hand-drawn',
  'collection',
  'of',
  'explorers',
  'living',
  'on',
  'the',
  'Aptos',
  'blockchain',
  'rare',
  'community',
] as const

export const PLAIN_WORDS = [
  'alpha',
  'bravo',
  'delta',
  'orbit',
  'ember',
  'quartz',
  'nova',
  'atlas',
  'lumen',
] as const

/** Keys and values for data maps (token properties and the like). */
export const PROPERTY_KEYS = ['name', 'level', 'rarity', 'color', 'power', 'edition', 'background'] as const

export const PROPERTY_VALUES = ['gold', 'silver', 'legendary', 'common', 'blue', 'crimson', 'forest'] as const

export const URL_HOSTS = [
  'arweave.net',
  'ipfs.io/ipfs',
  'static.topaz.so/nft',
  'cdn.aptosmonkeys.club',
] as const
