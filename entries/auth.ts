// Package entry `w3data/auth`: every Auth operation as a free function, with its types.
export * from '../generated/auth/index.gen'
