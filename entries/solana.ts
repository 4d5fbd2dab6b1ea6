// Package entry `w3data/solana`: every Solana operation as a free function, with its types.
export * from '../generated/solana/index.gen'
