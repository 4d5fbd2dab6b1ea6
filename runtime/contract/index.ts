// The contract: pure data that the generator and the runtime both read (no imports).
export * from './errorCodes'
export * from './httpErrors'
export * from './names'
export * from './valueTypes'
