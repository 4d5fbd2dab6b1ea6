// What the generated client factories (client.gen.ts, baseClient.gen.ts) import: the client core
// and the APIs it loads on first use, without the operation layer. Imported through the whole
// internal index, they made `import('w3data')` load valibot and every parameter schema helper;
// those now arrive with an API's operations, on its first call.
export { attachMembers, type ClientSetup, type Core, createCore } from './client/Core'
export { getDefaultInstance, startDefault } from './client/defaultClient'
export type { ClientOptions, ResolvedBaseUrls } from './client/options'
export { lazyApi } from './operation/lazyApi'
