// Package entry `w3data/aptos`: every Aptos operation as a free function, with its types.
export * from '../generated/aptos/index.gen'
