export { PaginatedResponseAdapter, type Pagination, ResponseAdapter } from './answers'
export type { MoralisConfig } from './config'
export { Moralis } from './Moralis'
export type { SdkCall, SdkModule, WithValueTypes } from './types'
