// Package entry `w3data`: `w3data/core` and `createClient`, the client with every API on demand.

export { createClient, getDefaultClient, start, type W3DataClient } from '../generated/client.gen'
export * from './core'
