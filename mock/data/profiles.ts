// What one item of generated data is about: a token, an NFT collection, a venue. Each chain family
// has its own, so an EVM balance names WETH or USDC and a Solana one names SOL or BONK.
import type { AddressStyle } from './addressStyle'

/** A fungible token as the data shows it; `usdPrice` is the level its prices move around. */
export interface TokenProfile {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly usdPrice: number
  /** Aptos only: the coin's `module::Struct`; its address is derived from it (AptosCoin lives at 0x1). */
  readonly struct?: string
}

/** An NFT collection: items are named `<name> #<id>`. */
export interface CollectionProfile {
  readonly name: string
  readonly symbol: string
}

const token = (name: string, symbol: string, decimals: number, usdPrice: number, struct?: string) =>
  struct === undefined ? { name, symbol, decimals, usdPrice } : { name, symbol, decimals, usdPrice, struct }

export const TOKENS: Readonly<Record<AddressStyle, readonly TokenProfile[]>> = {
  evm: [
    token('Wrapped Ether', 'WETH', 18, 3120),
    token('USD Coin', 'USDC', 6, 1),
    token('Tether USD', 'USDT', 6, 1),
    token('Dai Stablecoin', 'DAI', 18, 1),
    token('ChainLink Token', 'LINK', 18, 14.6),
    token('Uniswap', 'UNI', 18, 7.9),
    token('Wrapped BTC', 'WBTC', 8, 64150),
    token('Pepe', 'PEPE', 18, 0.0000094),
    token('Aave Token', 'AAVE', 18, 93.4),
    token('Lido DAO Token', 'LDO', 18, 1.87),
    token('Shiba Inu', 'SHIB', 18, 0.0000178),
    token('Maker', 'MKR', 18, 2410),
  ],
  solana: [
    token('Wrapped SOL', 'SOL', 9, 146.2),
    token('USD Coin', 'USDC', 6, 1),
    token('Tether USD', 'USDT', 6, 1),
    token('Bonk', 'BONK', 5, 0.0000213),
    token('Jupiter', 'JUP', 6, 0.94),
    token('Raydium', 'RAY', 6, 1.92),
    token('dogwifhat', 'WIF', 6, 2.31),
    token('Pyth Network', 'PYTH', 6, 0.36),
    token('Jito', 'JTO', 9, 2.74),
  ],
  aptos: [
    token('Aptos Coin', 'APT', 8, 8.45, 'aptos_coin::AptosCoin'),
    token('USD Coin', 'USDC', 6, 1, 'asset::USDC'),
    token('Tether USD', 'USDT', 6, 1, 'asset::USDT'),
    token('MoonCoin', 'MOON', 6, 0.00042, 'moon_coin::MoonCoin'),
    token('GEGG Coin', 'GEGG', 8, 0.011, 'gegg::GEGG'),
    token('Thala Token', 'THL', 8, 0.46, 'thl_coin::THL'),
    token('PancakeSwap Token', 'CAKE', 8, 2.08, 'oft::CakeOFT'),
    token('Doge Aptos', 'DOGA', 8, 0.00051, 'dog::DogeAptos'),
  ],
}

export const COLLECTIONS: Readonly<Record<AddressStyle, readonly CollectionProfile[]>> = {
  evm: [
    { name: 'CryptoPunks', symbol: 'PUNK' },
    { name: 'Bored Ape Yacht Club', symbol: 'BAYC' },
    { name: 'Azuki', symbol: 'AZUKI' },
    { name: 'Pudgy Penguins', symbol: 'PPG' },
    { name: 'Doodles', symbol: 'DOODLE' },
    { name: 'Moonbirds', symbol: 'MOONBIRD' },
  ],
  solana: [
    { name: 'Mad Lads', symbol: 'MAD' },
    { name: 'DeGods', symbol: 'DGOD' },
    { name: 'Okay Bears', symbol: 'OKB' },
    { name: 'Claynosaurz', symbol: 'CLAY' },
    { name: 'Famous Fox Federation', symbol: 'FFF' },
  ],
  aptos: [
    { name: 'Aptos Monkeys', symbol: 'APTMONKEY' },
    { name: 'Topaz Troopers', symbol: 'TROOPER' },
    { name: 'Bruh Bears', symbol: 'BRUH' },
    { name: 'Aptomingos', symbol: 'MINGO' },
    { name: 'Spooks', symbol: 'SPOOK' },
  ],
}

/** Exchanges, marketplaces and DeFi protocols, as `exchange_name` or `protocol_name` show them. */
export const VENUES: Readonly<Record<AddressStyle, readonly string[]>> = {
  evm: ['Uniswap v3', 'Uniswap v2', 'SushiSwap', 'PancakeSwap v3', 'Curve', 'Balancer v2'],
  solana: ['Raydium', 'Orca', 'Meteora', 'Pump.fun', 'Phoenix'],
  aptos: ['PancakeSwap', 'LiquidSwap', 'Thala', 'Cellana'],
}
