// Package entry `w3data/evm`: every EVM operation as a free function, with its types.
export * from '../generated/evm/index.gen'
