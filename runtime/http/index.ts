export { SDK_NAME, SDK_VERSION } from './headers'
export { type QueryValue, serializeQuery } from './query'
