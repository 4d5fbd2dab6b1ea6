/** What each value type accepts, said for people and agents, with one value it accepts. */
import type { ValueType } from './types'

interface ValueTypeFacts {
  text: string
  example: string
}

export const VALUE_TYPES: Readonly<Record<ValueType, ValueTypeFacts>> = {
  'aptos-address': { text: 'an Aptos address (0x and up to 64 hex digits)', example: `0x${'0'.repeat(63)}1` },
  'aptos-native': {
    text: 'an Aptos amount in APT (up to 8 decimals), sent in octas',
    example: '1.5',
  },
  'aptos-network': { text: 'an Aptos network: mainnet, testnet or devnet', example: 'mainnet' },
  'evm-address': {
    text: 'an EVM address (0x and 40 hex digits)',
    example: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
  },
  'evm-address-lowercase': {
    text: 'an EVM address (0x and 40 hex digits)',
    example: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
  },
  'evm-chain': { text: 'an EVM chain: hex id (0x1), decimal id (1) or name (eth)', example: '0x1' },
  'evm-chain-decimal': { text: 'an EVM chain: hex id (0x1), decimal id (1) or name (eth)', example: '1' },
  'stream-selector': {
    text: 'a stream selector such as $fromAddress, or an address',
    example: '$fromAddress',
  },
  'sol-address': {
    text: 'a Solana address (base58)',
    example: 'So11111111111111111111111111111111111111112',
  },
  'sol-network': { text: 'a Solana network: mainnet or devnet', example: 'mainnet' },
  date: { text: 'a date or date-time in ISO 8601 (2024-01-01, 2024-01-01T12:00:00Z)', example: '2024-01-01' },
  'big-number': { text: 'an exact decimal number, as a string (1000, 0.5)', example: '1000' },
}
