// Package entry `w3data/catalogue`: every operation of every API as plain data (for tools, forms,
// docs), with the toolkit that reads it.
export { catalogues } from '../generated/catalogue.gen'
export * from '../runtime/catalogue/index'
export { isRecord } from '../runtime/index'
